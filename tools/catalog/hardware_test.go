package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestGenerateRejectsBadHardware breaks the host columns of series.csv and
// gpu-models.csv and expects generate to name each problem.
func TestGenerateRejectsBadHardware(t *testing.T) {
	dir := copySources(t)
	edit := func(name string, replace func(string) string) {
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(replace(string(b))), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// GB200 claimed x64 although Learn prints a Grace CPU.
	edit(fileSeries, func(s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "ND_GB200_v6,") {
				lines[i] = strings.Replace(l, ",arm64,", ",x64,", 1)
			}
		}
		return strings.Join(lines, "\n")
	})
	_, err := generate(dir)
	if err == nil || !strings.Contains(err.Error(), "Grace") || !strings.Contains(err.Error(), `cpu_arch is "x64"`) {
		t.Errorf("generate(GB200 as x64) = %v, want an error naming the Grace host", err)
	}

	if _, err := readSeriesHardware(map[string]string{"cpu_arch": "arm"}); err == nil {
		t.Error("cpu_arch arm accepted")
	}
	if _, err := readSeriesHardware(map[string]string{"ib_gbps_per_vm": "100"}); err == nil {
		t.Error("InfiniBand bandwidth without a source accepted")
	}
	for _, bad := range []map[string]string{{"nvenc_engines": "-1", "nvenc_source": "x"}, {"nvenc_engines": "2"}, {"nvenc_engines": "two", "nvenc_source": "x"}} {
		if err := applyGPUExtras(new(catalog.GPU), bad); err == nil {
			t.Errorf("applyGPUExtras(%v) accepted", bad)
		}
	}
}
