package printgen

import (
	"context"
	"fmt"
	"image"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestTraceRepeats: the same seed printed and scanned twice gives the same
// scan, byte for byte, and two traces of it give the same proposal, field
// by field (unexported ones too), and the same levels from three seeded
// hexes with and without the lines' widths: once on one worker and once on
// four, so that work split across goroutines and combined in any order
// must not change an answer. Each print is drawn from a new Map of the
// seed: printgen once printed its streams in Go's map order, and two
// prints of seed 21 (12 x 8 hexes, 150 dpi) differed where strokes met;
// a trace of either then differed in hundreds of values, and the levels
// solved from them moved (seed 21, 16 x 12: 136 against 47 of 192 right).
// Seed 21, 12 x 8 hexes (two chunks of work), printed four times and
// traced twice at 150 dpi moderate (with -short printed at 50 dpi and
// traced at 75, about 2.5 CPU-s).
func TestTraceRepeats(t *testing.T) {
	t.Parallel()
	lv, err := LevelNamed("moderate")
	if err != nil {
		t.Fatal(err)
	}
	const seed = 21
	dpi, printDPI := 150.0, 150.0
	if testing.Short() {
		dpi, printDPI = 75, 50
	}
	scan := func() (*Map, Scan) {
		pm, err := New(seed, 12, 8)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := printScan(t, pm, dpi, lv, seed*100+1)
		return pm, s
	}
	// Two prints in Go's map order agree now and then; four seldom do.
	var first []byte
	for k := range 4 {
		pm, err := New(seed, 12, 8)
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := pm.Print(printDPI / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		if k == 0 {
			first = img.Pix
		} else if n := bytesDiffer(first, img.Pix); n > 0 {
			t.Errorf("seed %d printed %d times: %d bytes of print %d differ from the first", seed, k+1, n, k+1)
		}
	}
	type run struct {
		p            *trace.Proposal
		plain, index trace.Elevation
	}
	var runs []run
	var scans []Scan
	for _, workers := range []int{1, 4} {
		pm, s := scan()
		scans = append(scans, s)
		opt := trace.DefaultOptions()
		opt.Workers = workers
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, opt), nil)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := SeededLevels(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		index, err := seededIndexed(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, run{p, plain, index})
	}
	s0, s1 := scans[0], scans[1]
	if n := bytesDiffer(scanBytes(s0), scanBytes(s1)); n > 0 || s0.Affine != s1.Affine {
		t.Errorf("seed %d printed and scanned twice: %d bytes differ, calibration %v vs %v", seed, n, s0.Affine, s1.Affine)
	}
	a, b := runs[0], runs[1]
	for _, c := range []struct {
		name string
		a, b any
	}{{"proposal", a.p, b.p}, {"levels", a.plain, b.plain}, {"levels with widths", a.index, b.index}} {
		for _, d := range differences(c.name, c.a, c.b, 10) {
			t.Errorf("traced on 1 and on 4 workers: %s", d)
		}
	}
}

// differences lists up to most paths where a and b differ, every field
// compared, unexported ones too, floats bit for bit (a NaN equals a NaN of
// the same bits; reflect.DeepEqual would call two NaNs different).
func differences(path string, a, b any, most int) []string {
	var out []string
	deepDiff(path, reflect.ValueOf(a), reflect.ValueOf(b), &out, most)
	return out
}

func deepDiff(path string, a, b reflect.Value, out *[]string, most int) {
	if len(*out) >= most {
		return
	}
	add := func(f string, args ...any) { *out = append(*out, path+": "+fmt.Sprintf(f, args...)) }
	if a.IsValid() != b.IsValid() || a.IsValid() && a.Type() != b.Type() {
		add("%v vs %v", a, b)
		return
	}
	if !a.IsValid() {
		return
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				add("nil vs not")
			}
			return
		}
		deepDiff(path, a.Elem(), b.Elem(), out, most)
	case reflect.Struct:
		for i := range a.NumField() {
			deepDiff(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i), out, most)
		}
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			add("length %d vs %d", a.Len(), b.Len())
			return
		}
		for i := range a.Len() {
			deepDiff(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i), out, most)
		}
	case reflect.Map:
		if a.Len() != b.Len() {
			add("%d vs %d keys", a.Len(), b.Len())
		}
		keys := a.MapKeys()
		slices.SortFunc(keys, func(x, y reflect.Value) int { return strings.Compare(fmt.Sprint(x), fmt.Sprint(y)) })
		for _, k := range keys {
			v := b.MapIndex(k)
			if !v.IsValid() {
				add("key %v missing", k)
				continue
			}
			deepDiff(fmt.Sprintf("%s[%v]", path, k), a.MapIndex(k), v, out, most)
		}
	case reflect.Float32, reflect.Float64:
		if x, y := a.Float(), b.Float(); math.Float64bits(x) != math.Float64bits(y) {
			add("%v vs %v", x, y)
		}
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			add("%v vs %v", a.Bool(), b.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			add("%v vs %v", a.Int(), b.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			add("%v vs %v", a.Uint(), b.Uint())
		}
	case reflect.String:
		if a.String() != b.String() {
			add("%q vs %q", a.String(), b.String())
		}
	default:
		add("cannot compare a %v", a.Kind())
	}
}

// scanBytes returns the pixels of scan s (a decoded JPEG's planes, else
// the RGBA bytes).
func scanBytes(s Scan) []byte {
	switch im := s.Image.(type) {
	case *image.YCbCr:
		return slices.Concat(im.Y, im.Cb, im.Cr)
	case *image.RGBA:
		return im.Pix
	}
	b := s.Image.Bounds()
	var out []byte
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := s.Image.At(x, y).RGBA()
			out = append(out, byte(r>>8), byte(g>>8), byte(bl>>8))
		}
	}
	return out
}
