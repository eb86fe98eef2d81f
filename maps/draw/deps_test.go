package draw

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The package is used by the CLI, which builds with CGO_ENABLED=0: it must
// not depend on Fyne, on cgo, on the editor's packages, or on anything above
// maps in the dependency direction (scenarios, engine, validate).
func TestNoFyneNoCgo(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{if .CgoFiles}}cgo{{end}}", ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Skipf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, mark, _ := strings.Cut(line, " ")
		switch {
		case strings.HasPrefix(path, "fyne.io/"):
			t.Errorf("depends on %s", path)
		case mark == "cgo":
			t.Errorf("depends on cgo package %s", path)
		case strings.HasPrefix(path, "github.com/sandtable/sandtable/editor"),
			strings.HasPrefix(path, "github.com/sandtable/sandtable/scenarios"),
			strings.HasPrefix(path, "github.com/sandtable/sandtable/engine"),
			strings.HasPrefix(path, "github.com/sandtable/sandtable/validate"):
			t.Errorf("depends on %s: the renderer sits under maps, below them", path)
		}
	}
}
