package share

import (
	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Understood is what a link keeps of answers once the advisor has read
// them: the answers as understood (read), so the link says what is shown,
// except where the person's own words must survive the link:
//
//   - the regions and the geography as given, groups as groups ("eu", not
//     its fifteen regions, so a region that joins the group later joins the
//     link) and names not understood as typed, so that they keep blocking the
//     answer wherever the link is opened (advisor.RegionTokens);
//   - a model name not understood, as typed, with its parameters;
//   - an attention shape that is being typed (layers, KV heads and head
//     dims are dropped until all three are given);
//   - the answer to "the work tolerates eviction": Spot as the price model
//     reads as interruptible work, but choosing another price model must
//     not leave Spot behind.
func Understood(c *catalog.Catalog, typed, read advisor.Answers) advisor.Answers {
	a := read
	a.Regions, a.RegionsNotUnderstood = advisor.RegionTokens(c, typed.Regions), nil
	if a.Geo == "" {
		a.Geo = typed.Geo // a group, a country or a name not understood
	}
	if read.Model == "" && read.ParamsB != 0 && read.Layers == 0 && read.KVHeads == 0 && read.HeadDim == 0 &&
		typed.Layers >= 0 && typed.KVHeads >= 0 && typed.HeadDim >= 0 {
		a.Layers, a.KVHeads, a.HeadDim = typed.Layers, typed.KVHeads, typed.HeadDim
	}
	if read.ModelNotUnderstood != "" {
		a.Model, a.ParamsB = typed.Model, typed.ParamsB
	}
	a.Interruptible = typed.Interruptible
	return a
}
