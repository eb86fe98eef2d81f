//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sandtable/sandtable/validate"
)

// uglyOOB writes the classic Shiloh OOB, valid but not canonical (compact),
// to dir/name and returns its path and bytes.
func uglyOOB(t *testing.T, dir, name string) (string, []byte) {
	t.Helper()
	data, err := validate.Builtin{}.ReadFile("scenarios/classic-shiloh/classic-shiloh.oob.json")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p, buf.Bytes()
}

// fmtRefuses runs fmt on path and expects exit 2, a stderr message holding
// want, and target's bytes unchanged.
func fmtRefuses(t *testing.T, path, target, want string) {
	t.Helper()
	before, _ := os.ReadFile(target)
	code, _, errOut := runCLI(t, "fmt", path)
	if code != exitUsage || !strings.Contains(errOut, want) || !strings.Contains(errOut, "left unchanged") {
		t.Errorf("fmt %s: exit %d, stderr %q; want exit 2 and %q", filepath.Base(path), code, errOut, want)
	}
	if after, _ := os.ReadFile(target); !bytes.Equal(before, after) {
		t.Errorf("fmt %s changed the file", filepath.Base(path))
	}
}

func TestFmtRefusesReadOnlyFiles(t *testing.T) {
	p, _ := uglyOOB(t, t.TempDir(), "ro.oob.json")
	if err := os.Chmod(p, 0o444); err != nil {
		t.Fatal(err)
	}
	fmtRefuses(t, p, p, "read-only")
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o444 {
		t.Errorf("mode is now %v", fi.Mode().Perm())
	}
}

func TestFmtRefusesUndecodableContent(t *testing.T) {
	dir := t.TempDir()
	_, ugly := uglyOOB(t, dir, "base.oob.json")
	cases := map[string]struct {
		data []byte
		want string
	}{
		"dup.oob.json":  {bytes.Replace(ugly, []byte(`"game":`), []byte(`"game":"x","game":`), 1), `key "game" appears twice`},
		"null.oob.json": {[]byte("null"), "holds null"},
		"utf8.oob.json": {bytes.Replace(ugly, []byte(`"game":"`), []byte("\"game\":\"\xff"), 1), "not valid UTF-8"},
		"bom.oob.json":  {append([]byte{0xEF, 0xBB, 0xBF}, ugly...), "byte order mark"},
		"deep.oob.json": {[]byte(strings.Repeat("[", 100000) + strings.Repeat("]", 100000)), "nested deeper"},
	}
	for name, c := range cases {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		fmtRefuses(t, p, p, c.want)
	}
}

func TestFmtRefusesNonRegularTargets(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.oob.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	fmtRefuses(t, fifo, filepath.Join(dir, "nope"), "not a regular file")
	p, _ := uglyOOB(t, dir, "linked.oob.json")
	if err := os.Link(p, filepath.Join(dir, "other.oob.json")); err != nil {
		t.Fatal(err)
	}
	fmtRefuses(t, p, p, "hard links")
}

// TestFmtFollowsSymlinks: the target is formatted, the link stays a link,
// and stderr says so.
func TestFmtFollowsSymlinks(t *testing.T) {
	dir := t.TempDir()
	target, _ := uglyOOB(t, dir, "real.oob.json")
	link := filepath.Join(dir, "link.oob.json")
	if err := os.Symlink("real.oob.json", link); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "fmt", link)
	if code != 0 || !strings.Contains(errOut, "a symlink; formatting its target") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced: %v %v", fi.Mode(), err)
	}
	want, _ := validate.Builtin{}.ReadFile("scenarios/classic-shiloh/classic-shiloh.oob.json")
	if got, _ := os.ReadFile(target); !bytes.Equal(got, want) {
		t.Error("the symlink's target was not formatted")
	}
}

// TestFmtCleansStaleTempFiles: a temporary file of a killed save (older than
// a minute) is removed by the next fmt of that file; a fresh one is kept.
func TestFmtCleansStaleTempFiles(t *testing.T) {
	dir := t.TempDir()
	p, _ := uglyOOB(t, dir, "a.oob.json")
	stale := filepath.Join(dir, ".a.oob.json.123.tmp")
	fresh := filepath.Join(dir, ".a.oob.json.456.tmp")
	for _, tmp := range []string{stale, fresh} {
		if err := os.WriteFile(tmp, []byte("{half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "fmt", p)
	if code != 0 || !strings.Contains(errOut, "removed a stale temporary file") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Error("the stale temporary file is still there")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a fresh temporary file (a save in progress) was removed")
	}
}
