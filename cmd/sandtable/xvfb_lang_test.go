//go:build !ci

package main

import (
	"context"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// xvfbMenuScript is xvfbScript with the File menu opened (a click on the
// menu bar's first item) before the screenshot.
const xvfbMenuScript = `
"$BIN" 2>"$LOG" &
app=$!
i=0
until xdotool search --name Sandtable >/dev/null 2>&1; do
  i=$((i+1))
  if [ $i -gt 300 ] || ! kill -0 $app 2>/dev/null; then echo "no Sandtable window" >&2; kill $app 2>/dev/null; exit 3; fi
  sleep 0.2
done
sleep 3
w=$(xdotool search --name Sandtable | head -1)
xdotool mousemove --window "$w" 18 14 click 1
sleep 1
import -window root "$SHOT"
status=$?
kill $app
wait $app 2>/dev/null
exit $status
`

// TestXvfbItalian runs the editor under LANG=en_US.UTF-8 and
// LANG=it_IT.UTF-8, opens the File menu in each and checks that the menu
// bar, the open menu and the tool palette differ: the Italian window shows
// Italian words. The screenshots are kept in $SANDTABLE_SHOT_DIR (default:
// the test's temporary folder) as lang-en.png and lang-it.png.
func TestXvfbItalian(t *testing.T) {
	if os.Getenv("SANDTABLE_XVFB") != "1" {
		t.Skip("set SANDTABLE_XVFB=1 to run the editor under Xvfb")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: apt-get install -y xvfb xauth xdotool imagemagick", tool)
		}
	}
	dir := t.TempDir()
	bin := buildEditor(t, dir)
	shots := shotDir(t, dir)
	shot := func(lang string) image.Image {
		path := filepath.Join(shots, "lang-"+lang[:2]+".png")
		home := filepath.Join(dir, "home-"+lang[:2]) // fresh preferences: no language override
		logPath := filepath.Join(dir, "sandtable-"+lang[:2]+".log")
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		run := exec.CommandContext(ctx, "xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", "sh", "-c", xvfbMenuScript)
		var env []string
		for _, kv := range os.Environ() {
			k, _, _ := strings.Cut(kv, "=")
			switch k {
			case "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "HOME", "XDG_CONFIG_HOME":
				continue
			}
			env = append(env, kv)
		}
		run.Env = append(env, "BIN="+bin, "SHOT="+path, "LOG="+logPath, "LANG="+lang, "HOME="+home)
		if out, err := run.CombinedOutput(); err != nil {
			appLog, _ := os.ReadFile(logPath)
			t.Fatalf("xvfb-run (%s): %v\n%s\neditor log:\n%s", lang, err, out, appLog)
		}
		t.Logf("screenshot (%s): %s", lang, path)
		return readPNG(t, path)
	}
	en, it := shot("en_US.UTF-8"), shot("it_IT.UTF-8")
	checkScreenshot(t, it)
	// The menu bar with the open File menu, and the tool palette.
	for _, r := range []image.Rectangle{image.Rect(0, 0, 400, 420), image.Rect(0, 0, 200, 900)} {
		if n := differing(en, it, r); n < 200 {
			t.Errorf("region %v: only %d pixels differ between English and Italian", r, n)
		}
	}
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
