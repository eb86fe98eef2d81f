package main

import (
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/sandtable/sandtable"

type listedPackage struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// goList lists the module's packages with their imports and dependencies.
func goList(t *testing.T) []listedPackage {
	t.Helper()
	cmd := exec.Command("go", "list", "-json", module+"/...")
	cmd.Dir = repoRoot(t)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-tags=ci")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// depsRules ranks every package of the module, as Go's own deps_test.go
// does for the standard library: "a, b < c" says that c may import a and b
// and everything they may import; a package may import nothing else of the
// module. A package must be ranked (on the right of a rule) before it is
// used on the left, so the rules cannot form a cycle, and every package of
// the module must be ranked. The order follows the dependency direction
// geometry <- maps <- scenarios <- engine <- validate <- editor <- cmd, at
// the grain of packages: maps/draw may not import maps/trace, the tiled
// raster not the importers, engine not engine/game.
const depsRules = `
	NONE < maps/hexgrid, maps/jsonfile, maps/calib, maps/xmlnode, maps/vassal/vassalref, internal/testtool;
	maps/jsonfile < schema;
	maps/hexgrid, maps/jsonfile < maps;
	maps/hexgrid, maps/calib < maps/gridfit;
	maps < maps/draw;
	maps/draw < maps/draw/tiles;
	maps, maps/xmlnode < maps/tiled;
	maps, maps/calib < maps/trace;
	maps/trace < maps/trace/scangen;
	maps/trace/scangen < maps/trace/printgen;
	maps/trace/printgen < maps/trace/plategen;
	maps/draw, maps/calib, maps/xmlnode < maps/vassal;
	maps/jsonfile < scenarios;
	maps, scenarios < engine;
	engine, schema < engine/game;
	engine/game, maps/draw < engine/drawscene;
	engine/drawscene < engine/book;
	engine, schema < validate;
	validate < validate/semdiff, editor/newgame;
	engine/drawscene, maps/draw/tiles, maps/tiled, maps/vassal < engine/interop;
	validate, engine/drawscene, maps/draw/tiles, maps/trace, maps/gridfit < editor/model;
	editor/model < editor/mapview;
	editor/mapview < editor/ui;
	editor/ui, internal/testtool < editor/ui/uitest;
	editor/ui, maps/calib < editor/tools, editor/panels, editor/playtest;
	editor/tools, editor/panels, editor/playtest, editor/newgame, engine/book, engine/interop < editor;
	editor < cmd/sandtable;
	validate/semdiff, engine/drawscene, engine/interop, maps/draw/tiles, maps/tiled, maps/trace/plategen, maps/vassal < cmd/sandtable-cli;
`

// allowedDeps parses depsRules into the packages of the module each package
// may import (relative to the module), failing the test on a package used
// before it is ranked or ranked twice.
func allowedDeps(t *testing.T) map[string]map[string]bool {
	t.Helper()
	allowed := map[string]map[string]bool{}
	for _, rule := range strings.Split(depsRules, ";") {
		rule = strings.TrimSpace(rule)
		if rule == "" {
			continue
		}
		levels := strings.Split(rule, "<")
		var below []string
		for i, level := range levels {
			var names []string
			for _, n := range strings.Split(level, ",") {
				if n = strings.TrimSpace(n); n != "" && n != "NONE" {
					names = append(names, n)
				}
			}
			if i > 0 {
				for _, n := range names {
					if allowed[n] != nil {
						t.Fatalf("depsRules: %s ranked twice", n)
					}
					set := map[string]bool{}
					for _, b := range below {
						set[b] = true
						for d := range allowed[b] {
							set[d] = true
						}
					}
					allowed[n] = set
				}
			} else {
				for _, n := range names {
					if allowed[n] == nil {
						t.Fatalf("depsRules: %s is used before it is ranked", n)
					}
				}
			}
			below = names
		}
	}
	return allowed
}

func TestImportPolicy(t *testing.T) {
	allowed := allowedDeps(t)
	for _, p := range goList(t) {
		rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
		ok, ranked := allowed[rel]
		if !ranked {
			t.Errorf("%s is not ranked in depsRules: add it where it belongs", p.ImportPath)
		}
		fyneAllowed := strings.HasPrefix(p.ImportPath, module+"/editor") || p.ImportPath == module+"/cmd/sandtable"
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, "fyne.io/") && !fyneAllowed {
				t.Errorf("%s imports %s: only editor/ and cmd/sandtable may import Fyne", p.ImportPath, imp)
			}
			if !strings.HasPrefix(imp, module+"/") || !ranked {
				continue
			}
			if dep := strings.TrimPrefix(imp, module+"/"); !ok[dep] {
				t.Errorf("%s imports %s, which depsRules does not rank below it", p.ImportPath, imp)
			}
		}
	}
}

// The rules themselves say what the design says: nothing below the editor
// may import it, the renderer and the CLI stay under it, the engine's
// rules not its game, and the parser sees a violation. (A rule table that
// allowed everything would pass TestImportPolicy.)
func TestDepsRulesKeepTheDirection(t *testing.T) {
	allowed := allowedDeps(t)
	for pkg, deps := range allowed {
		for dep := range deps {
			below := !strings.HasPrefix(pkg, "editor") && !strings.HasPrefix(pkg, "cmd")
			if below && strings.HasPrefix(dep, "editor") {
				t.Errorf("%s may import %s", pkg, dep)
			}
			if strings.HasPrefix(pkg, "maps") && (strings.HasPrefix(dep, "engine") || strings.HasPrefix(dep, "scenarios") || strings.HasPrefix(dep, "validate")) {
				t.Errorf("%s may import %s, above it", pkg, dep)
			}
		}
	}
	for _, forbidden := range [][2]string{
		{"maps/draw", "maps/trace"}, {"maps/draw/tiles", "maps/vassal"}, {"engine", "engine/game"},
		{"cmd/sandtable-cli", "editor"}, {"validate", "engine/game"}, {"maps/hexgrid", "maps"},
	} {
		if allowed[forbidden[0]][forbidden[1]] {
			t.Errorf("%s may import %s", forbidden[0], forbidden[1])
		}
	}
	if !allowed["cmd/sandtable"]["maps/hexgrid"] || !allowed["editor/model"]["maps/draw"] {
		t.Error("the rules are not transitive")
	}
}

func TestCLIBuildsWithoutCgo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	cmd := exec.Command("go", "build", "-o", filepath.Join(t.TempDir(), "sandtable-cli"), "./cmd/sandtable-cli")
	cmd.Dir = repoRoot(t)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build ./cmd/sandtable-cli: %v\n%s", err, out)
	}
	list := exec.Command("go", "list", "-deps", "./cmd/sandtable-cli")
	list.Dir = repoRoot(t)
	list.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := list.Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "fyne.io/") {
			t.Errorf("sandtable-cli depends on %s", dep)
		}
	}
}
