package draw

import (
	"strings"
	"testing"
)

// TestCounterNamesFitTheCounter: a short name is written whole on one
// line; a name too long for one line at the smallest size is split at the
// space nearest its middle, and each line is cut to the counter's width
// (what the editor's own counter painter did before the tiles drew
// through these passes).
func TestCounterNamesFitTheCounter(t *testing.T) {
	s := itwScene(t)
	pg, err := PageOf(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, b := pg.Hexes[40], pg.Hexes[400]
	s.Overlay.Counters = []Counter{
		{ID: "short", Name: "2 TN", Side: "csa", Hex: a},
		{ID: "long", Name: "Confederate Guards Response", Side: "csa", Hex: b},
	}
	r := drawRecorded(t, s, Options{})
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	radius := pg.Layout.Size
	var short, long []string
	for _, c := range r.in(LayerCounters, "text") {
		if w := fs.width(c.text.S, c.text.Size, true); w > nameWidth*radius+1e-9 {
			t.Errorf("%q is %.2f mm wide, wider than the counter allows (%.2f)", c.text.S, w, nameWidth*radius)
		}
		switch p := pg.Center(a); {
		case near(c.text.At.X, p.X, radius):
			short = append(short, c.text.S)
		default:
			long = append(long, c.text.S)
		}
	}
	if len(short) != 1 || short[0] != "2 TN" {
		t.Errorf("short name written as %q, want one line \"2 TN\"", short)
	}
	if len(long) != 2 || long[0] != "Confederate" || !strings.HasPrefix("Guards Response", long[1]) || !strings.HasPrefix(long[1], "Guards") {
		t.Errorf("long name written as %q, want \"Confederate\" over \"Guards Response\" (cut to fit)", long)
	}
}
