package engine

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// No non-test Go file of the engine keys behaviour on an id that a built-in
// ruleset defines (a unit class, terrain, hexside, path or status): the
// engine reaches them only through ruleset fields (issue 28 item 4). The
// ids come from the ruleset files; the literals from parsing every Go file
// under engine/ (comments do not count).
func TestNoBuiltinIDsInEngineGo(t *testing.T) {
	ids := map[string]string{}
	files, _ := filepath.Glob("rulesets/*.ruleset.json")
	if len(files) < 3 {
		t.Fatalf("built-in rulesets: %v", files)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var rs Ruleset
		if err := json.Unmarshal(data, &rs); err != nil {
			t.Fatal(err)
		}
		for _, c := range rs.UnitClasses {
			ids[c.ID] = "class"
		}
		for _, x := range rs.Terrain {
			ids[x.ID] = "terrain"
		}
		for _, x := range rs.Hexsides {
			ids[x.ID] = "hexside"
		}
		for _, x := range rs.Statuses {
			ids[x.ID] = "status"
		}
		for _, x := range rs.Paths {
			ids[x.ID] = "path"
		}
		for _, x := range rs.Terrain {
			for _, feat := range x.MapFeatures {
				ids[feat] = "map feature"
			}
		}
		if rs.Play.LandingFeature != "" {
			ids[rs.Play.LandingFeature] = "map feature"
		}
	}
	var found []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			// The first argument of an event call is a log event kind
			// ("disordered"), not a rule key.
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "event" && len(call.Args) > 0 {
					call.Args[0] = &ast.Ident{Name: "_"}
				}
			}
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					if kind, hit := ids[s]; hit {
						found = append(found, fset.Position(lit.Pos()).String()+": "+kind+" "+strconv.Quote(s))
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Error(f)
	}
}
