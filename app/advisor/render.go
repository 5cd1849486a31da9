package advisor

import (
	"math"
	"slices"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Batch rendering. A CUDA/OptiX batch renderer is not a set of
// desktops: its work is frames × minutes per frame, each frame rendered by
// one whole GPU, queued (Azure Batch or a render manager) and billed by the
// work like the other work-bound tasks; an evicted frame is rendered again,
// so Spot is allowed. docs/render.md states the model and its sources.

// Constants of the batch render model. Each says where it comes from or
// that it is assumed.
const (
	// Minutes per frame are given on one whole NVIDIA A10, the GPU of
	// NVadsA10 v5; Standard_NV36ads_A10_v5 is its one-whole-GPU size
	// (learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/nvadsa10v5-series).
	// A candidate GPU renders a frame in those minutes × the A10's FP32
	// TFLOPS ÷ its own (assumed: FP32 is a proxy; RT cores and memory
	// bandwidth also count, so measure on the size you pick).
	renderRefSize = "Standard_NV36ads_A10_v5"
	renderRefName = "NVIDIA A10 (Standard_NV36ads_A10_v5)"
	// A batch job when none is given: 1,000 frames (about 40 seconds of
	// 24 fps film) of 10 minutes each on the reference. Assumed; enter yours.
	renderDefaultFrames       = 1000
	renderDefaultFrameMinutes = 10
	// The scene (geometry, textures, frame buffers) must fit in one GPU's
	// memory: assumed 12 GB, the heavy desktop seat's share (seats); check
	// your renderer's peak GPU memory on the reference.
	renderSceneGB = 12
)

// ModeDefaults are the answers a render task starts from in a mode: a batch
// render runs around the clock on Linux in a scale set, and its window is
// one month (the deadline, not the bill); seats keep office hours.
func ModeDefaults(m RenderMode) Answers {
	d := Defaults(Render)
	if m == Batch {
		d.RenderMode, d.OS, d.HoursPerMonth, d.Months, d.Deploy = Batch, Linux, 730, 1, VMSS
	}
	return d
}

// AnswerDefaults are the answers a's are read against, had nobody given
// them: the task's Defaults (a batch render's ModeDefaults), with the
// training tokens Normalize fills from the model's size.
func AnswerDefaults(a Answers) Answers {
	d := Defaults(a.Task)
	if a.Is(BatchJob) {
		d = ModeDefaults(Batch)
	}
	if d.TokensB == 0 {
		d.TokensB = chinchillaTokensPerParam * a.ParamsB
	}
	return d
}

// normalizeRenderMode reads the render mode and, for a batch render, its job
// and its defaults (d), before the rest of Normalize fills them.
func normalizeRenderMode(notes *[]Notice, a, d *Answers) {
	if a.Task != Render {
		a.RenderMode, a.Frames, a.FrameMinutes = "", 0, 0
		return
	}
	enum(notes, (*string)(&a.RenderMode), []string{string(Interactive), string(Batch)}, string(Interactive), words.WhatRenderMode)
	if a.RenderMode != Batch {
		a.RenderMode, a.Frames, a.FrameMinutes = "", 0, 0 // "": the mode of every link before batch rendering
		return
	}
	*d = ModeDefaults(Batch)
	within(notes, a, d, "frames")
	within(notes, a, d, "fmin")
}

// sizeBatchRender is the sizing of a batch render: one frame's scene per GPU.
func (s *Sizing) sizeBatchRender(a *Answers) {
	s.add("working-set", renderSceneGB, false)
	s.say(words.AssumeRenderWork, words.I(a.Frames), num(a.FrameMinutes), words.S(renderRefName), num(float64(a.Frames)*a.FrameMinutes/60))
	s.say(words.AssumeRenderScene, num(renderSceneGB))
}

// renderClass is a GPU a batch renderer runs on: a whole NVIDIA GPU with RT
// cores and Azure's graphics driver (NV-series, RTX PRO, and the T4 of
// NCasT4_v3, which the GRID driver extension supports: [ext-manifest]).
func renderClass(s *catalog.Size) bool {
	return s.Vendor == catalog.NVIDIA && (graphicsCapable(s) || slices.Contains(extGRID, s.Series))
}

// batchRenderRule rejects a size a batch renderer cannot use. Desktop-only
// sizes are the AMD desktop partitions (NVv4, NVads V710 v5) and the
// cloud-gaming NGads V620; compute GPUs without RT cores (A100, H100, …)
// would render far slower than their FP32 figure says.
func batchRenderRule(x *ev) (words.Text, words.Text) {
	if !x.a.Is(BatchJob) {
		return nil, nil
	}
	switch {
	case !x.s.GPUs.Whole():
		return words.M(words.RejectBatchPart, words.Count(x.s.GPUs.Float())), nil
	case x.s.Family == catalog.FamilyNG || x.s.Family == catalog.FamilyNV && x.s.Vendor == catalog.AMD:
		return words.M(words.RejectBatchDesktop), nil
	case !renderClass(&x.s):
		return words.M(words.RejectBatchNoRT, x.gpu()), nil
	case x.g.FP32 == 0:
		return words.M(words.RejectNoHPCFigure, words.S("FP32 TFLOPS"), x.gpu()), nil
	}
	return nil, nil
}

// planBatchRender sizes a batch render: each GPU renders one frame at a
// time, so the frames go out in waves of (VMs × GPUs); VMs are added only
// when one VM's waves would not finish inside the window, and the bill is
// every VM until the last frame is done.
func (x *ev) planBatchRender() words.Text {
	a, s, g, sz := &x.a, &x.s, &x.g, &x.sz
	if s.GPUMemoryPerGPUGB < sz.GPUMemoryGB {
		return words.M(words.RejectWorkingSet, num(s.GPUMemoryPerGPUGB), num(sz.GPUMemoryGB))
	}
	refSize, _ := x.e.cat.Size(renderRefSize)
	ref, _ := x.e.cat.GPU(refSize.GPUModel)
	if ref.FP32 == 0 {
		return words.M(words.RejectNoReference)
	}
	frameH := a.FrameMinutes / 60 * ref.FP32 / g.FP32 // hours one of these GPUs takes for a frame
	window := a.HoursPerMonth * float64(a.Months)
	if frameH > window {
		return words.M(words.RejectFrameTooLong, num(frameH), num(window))
	}
	frames, perVM := float64(a.Frames), float64(s.GPUs.Num)
	perGPU := math.Floor(window / frameH) // frames one GPU finishes inside the window
	vms := max(1, math.Ceil(math.Ceil(frames/perGPU)/perVM-1e-9))
	x.vmsNeeded = vms
	vms = min(vms, maxQuoteVMs+1) // beyond a quote, the count only needs to say so
	x.vms, x.gpus = int(vms), int(vms*perVM)
	x.deadline = vms > 1
	x.wall = math.Ceil(frames/(vms*perVM)-1e-9) * frameH
	x.thr = Throughput{PerVM: round2(perVM / frameH), Unit: "frames/h",
		Basis: words.M(words.BasisRender, num(g.FP32), num(ref.FP32), num(math.Round(frameH*600)/10))}
	x.finish()
	return nil
}
