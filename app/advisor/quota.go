package advisor

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Quota is a size's vCPU quota family in the two forms a person meets: the
// name the APIs use (Microsoft.Quota, az vm list-usage's name.value) and
// the name the portal's Quotas page and az vm list-usage --output table show.
type Quota struct {
	_ incomparable
	// API is e.g. "standardNDSv2Family", "StandardNCASv3_T4Family".
	API string
	// Display is e.g. "Standard NDSv2 Family vCPUs", "Standard NCASv3_T4 Family vCPUs".
	Display string
}

// The one display name known not to follow from its API name: the portal
// writes "NCADS_A100_v4" where the API writes "NCADSA100v4"
// (az vm list-usage rows quoted in public setup guides, e.g. MongoDB
// Voyage's Azure managed application docs: "Standard NCADS_A100_v4 Family
// vCPUs").
const (
	apiNCA100v4    = "StandardNCADSA100v4Family"
	portalNCA100v4 = "Standard NCADS_A100_v4 Family vCPUs"
)

// QuotaOf is the quota family of a size: its own (karpenter-provider-azure's
// Resource SKUs family), else the family its series' other sizes share, else
// the series' family SkyPilot records; "" only when none is known.
//
// The Resource SKUs family is the API name with, for a few families, spaces
// ("Standard NCASv3_T4 Family", "standard NDAMSv4_A100Family"); the APIs and
// az vm list-usage's name.value write it without them, and the portal shows
// the spaced form, capitalised, with " vCPUs" (SkyPilot's fetcher drops the
// spaces the same way; the display names as az vm list-usage --output table
// prints them, e.g. Azure/az-cgpu-onboarding docs/CGPU-Quota.md @51d392a:
// "Standard NCCads2023 Family vCPUs" for StandardNCCads2023Family).
func QuotaOf(s catalog.Size, c *catalog.Catalog) Quota {
	family := s.QuotaFamily
	if family == "" {
		for i := range c.Sizes {
			if o := &c.Sizes[i]; o.Series == s.Series && o.QuotaFamily != "" {
				family = o.QuotaFamily
				break
			}
		}
	}
	if family == "" {
		// Series the catalog holds no size's family for: the Resource SKUs
		// family names as SkyPilot's Azure fetcher records them
		// (skypilot-org/skypilot sky/catalog/data_fetchers/fetch_azure.py
		// @0089fca, FAMILY_NAME_TO_SKYPILOT_GPU_NAME).
		switch s.Series {
		case "NC Promo (K80)":
			family = "standardNCPromoFamily"
		case "NV Promo (M60)":
			family = "standardNVPromoFamily"
		}
	}
	api := strings.ReplaceAll(family, " ", "")
	if len(api) <= len("standardFamily") {
		return Quota{}
	}
	var display string
	switch {
	case api == apiNCA100v4:
		display = portalNCA100v4
	case strings.Contains(family, " "):
		display = "S" + family[1:] + " vCPUs"
	case strings.EqualFold(api[:len("standard")], "standard") && strings.HasSuffix(api, "Family"):
		// "standardNDSv2Family" → "Standard NDSv2 Family vCPUs".
		display = "Standard " + api[len("standard"):len(api)-len("Family")] + " Family vCPUs"
	default:
		display = api
	}
	return Quota{API: api, Display: display}
}

// SpotQuota is the regional Spot vCPU quota, shared by every size's Spot
// VMs and scale sets ([spot-vms] in checklist_facts.go): lowPriorityCores,
// the name az vm list-usage and Microsoft.Quota give it (the Deploy panel's
// request), and the portal's row "Total Regional Spot vCPUs" (Usage +
// quotas, as the Azure/az-hop HPC OnDemand lab lists it). The checklist and
// the Deploy panel both name it with Words, as they do a family.
var SpotQuota = Quota{API: "lowPriorityCores", Display: "Total Regional Spot vCPUs"}

// Words is the family in one form for every text: the API name and the
// portal's name side by side.
func (q Quota) Words() words.Arg {
	return words.W(words.ChkQuotaFamilyName, words.Code(q.API), words.S(q.Display))
}
