package share

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// decoder collects Decode's notices.
type decoder struct {
	notes   []advisor.Notice
	seen    map[string]bool // keys met
	set     map[string]bool // keys whose value was read
	unknown map[string]bool // unknown keys already reported
	zeros   []zero          // numbers read as 0, in link order
	impact  advisor.Impact  // what a notice about the key being read changes
}

// zero is a number read as 0: "not answered". Whether Normalize replaces it
// depends on the task, known only at the end of the link.
type zero struct {
	key, raw string
	changed  bool     // a value other than 0 was read as 0…
	why      words.ID // …for this reason
}

// note adds a notice; the values it quotes are as the link wrote them.
func (d *decoder) note(id words.ID, args ...words.Arg) {
	d.notes = append(d.notes, advisor.Notice{Code: "ignored", Text: words.M(id, args...), Impact: d.impact})
}

// ignored notes a value that was not read.
func (d *decoder) ignored(key, v string, why words.Arg) {
	d.note(words.LinkIgnored, words.S(key), quote(v), why)
}

// answer points to the answer a key holds: a *string, *float64, *int, *bool
// or *[]string; nil for the keys that are not answers. A switch on a small
// number, not on the key: smaller code.
func (f field) answer(a *advisor.Answers) any {
	switch f.ans {
	case aTask:
		return (*string)(&a.Task)
	case aModel:
		return &a.Model
	case aParams:
		return &a.ParamsB
	case aLayers:
		return &a.Layers
	case aKvh:
		return &a.KVHeads
	case aHdim:
		return &a.HeadDim
	case aPrec:
		return (*string)(&a.Precision)
	case aKv:
		return (*string)(&a.KVCache)
	case aMethod:
		return (*string)(&a.Method)
	case aCtx:
		return &a.Context
	case aConc:
		return &a.Concurrency
	case aTps:
		return &a.TargetTPS
	case aTokens:
		return &a.TokensB
	case aEpochs:
		return &a.Epochs
	case aSeats:
		return &a.Seats
	case aLoad:
		return (*string)(&a.Load)
	case aFp64:
		return &a.FP64
	case aBound:
		return &a.HPCBound
	case aNodes:
		return &a.Nodes
	case aGpuh:
		return &a.RefGPUHours
	case aVidh:
		return &a.VideoHours
	case aHours:
		return &a.HoursPerMonth
	case aBase:
		return &a.BaseVMs
	case aMonths:
		return &a.Months
	case aSpot:
		return &a.Interruptible
	case aBudget:
		return &a.BudgetUSD
	case aPrice:
		return (*string)(&a.Price)
	case aOs:
		return (*string)(&a.OS)
	case aAhb:
		return &a.HybridBenefit
	case aDevtest:
		return &a.DevTest
	case aData:
		return &a.DataTB
	case aMultinode:
		return (*string)(&a.Multinode)
	case aGeo:
		return &a.Geo
	case aRegion:
		return &a.Regions
	case aStack:
		return (*string)(&a.Stack)
	case aFw:
		return (*string)(&a.Framework)
	case aDeploy:
		return (*string)(&a.Deploy)
	case aContainers:
		return &a.Containers
	case aLockin:
		return &a.LockIn
	case aCvm:
		return &a.Confidential
	case aArm:
		return &a.Arm64
	case aRmode:
		return (*string)(&a.RenderMode)
	case aFrames:
		return &a.Frames
	case aFmin:
		return &a.FrameMinutes
	case aUnsure:
		return &a.Unsure
	}
	return nil
}

// number is the value of a numeric answer.
func number(a *advisor.Answers, key string) float64 {
	f, _ := lookup(key)
	switch p := f.answer(a).(type) {
	case *float64:
		return *p
	case *int:
		return float64(*p)
	}
	return 0
}

// set reads a key's value into st, and reports whether it was read.
func (f field) set(st *State, v string, d *decoder) bool {
	key := f.key
	switch p := f.answer(&st.Answers).(type) {
	case *string:
		if v == "" {
			d.ignored(key, v, words.W(words.WhyNoValue))
			return false
		}
		*p = v
	case *float64:
		n, ok := readNum(key, v, false, d)
		if !ok {
			return false
		}
		// Normalize caps the tokens without a notice: Decode caps them, with
		// a notice quoting the value as written.
		if key == "tokens" && n > maxTokensB() {
			n = maxTokensB()
			d.note(words.LinkCapped, words.S(key), quote(v), words.S(fmtNum(n)))
		}
		*p = n
	case *int:
		n, ok := readNum(key, v, true, d)
		if !ok {
			return false
		}
		*p = int(n)
	case *bool:
		switch v {
		case "1", "true", "yes":
			*p = true
		case "0", "false", "no":
			*p = false
		case "":
			d.ignored(key, v, words.W(words.WhyNoValue))
			return false
		default:
			d.ignored(key, v, words.W(words.WhyNotBool))
			return false
		}
	case *[]string:
		*p = regions(key, v, d)
	case *advisor.Unsure:
		*p = 0
		for _, name := range strings.Split(v, ",") {
			name = strings.TrimSpace(name)
			known := false
			for _, u := range advisor.UnsureKeys {
				if u.Key == name {
					*p, known = *p|u.Bit, true
				}
			}
			if !known && name != "" {
				d.ignored(key, name, words.W(words.WhyNotUnsure))
			}
		}
	default:
		return other(st, key, v, d)
	}
	return true
}

// other reads the keys that are not answers.
func other(st *State, key, v string, d *decoder) bool {
	switch key {
	case "v":
		return version(v, d)
	case "lang":
		return setLang(st, key, v, d)
	case "step":
		return step(st, key, v, d)
	case "present":
		return present(st, key, v, d)
	case "quote":
		return setQuote(st, v, d)
	}
	return setViewKey(st, key, v, d) || setShopKey(st, key, v, d)
}

// present reads presenter mode: a view setting, not an answer.
func present(st *State, key, v string, d *decoder) bool {
	switch v {
	case "1", "true", "yes":
		st.Present = true
	case "0", "false", "no":
		st.Present = false
	default:
		d.ignored(key, v, words.W(words.WhyNotBool))
		return false
	}
	return true
}

func version(v string, d *decoder) bool {
	if v == Version {
		return true
	}
	shown := words.S(v)
	if v == "" || strings.Trim(v, "0123456789") != "" || len(v) > 9 {
		shown = quote(v)
	}
	d.note(words.LinkVersion, shown, words.S(Version))
	return false
}
