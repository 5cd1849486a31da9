package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
)

// attrArg is where the attribute string is among the arguments of each
// function and method of elements.go that takes one.
var attrArg = map[string]int{"el": 1, "input": 0, "textEl": 1, "codeEl": 1, "wrap": 1, "button": 0, "stepButton": 0, "setButton": 0, "labelled": 1, "details": 0}

// fixedValues are the values, other than constants, that an attribute
// string may hold, by file: IDs, keys and classes from a fixed set, none
// of which can hold "|". A value from the catalog or the link (a size, a
// region, a quote) or from the wording goes through Attr instead.
var fixedValues = map[string]string{
	"catalog_cells.go: col.key":                         "a catalog column's key (catalogColumns)",
	"catalog_cells.go: string(st)":                      "a size's lifecycle status (catalog's constants)",
	"catalog_view.go: col.key":                          "a catalog column's key (catalogColumns)",
	"charts.go: id":                                     "a chart table's ID (figureTable's callers pass constants)",
	"charts.go: line.Class":                             "a price model's key (payg, ri1…)",
	"checklist.go: it.ID":                               "a checklist item's ID (app/advisor's constants)",
	"compare.go: r.key":                                 "a comparison row's key (compare rows' table)",
	"deploy_panel.go: d.Key":                            "the panel's key: none (deploy) or deploy-<n> (compare.go)",
	"deploy_panel.go: id":                               "a panel's key and a step's ID (app/deploy's constants)",
	"deploy_panel.go: lang":                             "a code block's language class (language-bash, language-bicep)",
	"early.go: c.lang.Tag()":                            "a language's tag (en, zh-CN)",
	"early.go: strconv.FormatBool(c.lang == l)":         "true or false",
	"early.go: cardClass(p)":                            "a pick card's class, one of two constants",
	"fields.go: key":                                    "a share-link key (share's key table)",
	"fields.go: id":                                     "a check box's ID, a share-link key or a constant",
	"header.go: choice.lang.Key()":                      "a language's key (en, zh)",
	"notices.go: it.Code":                               "a notice's code (app/advisor's constants)",
	"number_field.go: f.Spec.key":                       "a number field's share-link key",
	"pick_card.go: cardClass(p)":                        "a pick card's class, one of two constants",
	"pick_card.go: class":                               "a figure's class (money's and figure's callers pass constants)",
	"sizing_bar.go: p.Name":                             "a part of the GPU memory need (app/advisor's sizing parts)",
	"sizing_bar.go: strconv.FormatFloat(w, 'f', 2, 64)": "a number",
	"step_data.go: g.Key":                               "a region group's key (advisor.RegionGroups)",
	"step_task.go: string(c.task)":                      "a task's key (the task cards' table)",
	"stepper.go: strconv.Itoa(n)":                       "a step's number",
	"views.go: name":                                    "a view's name (viewButton's callers pass share's view names)",
	"wizard_render.go: l.Tag()":                         "the page language's tag",
	"wizard_render.go: layout":                          "the layout's class (questions.toggle returns constants)",
	"wizard_render.go: st.View.Name":                    "a view's name: share.Decode takes only compare or catalog, and viewPage only those",
}

// TestAttributeStrings walks every call that takes an attribute string
// ("k=v|k=v", see elements.go) and fails when a part of it is neither a
// constant nor one of fixedValues: a value that could hold "|" would make
// attributes of its own. A local variable counts as what is assigned to
// it.
func TestAttributeStrings(t *testing.T) {
	fset := token.NewFileSet()
	files, _ := filepath.Glob("*.go")
	consts := map[string]bool{}
	parsed := map[string]*ast.File{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed[name] = f
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, s := range g.Specs {
					for _, n := range s.(*ast.ValueSpec).Names {
						consts[n.Name] = true
					}
				}
			}
		}
	}
	calls, used := 0, map[string]bool{}
	for name, f := range parsed {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			assigned := assignments(fn.Body)
			var unfixed string // the first part found that is not fixed
			var fixed func(e ast.Expr, seen map[string]bool) bool
			fixed = func(e ast.Expr, seen map[string]bool) bool {
				switch e := e.(type) {
				case *ast.BasicLit:
					return e.Kind == token.STRING
				case *ast.ParenExpr:
					return fixed(e.X, seen)
				case *ast.BinaryExpr:
					return e.Op == token.ADD && fixed(e.X, seen) && fixed(e.Y, seen)
				case *ast.Ident:
					if consts[e.Name] {
						return true
					}
					if values, ok := assigned[e.Name]; ok && !seen[e.Name] {
						seen[e.Name] = true
						all := true
						for _, v := range values {
							all = all && v != nil && fixed(v, seen)
						}
						if all {
							return true
						}
					}
				}
				key := name + ": " + types.ExprString(e)
				used[key] = true
				if _, ok := fixedValues[key]; ok {
					return true
				}
				if unfixed == "" {
					unfixed = types.ExprString(e)
				}
				return false
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var fun string
				switch f := call.Fun.(type) {
				case *ast.Ident:
					fun = f.Name
				case *ast.SelectorExpr:
					fun = f.Sel.Name
				}
				i, ok := attrArg[fun]
				if !ok || len(call.Args) <= i {
					return true
				}
				if id, ok := call.Args[i].(*ast.Ident); ok && id.Name == "attrs" && (name == "elements.go" || fn.Name.Name == "stepButton" || fn.Name.Name == "setButton") {
					return true // the family passing its own argument on
				}
				calls++
				if unfixed = ""; !fixed(call.Args[i], map[string]bool{}) {
					t.Errorf("%s: %s(…, %s): %s is neither a constant nor one of fixedValues: set it with Attr",
						fset.Position(call.Args[i].Pos()), fun, types.ExprString(call.Args[i]), unfixed)
				}
				return true
			})
		}
	}
	if calls < 200 {
		t.Fatalf("only %d calls with an attribute string found", calls)
	}
	for key := range fixedValues {
		if !used[key] {
			t.Errorf("fixedValues names %q, which no attribute string holds", key)
		}
	}
}

// assignments are the values assigned to each local name in a function
// body; nil stands for one that cannot be read (a range variable, a
// function's several results).
func assignments(body *ast.BlockStmt) map[string][]ast.Expr {
	out := map[string][]ast.Expr{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					var v ast.Expr
					if len(n.Rhs) == len(n.Lhs) {
						v = n.Rhs[i]
					}
					out[id.Name] = append(out[id.Name], v)
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				v := ast.Expr(&ast.BasicLit{Kind: token.STRING, Value: `""`})
				if len(n.Values) == len(n.Names) {
					v = n.Values[i]
				} else if len(n.Values) > 0 {
					v = nil
				}
				out[id.Name] = append(out[id.Name], v)
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id, ok := e.(*ast.Ident); ok {
					out[id.Name] = append(out[id.Name], nil)
				}
			}
		}
		return true
	})
	return out
}
