//go:build !ci

package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
)

// binDir holds the binaries the real-window tests run, built once per test
// process (see built) and removed when the tests end.
var binDir string

// xvfbParallel is how many tests run at once (go test -parallel) unless
// the command line says: the real-window tests (t.Parallel, each on its own
// virtual display, with its own home folder) mostly wait on the window, so
// more of them than cores keep the cores busy.
const xvfbParallel = 10

func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		_ = flag.Set("test.parallel", strconv.Itoa(xvfbParallel))
	}
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// builds remembers each binary built, by name, for the whole test run.
var builds struct {
	sync.Mutex
	path map[string]string
	err  map[string]error
	out  map[string][]byte
}

// built returns the path of the binary name built from package pkg with
// the extra environment env, building it on the first call only: every
// real-window test starts the same editor and CLI, so they are built once
// a run, not once a test. When the environment variable override names a
// file (scripts/test.sh sets SANDTABLE_EDITOR_BIN to the editor it has
// just built), that file is used as it is.
func built(t testing.TB, name, pkg, override string, env ...string) string {
	t.Helper()
	if p := os.Getenv(override); p != "" {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("$%s: %v", override, err)
		}
		return p
	}
	builds.Lock()
	defer builds.Unlock()
	if builds.path == nil {
		builds.path, builds.err, builds.out = map[string]string{}, map[string]error{}, map[string][]byte{}
	}
	if p, ok := builds.path[name]; ok {
		if err := builds.err[name]; err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, builds.out[name])
		}
		return p
	}
	if binDir == "" {
		d, err := os.MkdirTemp("", "sandtable-xvfb-bin-")
		if err != nil {
			t.Fatal(err)
		}
		binDir = d
	}
	bin := filepath.Join(binDir, name)
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	builds.path[name], builds.err[name], builds.out[name] = bin, err, out
	if err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	return bin
}
