package drawscene_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The packages of the renderer and of this builder, and the import paths
// a picture is made with.
const (
	module       = "github.com/sandtable/sandtable/"
	drawPkg      = module + "maps/draw"
	tilesPkg     = module + "maps/draw/tiles"
	drawscenePkg = module + "engine/drawscene"
)

// pictureCallers are the files outside the renderer that draw a map
// picture or build its scene, counters or overlay, each with the caller
// it serves and the file through which that caller uses this package (the
// file itself, or the one that hands it its pieces).
var pictureCallers = map[string]struct{ caller, via string }{
	"editor/mapview/scene.go":     {"the editor's view", "editor/mapview/scene.go"},
	"editor/mapview/tiles.go":     {"the editor's view (its tiles)", "editor/mapview/scene.go"},
	"editor/playtest/playtest.go": {"the play-test", "editor/playtest/playtest.go"},
	"editor/export.go":            {"File > Export", "editor/export.go"},
	"cmd/sandtable-cli/render.go": {"sandtable-cli render", "cmd/sandtable-cli/render.go"},
	"engine/interop/interop.go":   {"tiled export and vassal export (boards and pieces)", "engine/interop/interop.go"},
	"maps/vassal/modulebuild.go":  {"the VASSAL counter images", "engine/interop/interop.go"},
	"engine/book/book.go":         {"the printable scenario's map", "engine/book/book.go"},
}

// TestEveryPictureGoesThroughTheBuilder lists, from the source, every
// non-test file that draws a map picture (draw.Draw, draw.DrawParallel,
// draw.CounterImage, a tiles view) or builds one (a draw or tiles scene, a
// counter or an overlay with items, an assignment to a scene's overlay),
// and requires it to be one of the known callers, each of which uses this
// package: a new picture path fails here until it is listed, and it
// cannot be listed without going through drawscene.
func TestEveryPictureGoesThroughTheBuilder(t *testing.T) {
	root := filepath.Join("..", "..")
	found := map[string]string{}
	imports := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if path != root && strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || rel == "maps/draw" || rel == "engine/drawscene" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		names := map[string]string{} // local name -> import path
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			imports[rel] = append(imports[rel], p)
			name := p[strings.LastIndex(p, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			names[name] = p
		}
		if why := picture(f, names); why != "" {
			found[rel] = why
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for file, why := range found {
		c, ok := pictureCallers[file]
		if !ok {
			t.Errorf("%s makes a map picture (%s) but is not a known caller of the one picture builder: build its counters and overlay with engine/drawscene and list it", file, why)
			continue
		}
		if !slices.Contains(imports[c.via], drawscenePkg) {
			t.Errorf("%s (%s) does not go through engine/drawscene (%s does not import it)", file, c.caller, c.via)
		}
	}
	for file, c := range pictureCallers {
		if _, ok := found[file]; !ok {
			t.Errorf("%s is listed as %s but makes no picture: the list is stale", file, c.caller)
		}
	}
	if len(found) < 7 {
		t.Errorf("found %d picture callers, want at least the 7 of the design", len(found))
	}
}

// picture returns what in f draws or builds a map picture ("" nothing),
// given its imports by local name.
func picture(f *ast.File, names map[string]string) string {
	var why string
	pkgSel := func(e ast.Expr) (string, string) {
		if s, ok := e.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok {
				return names[id.Name], s.Sel.Name
			}
		}
		return "", ""
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if why != "" {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			if p, name := pkgSel(n.Fun); p == drawPkg && (name == "Draw" || name == "DrawParallel" || name == "CounterImage" || name == "NewScene") {
				why = "draw." + name
			}
		case *ast.CompositeLit:
			p, name := pkgSel(n.Type)
			switch {
			case p == tilesPkg && (name == "Scene" || name == "View"):
				why = "tiles." + name
			case p == drawPkg && (name == "Scene" || name == "Counter"):
				why = "draw." + name
			case p == drawPkg && name == "Overlay" && len(n.Elts) > 0:
				why = "draw.Overlay with items"
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if s, ok := l.(*ast.SelectorExpr); ok && s.Sel.Name == "Overlay" {
					why = "an assignment to Overlay"
				}
				if s, ok := l.(*ast.SelectorExpr); ok {
					if in, ok := s.X.(*ast.SelectorExpr); ok && in.Sel.Name == "Overlay" {
						why = "an assignment to Overlay." + s.Sel.Name
					}
				}
			}
		}
		return true
	})
	return why
}
