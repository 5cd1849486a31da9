package deploy

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// grid is the set of answers whose top picks the tests deploy: one of each
// kind of deployment the generator writes.
var grid = []struct {
	scenario, query string
	// want is what the top pick's plan must have.
	want func(t *testing.T, p advisor.Pick, plan Plan)
}{
	{"single VM", "v=1&task=finetune&params=8&method=lora&months=1&hours=730&price=payg", func(t *testing.T, p advisor.Pick, plan Plan) {
		mustHave(t, plan, "create", "az vm create")
		mustNot(t, plan, "create", "--priority Spot")
		if hasStep(plan, "shutdown") {
			t.Error("a plan around the clock has a shutdown step")
		}
		if hasStep(plan, "commit") {
			t.Error("a pay-as-you-go plan has a step that buys a commitment")
		}
	}},
	{"scale set with InfiniBand", "v=1&task=pretrain&params=70&months=2&multinode=yes", func(t *testing.T, p advisor.Pick, plan Plan) {
		if !p.InfiniBand || p.VMs < 2 {
			t.Skipf("top pick %s × %d has no InfiniBand across VMs", p.Size, p.VMs)
		}
		mustHave(t, plan, "create", "az vmss create", "--single-placement-group true", imageHPC)
	}},
	{"Spot", "v=1&task=finetune&params=13&method=qlora&spot=1&price=spot&hours=200&months=2", func(t *testing.T, p advisor.Pick, plan Plan) {
		if !p.OnSpot() {
			t.Skipf("top pick %s is not on Spot", p.Size)
		}
		mustHave(t, plan, "create", "--priority Spot", "--eviction-policy Deallocate", "--max-price -1")
		mustHave(t, plan, "quota", advisor.SpotQuota.API)
		mustHave(t, plan, "shutdown", "auto-shutdown")
	}},
	{"Spot scale set", "v=1&task=inference&params=8&conc=64&tps=20000&spot=1&price=spot&hours=300", func(t *testing.T, p advisor.Pick, plan Plan) {
		// Evicted VMs are deleted so that the scale set can replace them,
		// over several placement groups (use-spot.md); a single Spot VM
		// above is deallocated instead.
		if !p.OnSpot() || p.VMs < 2 || p.Joined(advisor.Answers{}) {
			t.Skipf("top pick %s × %d is not a Spot scale set", p.Size, p.VMs)
		}
		mustHave(t, plan, "create", "az vmss create", "--priority Spot", "--eviction-policy Delete", "--single-placement-group false")
		mustNot(t, plan, "create", "--eviction-policy Deallocate")
		if b := plan.Bicep.Text(words.En); !strings.Contains(b, "evictionPolicy: 'Delete'") || !strings.Contains(b, "singlePlacementGroup: false") {
			t.Errorf("the Bicep Spot scale set is not deleted on eviction over several placement groups:\n%s", b)
		}
	}},
	{"Windows", "v=1&task=inference&params=7&os=windows&ahb=1&hours=200", func(t *testing.T, p advisor.Pick, plan Plan) {
		mustHave(t, plan, "create", imageWindows, "--license-type Windows_Server")
		mustNot(t, plan, "create", "--generate-ssh-keys")
	}},
	{"AMD", "v=1&task=inference&params=70&prec=fp8&stack=rocm", func(t *testing.T, p advisor.Pick, plan Plan) {
		if p.Vendor != catalog.AMD {
			t.Skipf("top pick %s is not AMD", p.Size)
		}
		mustNot(t, plan, "driver", "NvidiaGpuDriver")
	}},
	{"render", "v=1&task=render&seats=4&hours=220&os=linux", func(t *testing.T, p advisor.Pick, plan Plan) {
		mustHave(t, plan, "group", "az group create")
	}},
	{"render Windows", "v=1&task=render&seats=20&hours=220&os=windows", func(t *testing.T, p advisor.Pick, plan Plan) {
		// Priced with a Windows Server licence per VM: Windows Server hosts.
		mustHave(t, plan, "create", imageWindows)
		mustNot(t, plan, "create", licenceClient)
	}},
	{"render Windows with Hybrid Benefit", "v=1&task=render&seats=20&hours=220&os=windows&ahb=1", func(t *testing.T, p advisor.Pick, plan Plan) {
		image := imageWin11Multi
		if advisor.SingleSessionOnly(p.Series) {
			image = imageWin11Single
		}
		mustHave(t, plan, "create", image, "--license-type Windows_Client")
		mustNot(t, plan, "create", "Windows_Server")
		if b := plan.Bicep.Text(words.En); !strings.Contains(b, "licenseType: 'Windows_Client'") || !strings.Contains(b, "imageSku string = 'win11-24h2-") {
			t.Errorf("the Bicep does not deploy Windows 11 with Windows_Client:\n%s", b)
		}
	}},
	{"NCv6 Windows desktops", "v=1&task=render&seats=2&hours=220&os=windows&ahb=1&load=heavy&region=eastus", func(t *testing.T, p advisor.Pick, plan Plan) {
		if !advisor.SingleSessionOnly(p.Series) {
			t.Skipf("top pick %s supports multi-session", p.Size)
		}
		mustHave(t, plan, "create", imageWin11Single, "--license-type Windows_Client")
	}},
	{"AMD Windows desktop", "v=1&task=render&seats=2&hours=200&os=windows&stack=any", nil},
	{"mixed baseline", "v=1&task=inference&params=8&conc=64&tps=20000&base=2&hours=300&months=12", func(t *testing.T, p advisor.Pick, plan Plan) {
		if p.Model != advisor.Mixed {
			t.Skipf("top pick %s is on %s, not a mixed plan", p.Size, p.Model)
		}
		mustHave(t, plan, "commit", "in the portal", "Reservations (or Savings plans) → Add", "baseline")
	}},
	{"1-year reservation", "v=1&task=inference&params=8&hours=730&months=12&price=ri1", func(t *testing.T, p advisor.Pick, plan Plan) {
		mustHave(t, plan, "commit", "in the portal", "Reservations → Add → Virtual machine", "1-year reservation", p.Size, "quantity 1", "2.45")
	}},
	{"3-year savings plan", "v=1&task=inference&params=8&hours=730&months=36&price=sp3", func(t *testing.T, p advisor.Pick, plan Plan) {
		mustHave(t, plan, "commit", "in the portal", "Savings plans → Add → Compute", "3-year savings plan", " an hour")
	}},
	{"HPC", "v=1&task=hpc&gpuh=20000&nodes=4&months=1", nil},
	{"confidential VM", "v=1&task=finetune&model=llama-3.1-8b&method=qlora&cvm=1&months=1", func(t *testing.T, p advisor.Pick, plan Plan) {
		mustHave(t, plan, "create", imageCVM, "--security-type ConfidentialVM", "--os-disk-security-encryption-type DiskWithVMGuestState",
			"--enable-secure-boot true", "--enable-vtpm true")
		mustHave(t, plan, "driver", "nvidia-driver-595-server-open", "nvidia-smi conf-compute -q", "Microsoft Azure Attestation", "local GPU verifier")
		mustNot(t, plan, "driver", "extension set")
		// NCCads H100 v5 does not support accelerated networking.
		mustHave(t, plan, "create", "--accelerated-networking false")
		mustNot(t, plan, "create", "--accelerated-networking true")
		if b := plan.Bicep.Text(words.En); !strings.Contains(b, "enableAcceleratedNetworking: false") || strings.Contains(b, "enableAcceleratedNetworking: true") {
			t.Errorf("the Bicep asks for accelerated networking on a size without it:\n%s", b)
		}
		if b := plan.Bicep.Text(words.En); !strings.Contains(b, "securityType: 'ConfidentialVM'") || !strings.Contains(b, "securityEncryptionType: 'DiskWithVMGuestState'") {
			t.Errorf("the Bicep does not deploy a confidential VM:\n%s", b)
		}
	}},
	{"confidential VMs in a scale set", "v=1&task=inference&model=llama-3.1-8b&cvm=1&conc=64&tps=8000", func(t *testing.T, p advisor.Pick, plan Plan) {
		if p.VMs < 2 {
			t.Skipf("top pick %s × %d is one VM", p.Size, p.VMs)
		}
		mustHave(t, plan, "create", "az vmss create", "--security-type ConfidentialVM")
	}},
	{"InfiniBand cluster past 100 VMs", "v=1&task=pretrain&params=70&months=1&hours=200", func(t *testing.T, p advisor.Pick, plan Plan) {
		if !p.InfiniBand || p.VMs <= placementGroupVMs {
			t.Skipf("top pick %s × %d is not an InfiniBand cluster past 100 VMs", p.Size, p.VMs)
		}
		create := script(plan, "create")
		if n := strings.Count(create, "az vmss create"); n != (p.VMs+99)/100 {
			t.Errorf("%d VMs in %d scale sets, want %d:\n%s", p.VMs, n, (p.VMs+99)/100, create)
		}
		mustHave(t, plan, "create", "InfiniBand joins only one", "--name gpu-vm-3")
	}},
	{"serving replicas past 100 VMs", "v=1&task=inference&model=llama-3.1-405b&prec=fp8&conc=64&tps=300000&hours=300&months=1", func(t *testing.T, p advisor.Pick, plan Plan) {
		// Each VM holds a whole copy of the model: the VMs never talk, so
		// no InfiniBand placement and no split into fabrics.
		if p.VMs <= placementGroupVMs || !p.InfiniBand {
			t.Skipf("top pick %s × %d is not past 100 VMs of an InfiniBand size", p.Size, p.VMs)
		}
		mustHave(t, plan, "create", "--single-placement-group false", "--instance-count "+strconv.Itoa(p.VMs))
		mustNot(t, plan, "create", "InfiniBand joins only one")
	}},
	{"desktops past 100 VMs", "v=1&task=render&seats=150&hours=200&os=linux", func(t *testing.T, p advisor.Pick, plan Plan) {
		if p.InfiniBand || p.VMs <= placementGroupVMs {
			t.Skipf("top pick %s × %d is not a cluster past 100 VMs without InfiniBand", p.Size, p.VMs)
		}
		mustHave(t, plan, "create", "--single-placement-group false", "--instance-count 150")
	}},
}

// TestPlacementGroups: over the grid, no scale set with a single placement
// group is asked for more than 100 VMs, in the commands or the Bicep.
func TestPlacementGroups(t *testing.T) {
	bicep := regexp.MustCompile(`capacity: (\d+)\n[^}]*}\s*properties: {\s*orchestrationMode: 'Uniform'\s*overprovision: false(\s*singlePlacementGroup: (true|false))?`)
	for _, tc := range grid {
		t.Run(tc.scenario, func(t *testing.T) {
			plan := planFor(t, tc.query, Names{})
			for _, c := range stepCommands(plan, "create") {
				n, single := 0, "default"
				for _, f := range c.Flags {
					switch f.Name {
					case "--instance-count":
						n, _ = strconv.Atoi(f.Value)
					case "--single-placement-group":
						single = f.Value
					}
				}
				// az's default is a single placement group up to 100 VMs.
				if n > placementGroupVMs && single != "false" {
					t.Errorf("a scale set of %d VMs with --single-placement-group %s:\n%s", n, single, c.Shell())
				}
			}
			for _, m := range bicep.FindAllStringSubmatch(plan.Bicep.Text(words.En), -1) {
				if n, _ := strconv.Atoi(m[1]); n > placementGroupVMs && m[3] != "false" {
					t.Errorf("a Bicep scale set of %d VMs with singlePlacementGroup %q", n, m[3])
				}
			}
		})
	}
}

func stepCommands(p Plan, id string) []*Command {
	for _, s := range p.Steps {
		if s.ID == id {
			return s.Commands()
		}
	}
	return nil
}

func mustHave(t *testing.T, p Plan, step string, want ...string) {
	t.Helper()
	s := script(p, step)
	for _, w := range want {
		if !strings.Contains(s, w) {
			t.Errorf("step %s lacks %q:\n%s", step, w, s)
		}
	}
}

func mustNot(t *testing.T, p Plan, step string, not string) {
	t.Helper()
	if s := script(p, step); strings.Contains(s, not) {
		t.Errorf("step %s has %q:\n%s", step, not, s)
	}
}

func hasStep(p Plan, id string) bool {
	return slices.ContainsFunc(p.Steps, func(s Step) bool { return s.ID == id })
}

func script(p Plan, id string) string {
	for _, s := range p.Steps {
		if s.ID == id {
			return s.Script(words.En)
		}
	}
	return ""
}

var (
	catOnce sync.Once
	cat     *catalog.Catalog
	adv     *advisor.Advisor
)

func topPick(t *testing.T, query string) (advisor.Answers, advisor.Pick) {
	t.Helper()
	catOnce.Do(func() {
		c, err := catalog.Load()
		if err != nil {
			panic(err)
		}
		cat, adv = c, advisor.New(c)
	})
	st, _ := share.Decode(query)
	r := adv.Advise(st.Answers, advisor.Options{Day: "2026-12-02"})
	if len(r.Recommendations) == 0 {
		t.Fatalf("%s: no recommendation", query)
	}
	return r.Answers, r.Recommendations[0]
}

func planFor(t *testing.T, query string, n Names) Plan {
	t.Helper()
	a, p := topPick(t, query)
	plan, err := New(a, p, cat, n)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return plan
}

func TestPlans(t *testing.T) {
	for _, tc := range grid {
		t.Run(tc.scenario, func(t *testing.T) {
			a, p := topPick(t, tc.query)
			plan, err := New(a, p, cat, Names{})
			if err != nil {
				t.Fatal(err)
			}
			create := script(plan, "create")
			if !strings.Contains(create, p.Size) || !strings.Contains(create, "--location "+p.Region) {
				t.Errorf("create step lacks the pick's size %s and region %s:\n%s", p.Size, p.Region, create)
			}
			// Accelerated networking on, but where the size page says the
			// series does not support it: asking for it there fails.
			if accel := "--accelerated-networking " + strconv.FormatBool(advisor.AcceleratedNetworking(p.Series)); !strings.Contains(create, accel) {
				t.Errorf("create step without %s:\n%s", accel, create)
			}
			if q := script(plan, "quota"); !strings.Contains(q, "az vm list-usage") {
				t.Errorf("quota step without the usage check:\n%s", q)
			}
			if !advisor.AlwaysOn(a) && !hasStep(plan, "shutdown") {
				t.Errorf("%s h a month, and no shutdown step", words.Number(a.HoursPerMonth))
			}
			if tc.want != nil {
				tc.want(t, p, plan)
			}
		})
	}
}

// TestDriverFollowsTheSupportMatrix: an extension is used only for the series
// the manifests list, and the Chinese comments name the same extension.
func TestDriverFollowsTheSupportMatrix(t *testing.T) {
	for _, tc := range grid {
		t.Run(tc.scenario, func(t *testing.T) {
			a, p := topPick(t, tc.query)
			plan, _ := New(a, p, cat, Names{})
			s, _ := cat.Size(p.Size)
			dr := advisor.DriverFor(a, p, s)
			drv := script(plan, "driver")
			sets := strings.Contains(drv, "extension set")
			if sets && dr.Kind != advisor.DriverExtension {
				t.Errorf("%s (%s): extension set, but the matrix says kind %d:\n%s", p.Size, p.Series, dr.Kind, drv)
			}
			if sets && !strings.Contains(drv, "--name "+dr.Extension) {
				t.Errorf("%s: extension set without --name %s:\n%s", p.Size, dr.Extension, drv)
			}
			for _, st := range plan.Steps {
				if zh := st.Script(words.Zh); commandLines(zh) != commandLines(st.Script(words.En)) {
					t.Errorf("step %s: the commands differ between languages:\n%s", st.ID, zh)
				}
			}
		})
	}
}

// TestNamesCannotInject: names from a hand-edited link or the name fields
// never reach a command or the Bicep unless they follow Azure's rules.
func TestNamesCannotInject(t *testing.T) {
	for _, bad := range []string{
		"rg; rm -rf ~", "$(reboot)", "`id`", "a'b", "x\ny", "rg\" --debug", "vm ${x}", "-x1", strings.Repeat("a", 91), "gpu.",
	} {
		t.Run(bad, func(t *testing.T) {
			plan := planFor(t, grid[0].query, Names{ResourceGroup: bad, VM: bad})
			if plan.Names.ResourceGroup == bad || plan.Names.VM == bad {
				t.Fatalf("kept %q: %+v", bad, plan.Names)
			}
			if len(plan.Notes) == 0 {
				t.Error("no note says the name was replaced")
			}
			for _, st := range plan.Steps {
				if s := st.Script(words.En); strings.Contains(s, bad) {
					t.Errorf("step %s holds %q", st.ID, bad)
				}
			}
		})
	}
	plan := planFor(t, grid[0].query, Names{ResourceGroup: "team(gpu)_rg.1", VM: "train-01"})
	if plan.Names.ResourceGroup != "team(gpu)_rg.1" || plan.Names.VM != "train-01" || len(plan.Notes) > 0 {
		t.Errorf("valid names replaced: %+v %v", plan.Names, plan.Notes)
	}
	if s := script(plan, "group"); !strings.Contains(s, "--name 'team(gpu)_rg.1'") {
		t.Errorf("a resource group with parentheses is not quoted for the shell:\n%s", s)
	}
}

func TestQuote(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"westeurope", "westeurope"},
		{"", "''"},
		{"*", "'*'"},
		{"it's", `'it'\''s'`},
		{"$IMAGE", `"$IMAGE"`},
		{"$(x)", "'$(x)'"},
	} {
		if got := quote(tc.in); got != tc.want {
			t.Errorf("quote(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestQuotaFamilyAsInTheChecklist: the Deploy panel names the quota family
// with the same string as the checklist's quota item, in both languages.
// TestSecureBootAsInTheChecklist: a Windows VM whose driver the panel
// installs with Microsoft's extension has Secure Boot off in the commands
// ([ext-linux-doc]: no extension supports it), and the checklist says
// so, rather than to keep it on.
func TestSecureBootAsInTheChecklist(t *testing.T) {
	for _, tc := range grid {
		t.Run(tc.scenario, func(t *testing.T) {
			plan := planFor(t, tc.query, Names{}) // loads cat and adv
			st, _ := share.Decode(tc.query)
			if st.Answers.OS != advisor.Windows {
				return
			}
			r := adv.Advise(st.Answers, advisor.Options{Day: "2026-12-02"})
			off := strings.Contains(planStep(plan, "create").Script(words.En), "--enable-secure-boot false")
			for _, it := range r.Checklist {
				if it.ID == "secure-boot" && off != strings.Contains(it.Text.In(words.En), "Secure Boot off") {
					t.Errorf("the commands turn Secure Boot off: %v; the checklist: %s", off, it.Text.In(words.En))
				}
			}
		})
	}
}

func TestQuotaFamilyAsInTheChecklist(t *testing.T) {
	for _, tc := range grid {
		t.Run(tc.scenario, func(t *testing.T) {
			plan := planFor(t, tc.query, Names{}) // loads cat and adv
			st, _ := share.Decode(tc.query)
			r := adv.Advise(st.Answers, advisor.Options{Day: "2026-12-02"})
			s, _ := cat.Size(plan.Size)
			q := advisor.QuotaOf(s, cat)
			for _, l := range []words.Lang{words.En, words.Zh} {
				name := words.M(words.ChkQuotaFamilyName, words.Code(q.API), words.S(q.Display)).In(l)
				for _, it := range r.Checklist {
					if it.ID == "quota" && !strings.Contains(it.Text.In(l), name) {
						t.Errorf("checklist quota item lacks %q: %s", name, it.Text.In(l))
					}
				}
				if quota := planStep(plan, "quota").Script(l); !strings.Contains(quota, name) {
					t.Errorf("quota step lacks %q:\n%s", name, quota)
				}
				// The regional Spot quota, where the plan uses Spot, in the
				// same words on both sides.
				spot := words.M(words.ChkQuotaFamilyName, words.Code(advisor.SpotQuota.API), words.S(advisor.SpotQuota.Display)).In(l)
				for _, it := range r.Checklist {
					if it.ID == "spot-quota" && !strings.Contains(it.Text.In(l), spot) {
						t.Errorf("checklist Spot quota item lacks %q: %s", spot, it.Text.In(l))
					}
				}
				if quota := planStep(plan, "quota").Script(l); strings.Contains(quota, "Microsoft.Quota/quotas/"+advisor.SpotQuota.API) && !strings.Contains(quota, spot) {
					t.Errorf("quota step asks for Spot quota without naming it %q:\n%s", spot, quota)
				}
			}
		})
	}
}

func planStep(p Plan, id string) Step {
	for _, s := range p.Steps {
		if s.ID == id {
			return s
		}
	}
	return Step{}
}
