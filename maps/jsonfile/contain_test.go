package jsonfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tree makes root/game/a.map.json and root/outside.map.json, and returns a
// resolver confined to root/game.
func tree(t *testing.T) (Rooted, string) {
	t.Helper()
	root := t.TempDir()
	game := filepath.Join(root, "game")
	if err := os.MkdirAll(filepath.Join(game, "maps"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(game, "maps", "a.map.json"), filepath.Join(root, "outside.map.json")} {
		if err := os.WriteFile(p, []byte(`{"secret":1}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r, err := NewRooted(game)
	if err != nil {
		t.Fatal(err)
	}
	return r, game
}

func TestCheckRefRefusesAbsolutePaths(t *testing.T) {
	for _, ref := range []string{"/etc/passwd", `\\host\share\x.map.json`, `C:\maps\x.map.json`, "c:/x", "/dev/zero", "a\x00b"} {
		if err := CheckRef(ref); !errors.Is(err, ErrAbsolute) || !errors.Is(err, ErrContainment) {
			t.Errorf("CheckRef(%q) = %v, want ErrAbsolute", ref, err)
		}
	}
	for _, ref := range []string{"a.map.json", "../../maps/itw-shiloh.map.json", "maps/x:y.json"} {
		if err := CheckRef(ref); err != nil {
			t.Errorf("CheckRef(%q) = %v, want nil", ref, err)
		}
	}
}

func TestRootedReadsInsideTheTree(t *testing.T) {
	r, game := tree(t)
	scen := filepath.Join(game, "scenarios", "s.scenario.json")
	data, err := r.ReadFile(r.Join(scen, "../maps/a.map.json"))
	if err != nil || string(data) != `{"secret":1}` {
		t.Fatalf("ReadFile = %q, %v", data, err)
	}
	// A symlink that stays inside the tree is followed.
	link := filepath.Join(game, "link.map.json")
	if err := os.Symlink(filepath.Join(game, "maps", "a.map.json"), link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if _, err := r.ReadFile(link); err != nil {
		t.Errorf("symlink inside the tree: %v", err)
	}
}

func TestRootedRefusesEscapes(t *testing.T) {
	r, game := tree(t)
	scen := filepath.Join(game, "s.scenario.json")
	cases := map[string]error{
		r.Join(scen, "../outside.map.json"):          ErrEscapes,
		r.Join(scen, "../../../../etc/passwd"):       ErrEscapes,
		"/etc/passwd":                                ErrEscapes,
		r.Join(scen, "maps"):                         ErrNotRegular,
		filepath.Join(game, "maps", "..", "..", "x"): ErrEscapes,
	}
	// An absolute reference joined by Rooted stays inside the folder.
	if j := r.Join(scen, "/etc/passwd"); !strings.HasPrefix(j, game) {
		t.Errorf("Join of an absolute ref = %s, want it under %s", j, game)
	}
	if err := os.Symlink(filepath.Join(filepath.Dir(game), "outside.map.json"), filepath.Join(game, "out.map.json")); err == nil {
		cases[filepath.Join(game, "out.map.json")] = ErrEscapes
	}
	if err := os.Symlink("/dev/zero", filepath.Join(game, "zero.map.json")); err == nil {
		cases[filepath.Join(game, "zero.map.json")] = ErrEscapes
	}
	for p, want := range cases {
		data, err := r.ReadFile(p)
		if !errors.Is(err, want) || data != nil {
			t.Errorf("ReadFile(%s) = %q, %v; want %v", p, data, err, want)
		}
		if strings.Contains(err.Error(), "secret") {
			t.Errorf("refusal leaks the file's contents: %v", err)
		}
	}
}

func TestRootedRefusesDevicesInsideTheRoot(t *testing.T) {
	r, err := NewRooted("/dev")
	if err != nil {
		t.Skip("no /dev here")
	}
	if _, err := r.ReadFile("/dev/zero"); !errors.Is(err, ErrNotRegular) {
		t.Errorf("ReadFile(/dev/zero) = %v, want ErrNotRegular", err)
	}
}

func TestRootedRefusesFilesOverTheLimit(t *testing.T) {
	r, game := tree(t)
	p := filepath.Join(game, "maps", "a.map.json")
	r.Limits = r.Limits.WithMaxBytes(5)
	if _, err := r.ReadFile(p); !errors.Is(err, ErrTooLarge) {
		t.Errorf("12 bytes over a limit of 5: %v, want ErrTooLarge", err)
	}
	r.Limits = DefaultLimits.WithMaxBytes(12)
	if _, err := r.ReadFile(p); err != nil {
		t.Errorf("12 bytes at a limit of 12: %v", err)
	}
}

func TestNewRootedNeedsAFolder(t *testing.T) {
	_, game := tree(t)
	if _, err := NewRooted(filepath.Join(game, "maps", "a.map.json")); err == nil {
		t.Error("a file as root was accepted")
	}
	if _, err := NewRooted(filepath.Join(game, "nope")); err == nil {
		t.Error("a missing root was accepted")
	}
}

func TestProjectRoot(t *testing.T) {
	base := t.TempDir()
	proj := filepath.Join(base, "proj")
	game := filepath.Join(proj, "scenarios", "g")
	for _, d := range []string{game, filepath.Join(proj, "maps"), filepath.Join(base, "loose")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	real := func(p string) string { r, _ := filepath.EvalSymlinks(p); return r }
	cases := map[string]string{
		filepath.Join(game, "s.scenario.json"): proj,
		game:                                   proj,
		proj:                                   proj,
		filepath.Join(base, "loose", "s.scenario.json"): filepath.Join(base, "loose"),
		filepath.Join(base, "loose"):                    filepath.Join(base, "loose"),
	}
	for in, want := range cases {
		if got := ProjectRoot(in); real(got) != real(want) {
			t.Errorf("ProjectRoot(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestPointerAt(t *testing.T) {
	data := []byte(`{"hexes": {"1508": {"elevation": 1e400}}, "a": [1, 22]}`)
	ix := NewIndex(data)
	cases := map[int]string{
		33: "/hexes/1508/elevation", // the 1 of 1e400
		37: "/hexes/1508/elevation", // its last 0
		0:  "",
		52: "/a/1", // the second 2 of 22
	}
	for off, want := range cases {
		if got := ix.PointerAt(off); got != want {
			t.Errorf("PointerAt(%d) = %q, want %q", off, got, want)
		}
	}
}

func TestPositionAt(t *testing.T) {
	ix := NewIndex([]byte("{\n  \"a\": 1,\n\n  \"b\": [2]\n}"))
	cases := map[int]Position{
		0:  {1, 1},
		1:  {1, 2}, // the first newline itself
		2:  {2, 1},
		4:  {2, 3},  // "a"
		12: {3, 1},  // the empty line
		15: {4, 3},  // "b"
		23: {4, 11}, // the newline ending line 4
		24: {5, 1},  // }
		99: {5, 2},  // past the end: the end
		-5: {1, 1},
	}
	for off, want := range cases {
		if got := ix.PositionAt(off); got != want {
			t.Errorf("PositionAt(%d) = %+v, want %+v", off, got, want)
		}
	}
}

// A root reached through a symlinked folder (a project under a symlink, as
// /tmp is on some systems) accepts the files under it by either name, and
// still refuses escapes.
func TestRootThroughSymlinkedFolder(t *testing.T) {
	real := t.TempDir()
	if err := os.WriteFile(filepath.Join(real, "a.map.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(t.TempDir(), "project")
	if err := os.Symlink(real, link); err != nil {
		t.Skipf("symlink: %v", err)
	}
	r, err := NewRooted(link)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(link, "a.map.json"), filepath.Join(real, "a.map.json")} {
		if f, _, err := r.Open(p); err != nil {
			t.Errorf("%s: %v", p, err)
		} else {
			f.Close()
		}
	}
	if _, _, err := r.Open(filepath.Join(link, "..", "x.map.json")); !errors.Is(err, ErrEscapes) {
		t.Errorf("escape by ..: %v", err)
	}
}
