package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// seriesHardware is what series.csv says of a series' host beyond its GPU:
// CPU architecture, confidential computing and InfiniBand given per VM.
type seriesHardware struct {
	cpuArch      string // "x64", "arm64" or "" when no source prints the processor
	confidential bool
	ibPerVM      int // InfiniBand Gb/s per VM where Learn gives one link per VM (NDv2)
}

// readSeriesHardware reads the cpu_arch, confidential and ib_gbps_per_vm
// columns of a series.csv row.
func readSeriesHardware(r map[string]string) (seriesHardware, error) {
	var h seriesHardware
	switch a := r["cpu_arch"]; a {
	case "", "x64", "arm64":
		h.cpuArch = a
	default:
		return h, fmt.Errorf("cpu_arch %q: want x64, arm64 or empty", a)
	}
	switch c := r["confidential"]; c {
	case "", "0":
	case "1":
		h.confidential = true
	default:
		return h, fmt.Errorf("confidential %q: want 0 or 1", c)
	}
	if v := r["ib_gbps_per_vm"]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return h, fmt.Errorf("ib_gbps_per_vm %q: want a positive whole number", v)
		}
		if r["ib_gbps_per_gpu"] != "" {
			return h, errors.New("both ib_gbps_per_gpu and ib_gbps_per_vm given: keep the one the source states")
		}
		h.ibPerVM = n
	}
	if (r["ib_gbps_per_gpu"] != "" || r["ib_gbps_per_vm"] != "") && r["ib_source"] == "" {
		return h, errors.New("InfiniBand bandwidth without an ib_source")
	}
	return h, nil
}

// apply sets the host facts of a size whose specs are known. The series'
// cpu_arch must agree with the processor Microsoft Learn prints for it
// ("[x86-64]" for x64, the Arm-based "Nvidia Grace CPU" for arm64).
func (h seriesHardware) apply(s *catalog.Size, host map[string]string) error {
	s.CPUArch = h.cpuArch
	s.Confidential = s.Confidential || h.confidential
	if h.ibPerVM > 0 && s.InfiniBand && s.GPUs.Whole() {
		s.InfiniBandGbps = h.ibPerVM / s.GPUs.Num // NDv2: one 100 Gb/s EDR link shared by 8 GPUs = 12
	}
	if host == nil {
		return nil
	}
	proc := host["processor"]
	switch {
	case strings.Contains(proc, "[x86-64]") && h.cpuArch != "x64":
		return fmt.Errorf("series host processor %q is x86-64 but series.csv cpu_arch is %q", proc, h.cpuArch)
	case strings.Contains(proc, "Grace") && h.cpuArch != "arm64":
		return fmt.Errorf("series host processor %q is an Arm (Grace) CPU but series.csv cpu_arch is %q", proc, h.cpuArch)
	}
	return nil
}

// applyGPUExtras fills the FP64 split and the video encoder count of a
// gpu-models.csv row. FP64 stays the larger of vector and tensor, as before.
func applyGPUExtras(g *catalog.GPU, r map[string]string) error {
	g.FP64Vector, g.FP64Tensor = num(r["fp64_tflops"]), num(r["fp64_tensor_tflops"])
	g.FP64 = math.Max(g.FP64Vector, g.FP64Tensor)
	v := r["nvenc_engines"]
	if v == "" {
		// No source states the count; the catalog stores 0 and the row's
		// nvenc_source says it is unknown (see catalog/sources/README.md).
		return nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return fmt.Errorf("nvenc_engines %q: want a whole number >= 0", v)
	}
	if r["nvenc_source"] == "" {
		return errors.New("nvenc_engines without an nvenc_source")
	}
	g.NVENC = n
	return nil
}
