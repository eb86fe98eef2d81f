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
)

// hostileScenario writes a copy of ITW Scenario 2 into the copied project
// proj with one reference field set to ref, and returns its path.
func hostileScenario(t *testing.T, proj, name, field, ref string) string {
	t.Helper()
	src := filepath.Join(proj, "scenarios", "itw-shiloh", "02-sound-the-long-roll.scenario.json")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	doc[field] = ref
	out, _ := json.MarshalIndent(doc, "", "  ")
	p := filepath.Join(proj, "scenarios", "itw-shiloh", name+".scenario.json")
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestValidateRefusesReferencesOutsideTheProject is the containment
// acceptance: scenarios whose map, OOB or ruleset is /dev/zero, a FIFO,
// /etc/passwd, a ../ escape or a symlink out of the project get a diagnostic
// naming the reference and its pointer, and no byte of the target is read.
func TestValidateRefusesReferencesOutsideTheProject(t *testing.T) {
	base := t.TempDir()
	proj := filepath.Join(base, "proj")
	copyGame(t, proj)
	secret := []byte(`{"SECRET-OUTSIDE": 1}`)
	for _, p := range []string{"x.map.json", "x.ruleset.json", "x.oob.json"} {
		if err := os.WriteFile(filepath.Join(base, p), secret, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	game := filepath.Join(proj, "scenarios", "itw-shiloh")
	if err := os.Symlink(filepath.Join(base, "x.map.json"), filepath.Join(game, "link.map.json")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(game, "fifo.oob.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, field, ref, code string }{
		{"dev-zero", "map", "/dev/zero", "ref.outside"},
		{"etc-passwd", "oob", "/etc/passwd", "ref.outside"},
		{"dotdot", "map", "../../../x.map.json", "ref.outside"},
		{"dotdot-oob", "oob", "../../../x.oob.json", "ref.outside"},
		{"symlink-out", "map", "link.map.json", "ref.outside"},
		{"fifo", "oob", "fifo.oob.json", "ref.not-regular"},
		{"folder", "map", "../../maps", "ref.not-regular"},
		{"abs-ruleset", "ruleset", "/etc/passwd", "ref.outside"},
		{"abs-ruleset-json", "ruleset", filepath.Join(base, "x.ruleset.json"), "ref.outside"},
		{"dotdot-ruleset", "ruleset", "../../../x.ruleset.json", "ref.outside"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := hostileScenario(t, proj, c.name, c.field, c.ref)
			start := time.Now()
			code, out, errOut := runCLI(t, "validate", "--format", "json", p)
			t.Logf("%s: exit %d in %v", c.name, code, time.Since(start))
			if code != exitFindings {
				t.Fatalf("exit %d, want 1\n%s%s", code, out, errOut)
			}
			var got struct {
				Diagnostics []struct{ Code, Pointer, Message string }
			}
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatal(err)
			}
			found := false
			for _, d := range got.Diagnostics {
				if d.Code == c.code && d.Pointer == "/"+c.field && strings.Contains(d.Message, c.ref) {
					found = true
				}
			}
			if !found {
				t.Errorf("no %s at /%s naming %q in\n%s", c.code, c.field, c.ref, out)
			}
			if bytes.Contains([]byte(out), []byte("SECRET")) || strings.Contains(out, "root:") {
				t.Errorf("output leaks the referenced file:\n%s", out)
			}
		})
	}
}

// TestRootFlagWidensAndNarrowsTheTree: --root set to the game folder refuses
// the project's own ../../maps reference; set to the project it is accepted.
func TestRootFlagWidensAndNarrowsTheTree(t *testing.T) {
	proj := t.TempDir()
	copyGame(t, proj)
	game := filepath.Join(proj, "scenarios", "itw-shiloh")
	p := filepath.Join(game, "02-sound-the-long-roll.scenario.json")
	if code, out, _ := runCLI(t, "validate", "--root", proj, p); code != 0 {
		t.Errorf("--root project: exit %d\n%s", code, out)
	}
	code, out, _ := runCLI(t, "validate", "--root", game, p)
	if code != exitFindings || !strings.Contains(out, "ref.outside") {
		t.Errorf("--root game folder: exit %d, want ref.outside\n%s", code, out)
	}
	if code, _, _ := runCLI(t, "validate", "--max-bytes", "100", p); code != exitFindings {
		t.Errorf("--max-bytes 100 on a 60 KB scenario: exit %d, want 1", code)
	}
}

// TestValidateDirSkipsNonRegularFiles: a game folder walk warns about and
// skips a symlink and a FIFO instead of following them.
func TestValidateDirSkipsNonRegularFiles(t *testing.T) {
	base := t.TempDir()
	proj := filepath.Join(base, "proj")
	copyGame(t, proj)
	game := filepath.Join(proj, "scenarios", "classic-shiloh")
	if err := os.Symlink("/etc/passwd", filepath.Join(game, "evil.scenario.json")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(game, "pipe.map.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "validate", game)
	if code != 0 {
		t.Fatalf("exit %d, want 0 (warnings only)\n%s%s", code, out, errOut)
	}
	for _, name := range []string{"evil.scenario.json", "pipe.map.json"} {
		if !strings.Contains(out, name) || !strings.Contains(out, "file.skipped") {
			t.Errorf("no file.skipped warning for %s:\n%s", name, out)
		}
	}
	if strings.Contains(out, "root:") {
		t.Errorf("the symlink was followed:\n%s", out)
	}
}
