package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Out-of-range --dpi and --hex-radius values are usage errors (exit 2)
// naming the range, before any work: never a silent default, a panic or
// an allocation of terabytes (issue #16: `tiled export --hex-radius
// 2147483647` panicked, `vassal export --dpi 100000` ran out of memory).
func TestFlagRangesAreUsageErrors(t *testing.T) {
	dir := t.TempDir()
	itw := "maps/itw-shiloh.map.json"
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"tiled", "export", itw, "-o", filepath.Join(dir, "a.tmx"), "--hex-radius", "0"}, "--hex-radius must be 4 to 1024"},
		{[]string{"tiled", "export", itw, "-o", filepath.Join(dir, "a.tmx"), "--hex-radius", "-5"}, "--hex-radius must be 4 to 1024"},
		{[]string{"tiled", "export", itw, "-o", filepath.Join(dir, "a.tmx"), "--hex-radius", "2147483647"}, "--hex-radius must be 4 to 1024"},
		{[]string{"vassal", "export", itw, "-o", filepath.Join(dir, "v"), "--dpi", "100000"}, "--dpi must be more than 0 and at most 2400"},
		{[]string{"vassal", "export", itw, "-o", filepath.Join(dir, "v"), "--dpi", "NaN"}, "--dpi must be more than 0"},
		{[]string{"vassal", "export", itw, "-o", filepath.Join(dir, "v"), "--dpi", "0"}, "--dpi must be more than 0"},
		{[]string{"vassal", "import", "x.vmod", "-o", filepath.Join(dir, "i.map.json"), "--dpi", "-3"}, "--dpi must be more than 0"},
		{[]string{"render", itw, "-o", filepath.Join(dir, "r.png"), "--dpi", "NaN"}, "--dpi must be more than 0"},
		// In range, but the picture would be too big: refused before drawing.
		{[]string{"vassal", "export", itw, "-o", filepath.Join(dir, "v"), "--dpi", "2400"}, "over the limit of 50000000 pixels"},
		{[]string{"render", itw, "-o", filepath.Join(dir, "r.png"), "--dpi", "2400"}, "over the limit of 50000000 pixels"},
		// A map whose hexes are 1e300 mm across: an error, not a panic.
		{[]string{"vassal", "export", "../../validate/testdata/bad/huge-hex-size.map.json", "-o", filepath.Join(dir, "h")}, "over the limit"},
	}
	for _, c := range cases {
		code, _, stderr := runCLI(t, c.args...)
		if code != exitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, stderr, exitUsage, c.want)
		}
	}
}

// --limit NAME=N sets a limit for the run (here lowered, to see it apply);
// the next run starts from the defaults again; a bad name or value is a
// usage error.
func TestLimitFlag(t *testing.T) {
	oob := "../../scenarios/itw-shiloh/itw-shiloh.oob.json"
	code, stdout, _ := runCLI(t, "validate", "--limit", "units=10", oob)
	if code != exitFindings || !strings.Contains(stdout, "limit.units") {
		t.Errorf("--limit units=10: exit %d, %q", code, stdout)
	}
	if code, stdout, _ := runCLI(t, "validate", oob); code != 0 {
		t.Errorf("the next run kept the lowered limit: exit %d, %q", code, stdout)
	}
	for _, bad := range []string{"bogus=5", "units=0", "units=x", "units"} {
		if code, _, stderr := runCLI(t, "validate", "--limit", bad, oob); code != exitUsage || !strings.Contains(stderr, "--limit") {
			t.Errorf("--limit %s: exit %d, %q", bad, code, stderr)
		}
	}
}
