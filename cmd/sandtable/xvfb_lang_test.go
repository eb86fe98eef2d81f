//go:build !ci

package main

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestXvfbItalian runs the editor under LANG=en_US.UTF-8 and
// LANG=it_IT.UTF-8 (side by side, each on its own virtual display), opens
// the File menu in each and checks that the menu bar, the open menu and the
// tool palette differ: the Italian window shows Italian words. The
// screenshots are kept in $SANDTABLE_SHOT_DIR (default: the test's
// temporary folder) as lang-en.png and lang-it.png.
func TestXvfbItalian(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	bin := buildEditor(t, dir)
	shots := shotDir(t, dir)
	var en, it image.Image
	t.Run("group", func(t *testing.T) {
		for _, lang := range []string{"en_US.UTF-8", "it_IT.UTF-8"} {
			t.Run(lang[:2], func(t *testing.T) {
				t.Parallel()
				img := menuShot(t, bin, dir, shots, lang)
				if lang[:2] == "en" {
					en = img
				} else {
					it = img
				}
			})
		}
	})
	if en == nil || it == nil {
		t.FailNow()
	}
	checkScreenshot(t, it)
	// The menu bar with the open File menu, and the tool palette.
	for _, r := range []image.Rectangle{image.Rect(0, 0, 400, 420), image.Rect(0, 0, 200, 900)} {
		if n := differing(en, it, r); n < 200 {
			t.Errorf("region %v: only %d pixels differ between English and Italian", r, n)
		}
	}
}

// menuShot starts the editor with LANG=lang and fresh preferences (no
// language override) on a virtual screen of its own, opens the File menu
// (a click on the menu bar's first item) once the window has drawn the
// map, and screenshots the screen into lang-<ll>.png in shots.
func menuShot(t *testing.T, bin, dir, shots, lang string) image.Image {
	ll := lang[:2]
	path := filepath.Join(shots, "lang-"+ll+".png")
	home := filepath.Join(dir, "home-"+ll)
	noAnimations(t, filepath.Join(home, ".config"))
	x := startXvfb(t)
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "HOME", "XDG_CONFIG_HOME":
			continue
		}
		env = append(env, kv)
	}
	app := x.startPlain(t, bin, filepath.Join(dir, "sandtable-"+ll+".log"), append(env, "DISPLAY="+x.display, "LANG="+lang, "HOME="+home))
	w := x.window(t, app)
	x.firstFrames(t, path, screenshotProblems) // the map is drawn
	x.do(t, "mousemove", "--window", w, "18", "14", "click", "--delay", "0", "1")
	img := x.shot(t, path)
	t.Logf("screenshot (%s): %s", lang, path)
	return img
}

// differing counts the pixels of r that differ between a and b.
func differing(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !closeTo(rgbaAt(a, x, y), rgbaAt(b, x, y), 8) {
				n++
			}
		}
	}
	return n
}
