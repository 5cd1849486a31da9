package share

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// field is one key of the link format. A key of the answers is read and
// written by the type of the answer it holds (see answer); the other keys by
// their own functions (see other).
type field struct {
	key   string
	tasks uint8 // the tasks a key of step 1 applies to (bits); 0: every task
	lower bool  // enum-like: lower-case the value before reading it
	list  bool  // comma list: MaxValue applies to each item
	opt   bool  // written only when set: a number above 0, a boolean true
	ans   uint8 // the answer the key holds (see answer), or notAnswer
}

// The answers a key may hold, as field.ans.
const (
	notAnswer = iota
	aTask
	aModel
	aParams
	aLayers
	aKvh
	aHdim
	aPrec
	aKv
	aMethod
	aCtx
	aConc
	aTps
	aTokens
	aEpochs
	aSeats
	aLoad
	aFp64
	aBound
	aNodes
	aGpuh
	aVidh
	aHours
	aBase
	aMonths
	aSpot
	aBudget
	aPrice
	aOs
	aAhb
	aDevtest
	aData
	aMultinode
	aGeo
	aRegion
	aStack
	aFw
	aDeploy
	aContainers
	aLockin
	aCvm
	aArm
	// Batch rendering (issue 22).
	aRmode
	aFrames
	aFmin
	aUnsure
)

// The tasks, as the bits of field.tasks.
const (
	inference uint8 = 1 << iota
	finetune
	train
	pretrain
	render
	hpc
	transcode
	// renderBatch is a render task with rmode=batch (issue 22): not a task of
	// its own, but the keys of its job replace the seats'.
	renderBatch
	llm = inference | finetune | train | pretrain
)

// fields are the keys of the link format, in the order Encode writes them.
// A table rather than a map of closures: it is data in the wasm, not code.
var fields = []field{
	{key: "v"},
	{key: "task", lower: true, ans: aTask},
	{key: "model", tasks: llm, lower: true, ans: aModel},
	{key: "params", tasks: llm, ans: aParams},
	{key: "layers", tasks: llm, ans: aLayers},
	{key: "kvh", tasks: llm, ans: aKvh},
	{key: "hdim", tasks: llm, ans: aHdim},
	{key: "prec", tasks: llm, lower: true, ans: aPrec},
	{key: "kv", tasks: inference, lower: true, ans: aKv},
	{key: "method", tasks: finetune | train, lower: true, ans: aMethod},
	{key: "ctx", tasks: llm, ans: aCtx},
	{key: "conc", tasks: inference | transcode, ans: aConc},
	{key: "tps", tasks: inference, ans: aTps},
	{key: "tokens", tasks: finetune | train | pretrain, ans: aTokens},
	{key: "epochs", tasks: finetune | train, ans: aEpochs},
	{key: "unsure", tasks: llm, lower: true, list: true, ans: aUnsure}, // the answers above the person was not sure of
	// Render: the mode, then the seats' keys or a batch job's (issue 22).
	// rmode is written only for batch (Encode drops "seats"): a link without
	// it is seats, as every render link was before batch rendering.
	{key: "rmode", tasks: render | renderBatch, lower: true, ans: aRmode},
	{key: "frames", tasks: renderBatch, ans: aFrames},
	{key: "fmin", tasks: renderBatch, ans: aFmin},
	{key: "seats", tasks: render, ans: aSeats},
	{key: "load", tasks: render, lower: true, ans: aLoad},
	{key: "fp64", tasks: hpc, lower: true, ans: aFp64},
	{key: "bound", tasks: hpc, lower: true, ans: aBound},
	{key: "nodes", tasks: hpc | transcode, ans: aNodes},
	{key: "gpuh", tasks: hpc, ans: aGpuh},
	{key: "vidh", tasks: transcode, ans: aVidh},
	{key: "hours", ans: aHours},
	{key: "base", ans: aBase},
	{key: "months", ans: aMonths},
	{key: "spot", lower: true, ans: aSpot},
	{key: "budget", opt: true, ans: aBudget},
	{key: "price", lower: true, ans: aPrice},
	{key: "os", lower: true, ans: aOs},
	{key: "ahb", lower: true, ans: aAhb}, // written for windows only
	{key: "devtest", lower: true, ans: aDevtest},
	{key: "data", ans: aData},
	{key: "multinode", lower: true, ans: aMultinode},
	{key: "geo", ans: aGeo},
	{key: "region", lower: true, list: true, ans: aRegion},
	{key: "stack", lower: true, ans: aStack},
	{key: "fw", lower: true, ans: aFw},
	{key: "deploy", lower: true, ans: aDeploy},
	{key: "containers", lower: true, opt: true, ans: aContainers}, // false is the default, so links stay short
	{key: "lockin", lower: true, opt: true, ans: aLockin},
	{key: "cvm", lower: true, opt: true, ans: aCvm},
	{key: "arm", lower: true, opt: true, ans: aArm},
	// The view's keys (views.go), then the page's.
	{key: "view", lower: true},
	{key: "sizes", list: true},
	{key: "cols", lower: true, list: true},
	{key: "retired", lower: true},
	{key: "memgpu"},
	{key: "cur"},
	{key: "rate"},
	{key: "q"},
	{key: "sort", lower: true},
	{key: "vendor", lower: true},
	{key: "gpu"},
	{key: "mem"},
	{key: "maxph"},
	{key: "detail"},
	{key: "in", lower: true, list: true},
	{key: "lang", lower: true},
	{key: "step"},
	{key: "present", lower: true},
	{key: "quote"},
}

// AnswerKeys are the keys of the link format that hold an answer, in the
// order Encode writes them (tools/site names each for web/boot.js).
func AnswerKeys() []string {
	var out []string
	for _, f := range fields {
		if f.ans != notAnswer {
			out = append(out, f.key)
		}
	}
	return out
}

// UnsureList is the value of the key unsure for u: "ctx,tokens".
func UnsureList(u advisor.Unsure) string {
	var names []string
	for _, n := range advisor.UnsureKeys {
		if u&n.Bit != 0 {
			names = append(names, n.Key)
		}
	}
	return strings.Join(names, ",")
}

// impact is what a notice about the key changes of the answer.
func (f field) impact() advisor.Impact {
	switch f.ans {
	case aTask:
		return advisor.ChangesTask
	case aModel, aParams, aLayers, aKvh, aHdim:
		return advisor.ChangesModel
	case aPrec:
		return advisor.ChangesPrecision
	case aGeo, aRegion:
		return advisor.ChangesRegion
	}
	return advisor.Minor
}

// lookup finds a key of the link format.
func lookup(key string) (field, bool) {
	for _, f := range fields {
		if f.key == key {
			return f, true
		}
	}
	return field{}, false
}
