package advisor_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// pathScenarios are the golden scenarios of issue 22's "Spot, clusters and
// deployment paths": each question names the rule it holds.
var pathScenarios = []struct {
	name  string
	check func(t *testing.T, r advisor.Result)
}{
	// An MPI job over several VMs is one synchronous job: Auto never puts it
	// on Spot, even when the work tolerates interruption.
	{"hpc-mpi-spot-allowed-auto", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.VMs > 1 && spotIn(p) {
				t.Errorf("%s × %d on %s: Auto put a multi-VM MPI job on Spot", p.Size, p.VMs, p.Model)
			}
		}
	}},
	// Forced Spot for the same job: allowed, with the warning that one
	// eviction stops every rank.
	{"hpc-mpi-forced-spot", func(t *testing.T, r advisor.Result) {
		if top := r.Recommendations[0]; top.Model != advisor.Spot || top.VMs < 2 {
			t.Fatalf("top = %s × %d on %s, want Spot over several VMs", top.Size, top.VMs, top.Model)
		}
		hasNotice(t, r, "spot-mpi")
	}},
	// One copy of a model served across VMs is one synchronous job too:
	// Auto never puts it on Spot (one eviction stops the copy), even when
	// the work tolerates interruption; single-VM replicas may be.
	{"serve-across-vms-no-auto-spot", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if spotIn(p) && p.VMs > 1 && strings.Contains(strings.Join(reasonsOf(p), " "), "spans") {
				t.Errorf("%s × %d on %s: Auto put a copy of the model spanning VMs on Spot", p.Size, p.VMs, p.Model)
			}
		}
	}},
	// Forced Spot for the same: allowed, and the notice says one eviction
	// stops the copy.
	{"serve-across-vms-forced-spot", func(t *testing.T, r advisor.Result) {
		if top := r.Recommendations[0]; top.Model != advisor.Spot || top.VMs < 2 {
			t.Fatalf("top = %s × %d on %s, want Spot over several VMs", top.Size, top.VMs, top.Model)
		}
		if !noticeSays(r, "a copy of the model across VMs with any one of its VMs") {
			t.Errorf("no notice that one eviction stops the copy: %v", r.Notices)
		}
	}},
	// ND MI300X v5 runs Linux VMs only: a Windows question never gets it,
	// and the rejection says why.
	{"windows-mi300x-linux-only", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.Series == "ND MI300X v5" {
				t.Errorf("%s offered for Windows", p.Size)
			}
		}
		rejectedSays(t, r, "ND MI300X v5", "Linux")
	}},
	// ND H100 v5's size page supports Linux images only: a Windows question
	// in the one region where it would be the pick gets nothing, with Linux
	// as the way forward.
	{"no-fit-windows-nd-h100-linux-only", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.Series == "ND H100 v5" {
				t.Errorf("%s offered for Windows", p.Size)
			}
		}
		rejectedSays(t, r, "ND H100 v5", "Linux")
		if !noticeSays(r, "Linux instead of Windows: Standard_ND96isr_H100_v5") {
			t.Errorf("no way forward through Linux: %v", r.Notices)
		}
	}},
	// The Grace (Arm64) sizes have Linux images only: a Windows question that
	// allows Arm64 still never gets ND GB200/GB300 v6.
	{"windows-arm64-linux-only", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if strings.HasPrefix(p.Series, "ND GB") {
				t.Errorf("%s offered for Windows", p.Size)
			}
		}
		rejectedSays(t, r, "ND GB200 v6", "Linux images")
	}},
	// Windows containers reach the GPU through DirectX only: the pin item
	// names no NGC image or NVIDIA Container Toolkit (Linux tooling) and
	// says CUDA containers need Linux, in both languages.
	{"windows-containers-directx", func(t *testing.T, r advisor.Result) {
		// Serving a model on Windows says vLLM runs on Linux (or WSL).
		hasNotice(t, r, "windows-serving")
		checklistSays(t, r, "pin", "DirectX device class")
		checklistSays(t, r, "pin", "CUDA and ROCm containers need Linux")
		for _, it := range r.Checklist {
			if it.ID != "pin" {
				continue
			}
			if en, zh := it.Text.In(words.En), it.Text.In(words.Zh); strings.Contains(en, "Container Toolkit") || strings.Contains(en, "NGC") || !strings.Contains(zh, "需要 Linux") {
				t.Errorf("pin item on Windows:\n%s\n%s", en, zh)
			}
		}
	}},
	// Training across VMs needs NCCL and InfiniBand, which run on Linux:
	// on Windows only one-VM plans remain, and the multi-VM series say why.
	{"windows-multi-vm-training", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.VMs > 1 {
				t.Errorf("%s × %d: a multi-VM plan on Windows", p.Size, p.VMs)
			}
		}
		rejectedSays(t, r, "ND A100 v4", "Linux")
	}},
	// 287 VMs of ND H200 v5: a placement group holds 100, and InfiniBand
	// joins VMs only within one, so the checklist plans three scale sets.
	{"pretrain-70b-past-100-vms", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if !top.InfiniBand || top.VMs <= advisor.PlacementGroupVMs {
			t.Fatalf("top = %s × %d, want an InfiniBand cluster past 100 VMs", top.Size, top.VMs)
		}
		checklistSays(t, r, "infiniband", "3 scale sets of at most 100")
	}},
	// Windows desktops priced without Hybrid Benefit hold a Windows Server
	// licence per VM: the checklist says Windows Server session hosts and
	// RDS CALs, as the Deploy panel deploys them.
	{"windows-desktops-server-licence", func(t *testing.T, r advisor.Result) {
		checklistSays(t, r, "licence", "Windows Server session hosts")
		checklistSays(t, r, "licence", "RDS CAL")
		checklistSays(t, r, "licence", "answer Azure Hybrid Benefit")
		// and no reason says the desktops are licensed per user.
		for _, p := range r.Recommendations {
			for _, s := range p.Reasons {
				if strings.Contains(s.String(), "per user") {
					t.Errorf("%s: %q", p.Size, s)
				}
			}
		}
	}},
	// With Hybrid Benefit, per-user Windows 11 licences: licence type
	// Windows_Client, as the Deploy panel sets it.
	{"windows-desktops-hybrid-benefit", func(t *testing.T, r advisor.Result) {
		checklistSays(t, r, "licence", "Windows_Client")
		checklistSays(t, r, "licence", "Windows 11 Enterprise multi-session")
		// The price's adjustment names the same per-user licences, not
		// Windows Server's.
		for _, p := range r.Recommendations {
			if len(p.Adjustments) != 1 || !strings.Contains(p.Adjustments[0].String(), "Windows Enterprise or Microsoft 365") {
				t.Errorf("%s: adjustments %v", p.Size, p.Adjustments)
			}
		}
	}},
	// A confidential GPU VM deploys as one: ConfidentialVM on a CVM image,
	// the GPU in confidential-computing mode, CPU and GPU attested.
	{"confidential-deploys-as-confidential", func(t *testing.T, r advisor.Result) {
		if r.Recommendations[0].Series != "NCCads H100 v5" {
			t.Fatalf("top = %s, want NCCads H100 v5", r.Recommendations[0].Size)
		}
		checklistSays(t, r, "driver", "ConfidentialVM")
		checklistSays(t, r, "driver", "nvidia-smi conf-compute -q")
		checklistSays(t, r, "attestation", "Microsoft Azure Attestation")
		checklistSays(t, r, "attestation", "local GPU verifier")
		checklistSays(t, r, "secure-boot", "confidential VM")
		// Its size page: accelerated networking not supported, so off.
		checklistSays(t, r, "network", "--accelerated-networking false")
	}},
	// Pre-training beyond a quote on every size: the closest named is one
	// whose VMs can work together (InfiniBand), never a size that could not
	// run the job at any scale; those say they lack InfiniBand, with the VMs
	// they would need in full.
	{"no-fit-pretrain-closest-has-infiniband", func(t *testing.T, r advisor.Result) {
		for _, n := range r.Notices {
			if closest, ok := strings.CutPrefix(n.Text.String(), "No size fits these answers. The closest was "); ok && !strings.Contains(closest, "beyond what a price quote") {
				t.Errorf("the closest is not a size beyond a quote: %s", n.Text)
			}
		}
		if !noticeSays(r, "The closest was Standard_ND") {
			t.Errorf("the closest is not an ND size with InfiniBand: %v", r.Notices)
		}
		rejectedSays(t, r, "NC RTX PRO 6000 BSE v6", "no InfiniBand")
	}},
	// A confidential GPU VM runs a Linux guest: on Windows nothing is
	// offered, the rejection says why, and the way forward is Linux.
	{"no-fit-confidential-windows", func(t *testing.T, r advisor.Result) {
		if len(r.Recommendations) > 0 {
			t.Errorf("%s offered as a confidential Windows VM", r.Recommendations[0].Size)
		}
		rejectedSays(t, r, "NCCads H100 v5", "run Linux only")
		if !noticeSays(r, "Linux instead of Windows") {
			t.Errorf("no way forward on Linux: %v", r.Notices)
		}
	}},
	// AKS on Windows: the NVIDIA GPU Operator does not run on Windows
	// nodes, so AKS installs the driver on a new Windows GPU node pool.
	// NC RTX PRO 6000 BSE v6 does not run on AKS ([ncv6]): never offered
	// for it, rather than picked and then disowned by the checklist.
	{"windows-aks-gpu-node-pool", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.Series == "NC RTX PRO 6000 BSE v6" {
				t.Errorf("%s offered for AKS, which does not support it", p.Size)
			}
		}
		rejectedSays(t, r, "NC RTX PRO 6000 BSE v6", "AKS does not support it")
		checklistSays(t, r, "aks-gpu", "AKS Windows node pool")
		for _, it := range r.Checklist {
			if it.ID == "aks-gpu" && strings.Contains(it.Text.String(), "--gpu-driver none") {
				t.Errorf("the Windows node pool is told to skip the driver for an operator that does not run there: %s", it.Text)
			}
		}
	}},
	// 23 VMs that each hold a whole copy of Llama 3.1 405B never talk: no
	// InfiniBand item, no all-reduce test, although the size has InfiniBand.
	{"serve-replicas-no-infiniband-steps", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if !top.InfiniBand || top.VMs < 2 || top.Joined(r.Answers) {
			t.Fatalf("top = %s × %d, want independent replicas on an InfiniBand size", top.Size, top.VMs)
		}
		for _, it := range r.Checklist {
			if it.ID == "infiniband" || it.ID == "nccl-test" {
				t.Errorf("independent replicas get %s: %s", it.ID, it.Text)
			}
		}
	}},
	// Windows VMs are not watched with Linux tools: no DCGM, no Device
	// Metrics Exporter, no amd-smi.
	{"windows-transcode-monitoring", func(t *testing.T, r advisor.Result) {
		checklistSays(t, r, "monitor", "Windows GPU counters")
		for _, it := range r.Checklist {
			if it.ID == "monitor" && (strings.Contains(it.Text.String(), "amd-smi") || strings.Contains(it.Text.String(), "Device Metrics Exporter") || strings.Contains(it.Text.String(), "dcgmi")) {
				t.Errorf("Linux-only monitoring on Windows: %s", it.Text)
			}
		}
	}},
	// An MPI cluster past 100 VMs: three scale sets, each its own fabric, so
	// the jobs and the interconnect test are per scale set, never "all 264".
	{"hpc-mpi-past-100-vms", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if !top.InfiniBand || top.VMs <= advisor.PlacementGroupVMs {
			t.Fatalf("top = %s × %d, want an InfiniBand cluster past 100 VMs", top.Size, top.VMs)
		}
		checklistSays(t, r, "infiniband", "3 scale sets of at most 100")
		checklistSays(t, r, "nccl-test", "across all 88 VMs")
		checklistSays(t, r, "cluster", "88 × ")
		for _, it := range r.Checklist {
			if strings.Contains(it.Text.String(), "264 ×") || strings.Contains(it.Text.String(), "all 264") {
				t.Errorf("%s plans one fabric of 264 VMs: %s", it.ID, it.Text)
			}
		}
	}},
}

func init() { scenarios = append(scenarios, pathScenarios...) }

// reasonsOf are a pick's reasons in English.
func reasonsOf(p advisor.Pick) []string {
	var out []string
	for _, r := range p.Reasons {
		out = append(out, r.String())
	}
	return out
}

// spotIn tells whether a pick runs any VM on Spot (a mixed plan names its
// flexible part's model).
func spotIn(p advisor.Pick) bool {
	return p.Model == advisor.Spot || p.Mix != nil && strings.Contains(p.Mix.String(), "Spot")
}
