package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/deploy"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// deployPanel shows the az commands and the Bicep file that deploy a pick,
// each with a Copy button. It opens on demand (a details element, so the
// keyboard opens it too); the names typed in it stay in the page.
type deployPanel struct {
	app.Compo
	Lang    words.Lang
	Answers advisor.Answers
	Pick    advisor.Pick
	Catalog *catalog.Catalog
	// Key is the panel's ID and the prefix of its parts' IDs ("" is
	// "deploy"), so that several panels share a page; Title is its summary
	// ("" is "Deploy").
	Key, Title string

	group, vm string
	// copied is the ID of the block last copied, shown as "Copied" for 2 s.
	copied string
}

func (d *deployPanel) Render() app.UI {
	l := d.Lang
	key, title := d.Key, d.Title
	if key == "" {
		key = "deploy"
	}
	if title == "" {
		title = l.T(words.DeployTitle)
	}
	panel := el("details", "id="+key+"|class=deploy-panel")
	body := []app.UI{textEl("summary", "", title)}
	if d.Catalog == nil {
		return panel.Body(body...)
	}
	plan, err := deploy.New(d.Answers, d.Pick, d.Catalog, deploy.Names{ResourceGroup: d.group, VM: d.vm})
	if err != nil {
		body = append(body, textEl("p", "class=hint", l.T(words.DeployNone, words.S(d.Pick.Size), words.S(err.Error()))))
		return panel.Body(body...)
	}
	body = append(body,
		codeEl("p", "class=hint", l.T(words.DeployIntro, words.S(plan.Size), words.Region(plan.Region, plan.Region))),
		wrap("div", "class=deploy-names",
			nameField(key+"-rg", l.T(words.DeployResourceGroup), &d.group, deploy.DefaultResourceGroup),
			nameField(key+"-vm", l.T(words.DeployVMName), &d.vm, deploy.DefaultVM),
		),
	)
	for _, n := range plan.Notes {
		body = append(body, textEl("p", "class=deploy-note|role=status", n.In(l)))
	}
	for _, st := range plan.Steps {
		body = append(body, d.block(key+"-"+st.ID, l.T(st.Title), "language-bash", st.Script(l)))
	}
	body = append(body, d.block(key+"-bicep-file", l.T(words.DeployBicepFile), "language-bicep", plan.Bicep.Text(l)))
	return panel.Attr("data-size", plan.Size).Attr("data-region", plan.Region).Body(body...)
}

// nameField is a text field for the name in value; an empty field uses the
// default.
func nameField(id, label string, value *string, placeholder string) app.UI {
	return wrap("div", "class=field",
		textEl("label", "for="+id, label),
		input("id="+id+"|type=text|autocomplete=off|spellcheck=false|maxlength=90").Attr("value", *value).Attr("placeholder", placeholder).
			OnChange(func(ctx app.Context, e app.Event) { *value = ctx.JSSrc().Get("value").String() }),
	)
}

// block is one titled code block with its Copy button.
func (d *deployPanel) block(id, title, lang, code string) app.UI {
	return wrap("section", "id="+id+"|class=deploy-step|aria-labelledby="+id+"-title",
		wrap("div", "class=deploy-step-head",
			// A heading by role: go-app's H4, Pre and Code element types would
			// each add their whole method set to the wasm, for markup a string
			// says as well.
			textEl("div", "id="+id+"-title|class=deploy-step-title|role=heading|aria-level=4", title),
			// The code is in the handler's scope: go-app keeps a handler
			// whose scope is unchanged, which would copy the commands as
			// they were before a name or an answer changed them.
			el("button", "type=button|class=btn secondary copy|id="+id+"-copy|aria-describedby="+id+"-title").Text(copyLabel(d.Lang, d.copied, id, words.DeployCopy)).
				OnClick(func(ctx app.Context, e app.Event) { copyText(ctx, &d.copied, id, code) }, app.EventScope(id, code)),
		),
		// A scrollable region reachable by keyboard, so long lines can be
		// read; the code is escaped, so nothing in it is markup.
		new(static).el("pre", "tabindex=0|aria-labelledby="+id+"-title").textEl("code", "class="+lang, code).end("pre").ui(),
	)
}
