package editor

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// modelPackages declare the document's state: the map, the scenario, the
// order of battle and the ruleset with every type they hold.
var modelPackages = map[string]bool{
	"github.com/sandtable/sandtable/maps":      true,
	"github.com/sandtable/sandtable/scenarios": true,
	"github.com/sandtable/sandtable/engine":    true,
}

// editorParts are the editor's packages that read the document but must
// change it only through commands (editor/model is the one that writes).
var editorParts = []string{".", "ui", "mapview", "tools", "panels", "playtest"}

// TestPartsNeverWriteTheModel: the document hands its map, scenario, OOB
// and ruleset out for reading, and Go has no const to say so, so this test
// type-checks the editor's packages and fails on any assignment, ++ or --
// that writes into model memory outside editor/model: a field reached
// through a pointer to a model type, an element of a slice or map of model
// values, or *p of a model pointer. Two writes are allowed, both to a
// copy: a field of a local value variable (how a form builds the value a
// command carries), and a field through the pointer parameter of a
// function literal passed straight to a call (the edit callbacks that the
// document's command builders, such as EditSide, or a row's edit helper
// hand a pointer to their own copy).
func TestPartsNeverWriteTheModel(t *testing.T) {
	exports := exportData(t)
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var found []string
	for _, dir := range editorParts {
		found = append(found, modelWrites(t, fset, imp, dir)...)
	}
	sort.Strings(found)
	for _, f := range found {
		t.Error(f)
	}
}

// exportData returns the compiler's export data file of every package the
// editor's parts import (go list -export builds them as needed).
func exportData(t *testing.T) map[string]string {
	t.Helper()
	args := []string{"list", "-export", "-deps", "-json=ImportPath,Export"}
	for _, d := range editorParts {
		args = append(args, "./"+d)
	}
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-tags=ci")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	m := map[string]string{}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p struct{ ImportPath, Export string }
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		m[p.ImportPath] = p.Export
	}
	return m
}

// modelWrites type-checks the non-test files of the package in dir and
// returns a line for each write into model memory.
func modelWrites(t *testing.T, fset *token.FileSet, imp types.Importer, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
		Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: imp}
	if _, err := conf.Check(dir, fset, files, info); err != nil {
		t.Fatalf("type-check %s: %v", dir, err)
	}
	callbacks := callbackParams(info, files)
	var out []string
	report := func(lhs ast.Expr) {
		if why := writesModel(info, callbacks, lhs); why != "" {
			out = append(out, fmt.Sprintf("%s: %s", fset.Position(lhs.Pos()), why))
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch s := n.(type) {
			case *ast.AssignStmt:
				if s.Tok != token.DEFINE {
					for _, l := range s.Lhs {
						report(l)
					}
				}
			case *ast.IncDecStmt:
				report(s.X)
			}
			return true
		})
	}
	return out
}

// callbackParams returns the parameters of the function literals passed
// straight to a call.
func callbackParams(info *types.Info, files []*ast.File) map[types.Object]bool {
	out := map[types.Object]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			for _, a := range call.Args {
				lit, ok := a.(*ast.FuncLit)
				if !ok {
					continue
				}
				for _, field := range lit.Type.Params.List {
					for _, name := range field.Names {
						out[info.Defs[name]] = true
					}
				}
			}
			return true
		})
	}
	return out
}

// writesModel says why assigning to e writes into model memory, or "".
func writesModel(info *types.Info, callbacks map[types.Object]bool, e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			sel := info.Selections[x]
			if sel == nil || sel.Kind() != types.FieldVal {
				return ""
			}
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && callbacks[info.Uses[id]] {
				return ""
			}
			if sel.Indirect() && isModel(sel.Recv()) {
				return fmt.Sprintf("writes field %s through a %s", x.Sel.Name, sel.Recv())
			}
			e = x.X
		case *ast.IndexExpr:
			switch u := info.Types[x.X].Type.Underlying().(type) {
			case *types.Slice:
				if holdsModel(u.Elem()) {
					return fmt.Sprintf("writes an element of a %s", u)
				}
			case *types.Map:
				if holdsModel(u.Elem()) {
					return fmt.Sprintf("writes an entry of a %s", u)
				}
			case *types.Pointer:
				if holdsModel(u.Elem()) {
					return fmt.Sprintf("writes an element of a %s", u)
				}
			}
			e = x.X
		case *ast.StarExpr:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && callbacks[info.Uses[id]] {
				return ""
			}
			if isModel(info.Types[x.X].Type) {
				return fmt.Sprintf("writes through a %s", info.Types[x.X].Type)
			}
			return ""
		default:
			return ""
		}
	}
}

// isModel reports whether t is a model type or a pointer to one.
func isModel(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && modelPackages[n.Obj().Pkg().Path()]
}

// holdsModel reports whether values of t are, or point to, model values.
func holdsModel(t types.Type) bool {
	if isModel(t) {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return holdsModel(u.Elem())
	case *types.Slice:
		return holdsModel(u.Elem())
	case *types.Array:
		return holdsModel(u.Elem())
	}
	return false
}
