//go:build !ci

package main

import (
	"fmt"
	"hash/fnv"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/jezek/xgb/xtest"

	"github.com/sandtable/sandtable/editor/model"
)

// BenchmarkXvfbLatency measures, in the real editor window under Xvfb with
// software GL, the time from an input event to the first frame on the
// screen that shows its effect, on the built-in ITW map:
//
//   - hover: the pointer moves to the next hex; the status bar names it;
//   - pan: the Right arrow key; the map moves;
//   - zoom: one wheel step over the map; the map is redrawn larger;
//   - stroke: with the terrain tool, a press, a drag into a new hex and a
//     release; that hex turns to Field.
//
// Events go through the XTEST extension and the screen is read with
// GetImage, both from this process over one X connection (no helper
// process per event), so the figure is the editor's time plus about a
// millisecond of polling. Each op is one event; ns/op also counts the wait
// for the screen to settle before it, so read mean-ms, p50-ms and p95-ms:
// the mean, median and 95th percentile of the latency itself. Run it with
// scripts/latency.sh (SANDTABLE_XVFB=1, a fixed -benchtime count).
func BenchmarkXvfbLatency(b *testing.B) {
	if os.Getenv("SANDTABLE_XVFB") != "1" {
		b.Skip("set SANDTABLE_XVFB=1 to run the editor under Xvfb")
	}
	for _, kind := range []string{"hover", "pan", "zoom", "stroke"} {
		b.Run(kind, func(b *testing.B) { benchLatency(b, kind) })
	}
}

// latencySession is an editor window and an X connection to drive it.
type latencySession struct {
	x     *xserver
	conn  *xgb.Conn
	root  xproto.Window
	lay   layout
	doc   *model.Document
	keys  map[xproto.Keysym]xproto.Keycode
	pairs [][2]int // hexes for strokes, found once
}

// benchLatency times b.N events of one kind in a fresh editor.
func benchLatency(b *testing.B, kind string) {
	s := newLatencySession(b)
	var ms []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := s.measure(b, kind, i)
		ms = append(ms, float64(d)/float64(time.Millisecond))
	}
	b.StopTimer()
	var total float64
	for _, v := range ms {
		total += v
	}
	b.ReportMetric(total/float64(len(ms)), "mean-ms")
	slices.Sort(ms)
	b.ReportMetric(percentile(ms, 0.5), "p50-ms")
	b.ReportMetric(percentile(ms, 0.95), "p95-ms")
}

// percentile returns the p-th quantile of sorted values (nearest rank).
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p*float64(len(sorted))+0.5) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// newLatencySession builds and starts the editor on the built-in scenario
// and connects to its display.
func newLatencySession(b *testing.B) *latencySession {
	b.Helper()
	dir := b.TempDir()
	bin := buildEditor(b, dir)
	x := startXvfb(b)
	app := x.startEditor(b, bin, dir, "latency", "-v", "--center", "S2017")
	lay := app.layout(b)
	conn, err := xgb.NewConnDisplay(x.display)
	if err != nil {
		b.Fatalf("connect to %s: %v", x.display, err)
	}
	b.Cleanup(conn.Close)
	if err := xtest.Init(conn); err != nil {
		b.Fatalf("XTEST: %v", err)
	}
	s := &latencySession{x: x, conn: conn, root: xproto.Setup(conn).DefaultScreen(conn).Root, lay: lay, doc: builtinDoc(b)}
	s.keys = s.keycodes(b)
	return s
}

// measure sends event i of kind and returns the time until the screen shows
// it.
func (s *latencySession) measure(b *testing.B, kind string, i int) time.Duration {
	b.Helper()
	switch kind {
	case "hover":
		// Alternate between two hexes of the status bar's view.
		a, c := s.hexXY(b, "S2017"), s.hexXY(b, "S2018")
		from, to := a, c
		if i%2 == 1 {
			from, to = c, a
		}
		s.motion(b, from)
		region := s.statusRegion()
		s.settle(b, region)
		return s.timed(b, region, func() { s.motion(b, to) })
	case "pan":
		region := s.mapRegion()
		s.settle(b, region)
		key := xproto.Keysym(0xff53) // Right
		if i%2 == 1 {
			key = 0xff51 // Left: stay around the same place
		}
		return s.timed(b, region, func() { s.key(b, key) })
	case "zoom":
		s.motion(b, s.hexXY(b, s.lay.centre))
		region := s.mapRegion()
		s.settle(b, region)
		button := byte(4) // wheel away: zoom in
		if i%2 == 1 {
			button = 5
		}
		return s.timed(b, region, func() { s.click(b, button) })
	case "stroke":
		return s.stroke(b, i)
	}
	b.Fatalf("no event kind %q", kind)
	return 0
}

// stroke paints with the terrain tool from one hex into the next, a new
// pair each time, and times until the second hex shows Field.
func (s *latencySession) stroke(b *testing.B, i int) time.Duration {
	pairs := s.strokePairs(b)
	if i >= len(pairs) {
		b.Fatalf("only %d stroke pairs: use a smaller -benchtime", len(pairs))
	}
	col, row := pairs[i][0], pairs[i][1]
	from := s.hexXY(b, fmt.Sprintf("S%02d%02d", col, row))
	to := s.hexXY(b, fmt.Sprintf("S%02d%02d", col+1, row))
	s.key(b, 0x74) // t: the terrain tool (Field is its first terrain)
	region := [4]int{int(to[0]) - 4, int(to[1]) - 4, 8, 8}
	s.settle(b, region)
	s.motion(b, from)
	s.fake(b, xproto.ButtonPress, 1, from)
	d := s.timed(b, region, func() {
		s.motion(b, [2]float64{(from[0] + to[0]) / 2, (from[1] + to[1]) / 2})
		s.motion(b, to)
	})
	s.fake(b, xproto.ButtonRelease, 1, to)
	return d
}

// strokePairs lists (column, row) of sheet S hexes around the view's
// centre (S2017) whose hex and east neighbour hold no unit (painting under a
// counter would not show) and lie in the view: each stroke paints a new pair.
func (s *latencySession) strokePairs(b *testing.B) [][2]int {
	if s.pairs != nil {
		return s.pairs
	}
	placed := map[string]bool{}
	for _, p := range s.doc.Placements() {
		placed[s.doc.HexID(p.Hex)] = true
	}
	l := s.lay
	for col := 13; col <= 27; col += 2 {
		for row := 10; row <= 25; row++ {
			a, c := fmt.Sprintf("S%02d%02d", col, row), fmt.Sprintf("S%02d%02d", col+1, row)
			if placed[a] || placed[c] {
				continue
			}
			x, y := l.xy(b, s.doc, c)
			if x-20 < l.viewX || y-20 < l.viewY || x+20 > l.viewX+l.viewW || y+20 > l.viewY+l.viewH {
				continue
			}
			s.pairs = append(s.pairs, [2]int{col, row})
		}
	}
	return s.pairs
}

// timed runs act and returns the time until region's pixels change (at
// most 10 s; the benchmark fails after that).
func (s *latencySession) timed(b *testing.B, region [4]int, act func()) time.Duration {
	b.Helper()
	before := s.sum(b, region)
	start := time.Now()
	act()
	for time.Since(start) < 10*time.Second {
		if s.sum(b, region) != before {
			return time.Since(start)
		}
		time.Sleep(500 * time.Microsecond)
	}
	b.Fatalf("the screen did not change within 10 s")
	return 0
}

// settle waits until region has not changed for 150 ms (the previous
// event's frames are done).
func (s *latencySession) settle(b *testing.B, region [4]int) {
	b.Helper()
	last, since := s.sum(b, region), time.Now()
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		if v := s.sum(b, region); v != last {
			last, since = v, time.Now()
		} else if time.Since(since) > 150*time.Millisecond {
			return
		}
	}
}

// sum hashes the screen's pixels in region (x, y, w, h).
func (s *latencySession) sum(b *testing.B, r [4]int) uint64 {
	img, err := xproto.GetImage(s.conn, xproto.ImageFormatZPixmap, xproto.Drawable(s.root),
		int16(r[0]), int16(r[1]), uint16(r[2]), uint16(r[3]), 0xffffffff).Reply()
	if err != nil {
		b.Fatalf("GetImage: %v", err)
	}
	h := fnv.New64a()
	h.Write(img.Data)
	return h.Sum64()
}

// statusRegion is the left part of the status bar, where the hovered hex is
// named.
func (s *latencySession) statusRegion() [4]int {
	return [4]int{0, int(s.lay.viewY + s.lay.viewH + 2), 220, 26}
}

// mapRegion is a band across the middle of the map view.
func (s *latencySession) mapRegion() [4]int {
	l := s.lay
	return [4]int{int(l.viewX + l.viewW/4), int(l.viewY + l.viewH/2 - 30), int(l.viewW / 2), 60}
}

// hexXY is the screen position of hex id's centre.
func (s *latencySession) hexXY(b *testing.B, id string) [2]float64 {
	x, y := s.lay.xy(b, s.doc, id)
	return [2]float64{x, y}
}

// fake sends one XTEST event.
func (s *latencySession) fake(b *testing.B, typ byte, detail byte, at [2]float64) {
	if err := xtest.FakeInputChecked(s.conn, typ, detail, 0, s.root, int16(at[0]), int16(at[1]), 0).Check(); err != nil {
		b.Fatalf("XTEST: %v", err)
	}
}

// motion moves the pointer to at.
func (s *latencySession) motion(b *testing.B, at [2]float64) {
	s.fake(b, xproto.MotionNotify, 0, at)
}

// click presses and releases a pointer button where the pointer is.
func (s *latencySession) click(b *testing.B, button byte) {
	s.fake(b, xproto.ButtonPress, button, [2]float64{})
	s.fake(b, xproto.ButtonRelease, button, [2]float64{})
}

// key presses and releases the key of keysym.
func (s *latencySession) key(b *testing.B, sym xproto.Keysym) {
	code, ok := s.keys[sym]
	if !ok {
		b.Fatalf("no keycode for keysym %#x", sym)
	}
	s.fake(b, xproto.KeyPress, byte(code), [2]float64{})
	s.fake(b, xproto.KeyRelease, byte(code), [2]float64{})
}

// keycodes maps the keysyms of the keyboard to their keycodes.
func (s *latencySession) keycodes(b *testing.B) map[xproto.Keysym]xproto.Keycode {
	setup := xproto.Setup(s.conn)
	n := byte(setup.MaxKeycode - setup.MinKeycode + 1)
	rep, err := xproto.GetKeyboardMapping(s.conn, setup.MinKeycode, n).Reply()
	if err != nil {
		b.Fatalf("keyboard mapping: %v", err)
	}
	out := map[xproto.Keysym]xproto.Keycode{}
	per := int(rep.KeysymsPerKeycode)
	for i := 0; i < int(n); i++ {
		for j := 0; j < per; j++ {
			if sym := rep.Keysyms[i*per+j]; sym != 0 {
				if _, seen := out[sym]; !seen {
					out[sym] = xproto.Keycode(int(setup.MinKeycode) + i)
				}
			}
		}
	}
	return out
}

// BenchmarkXvfbStartup measures the time from starting the editor process
// to the first frame that shows the map: the middle of the screen, where
// the map lies, holds the map's colours. Each op is one start (the binary
// is built once, outside the timing).
func BenchmarkXvfbStartup(b *testing.B) {
	if os.Getenv("SANDTABLE_XVFB") != "1" {
		b.Skip("set SANDTABLE_XVFB=1 to run the editor under Xvfb")
	}
	dir := b.TempDir()
	bin := buildEditor(b, dir)
	x := startXvfb(b)
	conn, err := xgb.NewConnDisplay(x.display)
	if err != nil {
		b.Fatalf("connect to %s: %v", x.display, err)
	}
	defer conn.Close()
	s := &latencySession{x: x, conn: conn, root: xproto.Setup(conn).DefaultScreen(conn).Root}
	var ms []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		app := x.startEditor(b, bin, dir, fmt.Sprintf("start-%d", i), "--center", "S2017")
		for !s.showsMap(b) {
			if time.Since(start) > 30*time.Second {
				b.Fatal("no map on the screen after 30 s")
			}
			time.Sleep(2 * time.Millisecond)
		}
		ms = append(ms, float64(time.Since(start))/float64(time.Millisecond))
		b.StopTimer()
		app.stop(b)
		s.waitBlank(b)
		b.StartTimer()
	}
	b.StopTimer()
	slices.Sort(ms)
	b.ReportMetric(percentile(ms, 0.5), "p50-ms")
	b.ReportMetric(percentile(ms, 0.95), "p95-ms")
}

// mapProbe is a 40x40 square near the screen's middle, which the map view
// covers once the window is up.
var mapProbe = [4]int{600, 480, 40, 40}

// showsMap reports whether most of the probe holds the woods green of the
// ITW map (the map's default terrain around S2017).
func (s *latencySession) showsMap(b *testing.B) bool {
	img, err := xproto.GetImage(s.conn, xproto.ImageFormatZPixmap, xproto.Drawable(s.root),
		int16(mapProbe[0]), int16(mapProbe[1]), uint16(mapProbe[2]), uint16(mapProbe[3]), 0xffffffff).Reply()
	if err != nil {
		b.Fatalf("GetImage: %v", err)
	}
	green := 0
	for i := 0; i+3 < len(img.Data); i += 4 { // BGRX
		bl, g, r := int(img.Data[i]), int(img.Data[i+1]), int(img.Data[i+2])
		if g > r && g > bl && g > 80 {
			green++
		}
	}
	return green > len(img.Data)/4/2
}

// waitBlank waits until the previous window is gone from the probe.
func (s *latencySession) waitBlank(b *testing.B) {
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		if !s.showsMap(b) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}
