//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runBounded runs the CLI with args and fails the test when it has not
// returned within 10 s (a FIFO opened for reading blocks until a writer
// comes: a hang is the defect).
func runBounded(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	type result struct {
		code     int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		code, out, errOut := runCLI(t, args...)
		done <- result{code, out, errOut}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(10 * time.Second):
		t.Fatalf("%v: still running after 10 s", args)
	}
	return 0, "", ""
}

// hostileArgs makes, in a fresh folder, a symlink to /dev/zero and a FIFO,
// both named like the file kind ext, and returns their paths.
func hostileArgs(t *testing.T, dir, ext string) (link, fifo string) {
	t.Helper()
	link, fifo = filepath.Join(dir, "zero"+ext), filepath.Join(dir, "fifo"+ext)
	if err := os.Symlink("/dev/zero", link); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	return link, fifo
}

// TestCommandLineFilesAreGuarded: every file a command reads from its
// arguments goes through the reference guard (regular files only, inside
// the folder tree, under the size limit): /dev/zero, a symlink to it and a
// FIFO are refused at once, with exit 2 and a message naming the file,
// instead of running out of memory or blocking.
func TestCommandLineFilesAreGuarded(t *testing.T) {
	dir := t.TempDir()
	link, fifo := hostileArgs(t, dir, ".json")
	scen := "scenarios/classic-shiloh/classic-shiloh.scenario.json"
	tmx := filepath.Join(dir, "x.tmx")
	if err := os.WriteFile(tmx, []byte(`<map/>`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	for _, bad := range []string{"/dev/zero", link, fifo} {
		for _, args := range [][]string{
			{"play", scen, "--moves", bad},
			{"render", scen, "-o", out + ".svg", "--window", bad},
			{"tiled", "import", tmx, "--mapping", bad, "-o", out + ".map.json"},
			{"errata", bad},
			{"validate", bad},
		} {
			code, stdout, stderr := runBounded(t, args...)
			if code != exitUsage && code != exitFindings || !strings.Contains(stdout+stderr, filepath.Base(bad)) {
				t.Errorf("%v: exit %d, want a refusal naming the file\n%s%s", args, code, stdout, stderr)
			}
		}
	}
}

// TestMoveFileByteLimit: a move file larger than the move-file limit is
// refused before it is decoded, whatever its name; --max-bytes raises it.
func TestMoveFileByteLimit(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "many.json")
	roll := `{"action":"roll","dice":"1d6"},`
	body := "[" + strings.Repeat(roll, (2<<20)/len(roll)+1) + `{"action":"roll","dice":"1d6"}]`
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runBounded(t, "play", "scenarios/classic-shiloh/classic-shiloh.scenario.json", "--moves", p)
	if code != exitUsage || !strings.Contains(stderr, "larger than the limit") {
		t.Errorf("a %d-byte move file: exit %d\n%s%s", len(body), code, stdout, stderr)
	}
}

// TestMaxBytesZeroIsRefused: --max-bytes 0 (or less) is a usage error, not
// a silent return to the defaults.
func TestMaxBytesZeroIsRefused(t *testing.T) {
	for _, n := range []string{"0", "-1"} {
		code, stdout, stderr := runCLI(t, "validate", "--max-bytes", n, "../../scenarios/classic-shiloh/classic-shiloh.scenario.json")
		if code != exitUsage || !strings.Contains(stderr, "--max-bytes") {
			t.Errorf("--max-bytes %s: exit %d\n%s%s", n, code, stdout, stderr)
		}
	}
}
