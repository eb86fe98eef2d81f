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

// layer gives each package its place in the project's dependency direction:
// geometry <- maps <- scenarios <- engine <- validate <- editor <- cmd.
func layer(path string) int {
	rel := strings.TrimPrefix(strings.TrimPrefix(path, module), "/")
	switch {
	case rel == "maps/hexgrid" || rel == "maps/jsonfile":
		return 0
	case strings.HasPrefix(rel, "maps"), rel == "schema":
		return 1
	case strings.HasPrefix(rel, "scenarios"):
		return 2
	case strings.HasPrefix(rel, "engine"):
		return 3
	case strings.HasPrefix(rel, "validate"):
		return 4
	case strings.HasPrefix(rel, "editor"):
		return 5
	default:
		return 6
	}
}

func TestImportPolicy(t *testing.T) {
	for _, p := range goList(t) {
		fyneAllowed := strings.HasPrefix(p.ImportPath, module+"/editor") || p.ImportPath == module+"/cmd/sandtable"
		cli := p.ImportPath == module+"/cmd/sandtable-cli"
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, "fyne.io/") && !fyneAllowed {
				t.Errorf("%s imports %s: only editor/ and cmd/sandtable may import Fyne", p.ImportPath, imp)
			}
			if cli && strings.HasPrefix(imp, module+"/editor") {
				t.Errorf("%s imports %s: the command-line tool draws through maps/draw, never the editor's packages", p.ImportPath, imp)
			}
			if strings.HasPrefix(p.ImportPath, module+"/maps/draw") && strings.HasPrefix(imp, "fyne.io/") {
				t.Errorf("%s imports %s: the map renderer is Fyne-free", p.ImportPath, imp)
			}
			if strings.HasPrefix(imp, module) && layer(imp) > layer(p.ImportPath) {
				t.Errorf("%s imports %s, which is above it in the dependency direction", p.ImportPath, imp)
			}
		}
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
