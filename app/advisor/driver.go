package advisor

import (
	"slices"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// DriverKind says how a pick's GPU gets its driver.
type DriverKind uint8

// The driver paths Microsoft documents, from the support matrix in
// checklist.go ([ext-manifest], [amd-manifest], [hpc-image], [mi300x], [ncv6]).
const (
	// DriverExtension: a Microsoft.HpcCompute VM extension installs it.
	DriverExtension DriverKind = iota + 1
	// DriverHPCImage: the Azure HPC image (microsoft-dsvm:ubuntu-hpc) ships
	// it; no extension supports the series.
	DriverHPCImage
	// DriverUbuntu: Canonical's signed driver (sudo ubuntu-drivers install)
	// plus the CUDA toolkit, or the HPC image; no extension supports the series.
	DriverUbuntu
	// DriverROCm: AMD's amdgpu-install; no Linux extension supports the series.
	DriverROCm
	// DriverVGPU: NVIDIA's vGPU driver Microsoft publishes for NC RTX PRO 6000 v6.
	DriverVGPU
	// DriverWindowsManual: the vendor's data-centre driver for Windows, by
	// hand.
	DriverWindowsManual
	// DriverArm64Image: an Arm64 Azure HPC image; no extension supports Arm64.
	DriverArm64Image
	// DriverConfidential: a confidential VM whose GPU runs in
	// confidential-computing mode: NVIDIA's open driver for it on a
	// confidential-VM image, then CPU and GPU attestation ([cgpu]).
	DriverConfidential
)

// Driver is the driver path for a pick on the answers' OS.
type Driver struct {
	_ incomparable
	// Kind is the path.
	Kind DriverKind
	// Extension is the Microsoft.HpcCompute extension type
	// (NvidiaGpuDriverLinux, NvidiaGpuDriverWindows, AmdGpuDriverLinux,
	// AmdGpuDriverWindows) when Kind is DriverExtension.
	Extension string
	// Version is the extension's handler version ("1.6"), "" when the
	// sources give none.
	Version string
	// GRID is true when the extension installs NVIDIA's GRID (graphics)
	// driver rather than the CUDA one.
	GRID bool
	// ROCm is true for AMD compute: the HPC image with ROCm.
	ROCm bool
	// NVSwitch is true when the GPUs meet in an NVSwitch, which needs
	// nvidia-fabricmanager of the driver's exact version.
	NVSwitch bool
}

// amdWindows are the series AmdGpuDriverWindows installs on ([amd-manifest]).
var amdWindows = []string{"NVv4", "NGads V620", "NVads V710 v5"}

// ExtensionPublisher publishes every GPU driver extension.
const ExtensionPublisher = "Microsoft.HpcCompute"

// DriverFor is the driver path Microsoft supports for the pick's series on
// the answers' OS: the same support matrix the checklist's driver item
// words (checks.driver), as data for the deploy commands.
func DriverFor(a Answers, p Pick, s catalog.Size) Driver {
	win := a.OS == Windows
	// The GRID (graphics) driver where the extension offers it and the
	// work is graphics.
	grid := slices.Contains(extGRID, p.Series) && (s.Family == catalog.FamilyNV || a.Is(SeatsJob))
	switch {
	case s.Confidential:
		return Driver{Kind: DriverConfidential}
	case p.Vendor == catalog.AMD && win && slices.Contains(amdWindows, p.Series):
		return Driver{Kind: DriverExtension, Extension: "AmdGpuDriverWindows", Version: "1.1"}
	case p.Vendor == catalog.AMD && win:
		return Driver{Kind: DriverWindowsManual}
	case p.Vendor == catalog.AMD && p.Series == "ND MI300X v5":
		return Driver{Kind: DriverHPCImage, ROCm: true}
	case p.Vendor == catalog.AMD && p.Series == "NVads V710 v5":
		// [amd-manifest]: the only series the Linux extension covers; the
		// sources give no handler version.
		return Driver{Kind: DriverExtension, Extension: "AmdGpuDriverLinux", Version: ""}
	case p.Vendor == catalog.AMD:
		return Driver{Kind: DriverROCm}
	case p.Series == "NC RTX PRO 6000 BSE v6":
		return Driver{Kind: DriverVGPU}
	case win && (grid || slices.Contains(extCUDAWindows, p.Series)):
		return Driver{Kind: DriverExtension, Extension: "NvidiaGpuDriverWindows", Version: "1.10", GRID: grid}
	case win:
		return Driver{Kind: DriverWindowsManual}
	case isArm64(&s):
		return Driver{Kind: DriverArm64Image}
	case slices.Contains(nvSwitchSeries, s.Series):
		return Driver{Kind: DriverHPCImage, NVSwitch: true}
	case p.Series == "NCads H100 v5":
		return Driver{Kind: DriverHPCImage}
	case grid || slices.Contains(extCUDALinux, p.Series):
		return Driver{Kind: DriverExtension, Extension: "NvidiaGpuDriverLinux", Version: "1.6", GRID: grid}
	default:
		return Driver{Kind: DriverUbuntu}
	}
}

// OnSpot reports whether some of the plan's VMs run on Spot.
func (p Pick) OnSpot() bool { return usesSpot(p.Cost) }

// AlwaysOn reports whether the plan runs around the clock (730 hours a month
// or a baseline of VMs that never stop).
func AlwaysOn(a Answers) bool { return a.HoursPerMonth >= 730 || a.BaseVMs > 0 }

// SingleSessionOnly reports whether the series runs Windows Enterprise
// single-session only, not multi-session ([ncv6]).
func SingleSessionOnly(series string) bool { return series == "NC RTX PRO 6000 BSE v6" }
