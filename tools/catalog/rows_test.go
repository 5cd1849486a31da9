package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// breakSource copies the sources and replaces the first old in file by new
// (appends new as a row when old is ""), returning the folder and the line
// of the changed row.
func breakSource(t *testing.T, file, old, new string) (string, int) {
	t.Helper()
	dir := copySources(t)
	path := filepath.Join(dir, file)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := len(s)
	if old != "" {
		if i = strings.Index(s, old); i < 0 {
			t.Fatalf("%s has no %q", file, old)
		}
		s = s[:i] + new + s[i+len(old):]
	} else {
		s += new + "\n"
	}
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, strings.Count(s[:i], "\n") + 1
}

// TestGenerateRefusesBadRows feeds one broken row of each kind the generator
// used to accept (or to report without saying where) and wants it refused
// with its file, line and reason.
func TestGenerateRefusesBadRows(t *testing.T) {
	recorded := "eastus,Standard_NC24ads_A100_v4,payg-linux,3.9,,2099-01-01,pricing-radar,Consumption,,3.9,p,m,o/r,f.json,abc,2099-01-01,test"
	for _, tc := range []struct {
		name, file, old, new, why string
	}{
		{"comma decimal price", filePAYG, "", `eastus,Standard_NC4as_T4_v3,"5,5"`, `retailPriceUSDPerHour "5,5" is not a number`},
		{"non-numeric price", filePAYG, "", "eastus,Standard_NC4as_T4_v3,n/a", `retailPriceUSDPerHour "n/a" is not a number`},
		{"duplicate price", filePAYG, "", "australiaeast,Standard_NC24ads_A100_v4,9.000000",
			"armRegionName australiaeast, armSkuName Standard_NC24ads_A100_v4 again (first at " + filePAYG + " line 152)"},
		{"duplicate size", fileSizes, "", "ncv3-series.md,1827cf353b07fd08b3141bd2e40291e1dbdd4a5f,2024-07-31,NCv3,Standard_NC6s_v3,6,112,1,736,,,12,20000,200,4,,1,32,",
			"size_name Standard_NC6s_v3 again (first at " + fileSizes + " line 2)"},
		{"future capture", fileRecorded, "", recorded, "captured 2099-01-01 is after the generation day"},
		{"negative GPU memory", fileGPUs, "NVIDIA T4,NVIDIA,Turing,16,", "NVIDIA T4,NVIDIA,Turing,-16,", `memory_gb "-16" is negative`},
		{"negative bandwidth", fileGPUs, "NVIDIA T4,NVIDIA,Turing,16,GDDR6,0.3,", "NVIDIA T4,NVIDIA,Turing,16,GDDR6,-0.3,", `memory_bandwidth_tbps "-0.3" is negative`},
		{"negative size GPU memory", fileSizes, "200,4,,1,16,", "200,4,,1,-16,", `accelerator_memory_gb "-16" is negative`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, line := breakSource(t, tc.file, tc.old, tc.new)
			_, err := generate(dir)
			if err == nil {
				t.Fatal("generate accepted the row")
			}
			want := tc.file + " line " + strconv.Itoa(line) + ": " + tc.why
			if !strings.Contains(err.Error(), want) {
				t.Errorf("error does not say %q:\n%v", want, err)
			}
			if strings.Contains(err.Error(), " 0 USD/h") {
				t.Errorf("error reports a price the row does not hold:\n%v", err)
			}
		})
	}
}

func TestNumber(t *testing.T) {
	for s, want := range map[string]float64{"3,576": 3576, "100,000": 100000, "1.935": 1.935, "-0.5": -0.5, "12": 12} {
		if v, ok := number(s); !ok || v != want {
			t.Errorf("number(%q) = %v, %v; want %v", s, v, ok, want)
		}
	}
	for _, s := range []string{"5,5", "1,23", "1,2345", ",5", "NaN", "Inf", "1e3", "abc", "5.", ""} {
		if v, ok := number(s); ok {
			t.Errorf("number(%q) = %v, want refused", s, v)
		}
	}
}
