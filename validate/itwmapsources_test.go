package validate

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// awaitingNote is how a map area says the source text gives none of its
// hexes (issue #12.1).
const awaitingNote = "awaits the printed map"

// awaitingLine opens the victory note in which a scenario names the areas
// whose objectives wait for the printed map.
const awaitingLine = "Awaiting the printed map:"

// TestObjectiveAreasHaveHexes: every map area a built-in scenario's victory
// objective names either has hexes, or is marked as awaiting the printed map
// (complete false, a note saying so) and then the objective carries its own
// stand-in hexes or the scenario's victory notes name the area as awaiting
// the printed map. An objective over an area with no hexes and no word of
// why can never score (issue #12.1).
func TestObjectiveAreasHaveHexes(t *testing.T) {
	checked, waiting := 0, 0
	for _, p := range BuiltinPaths() {
		if !strings.HasSuffix(p, ".scenario.json") {
			continue
		}
		sc, err := scenarios.DecodeScenario(builtinBytes(t, p))
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if sc.Victory == nil {
			continue
		}
		m, err := maps.Decode(builtinBytes(t, path.Clean(path.Join(path.Dir(p), sc.Map))))
		if err != nil {
			t.Fatalf("%s: map %s: %v", p, sc.Map, err)
		}
		notes := strings.Join(sc.Victory.Notes, "\n")
		for _, o := range sc.Victory.Objectives {
			if o.Area == "" {
				continue
			}
			checked++
			a := m.Area(o.Area)
			if a == nil {
				t.Errorf("%s %s: area %s is not on the map", p, o.ID, o.Area)
				continue
			}
			if len(a.Hexes)+len(a.BoundaryHexes) > 0 {
				continue
			}
			waiting++
			if a.Complete == nil || *a.Complete || !strings.Contains(a.Note, awaitingNote) {
				t.Errorf("%s %s: area %s has no hexes and is not marked complete false with a note that it %s", p, o.ID, o.Area, awaitingNote)
			}
			said := false
			for _, n := range sc.Victory.Notes {
				if strings.HasPrefix(n, awaitingLine) && strings.Contains(n, "("+o.Area+")") {
					said = true
				}
			}
			if len(o.Hexes) == 0 && !said {
				t.Errorf("%s %s: area %s has no hexes; list stand-in hexes on the objective or name the area in a victory note starting %q (notes: %s)", p, o.ID, o.Area, awaitingLine, notes)
			}
		}
	}
	t.Logf("%d area objectives, %d on areas awaiting the printed map", checked, waiting)
	if checked < 100 {
		t.Errorf("only %d area objectives found", checked)
	}
}

var (
	lineCiteRE = regexp.MustCompile(`L(\d+)(?:-(\d+))?`)
	hexRangeRE = regexp.MustCompile(`\b([NS])(\d{2})(\d{2})\s*(?:-|to)\s*[NS]?(\d{2})(\d{2})\b`)
	hexPairRE  = regexp.MustCompile(`\b([NS])\d{4}/(\d{4})\b`)
)

// cite is one cited line range of a seed edition.
type cite struct {
	ed   string
	a, b int
}

// cites reads a map source ("ITW BB EN L1513-1514, L5014-5015; set-up
// L1609; ITW IT L4494"): a part naming "ITW IT" cites the Italian edition,
// every other part the English one.
func cites(src string) []cite {
	var out []cite
	for _, part := range strings.Split(src, ";") {
		ed := "EN"
		if strings.Contains(part, "ITW IT") {
			ed = "IT"
		}
		for _, m := range lineCiteRE.FindAllStringSubmatch(part, -1) {
			a, _ := strconv.Atoi(m[1])
			b := a
			if m[2] != "" {
				b, _ = strconv.Atoi(m[2])
			}
			out = append(out, cite{ed, a, b})
		}
	}
	return out
}

// aliases are the names of a hex: itself and, on the row the two ITW
// sheets share, its name on the other sheet (N1434 = S1401).
func aliases(id string) []string {
	out := []string{id}
	switch {
	case strings.HasPrefix(id, "N") && strings.HasSuffix(id, "34"):
		out = append(out, "S"+id[1:3]+"01")
	case strings.HasPrefix(id, "S") && strings.HasSuffix(id, "01"):
		out = append(out, "N"+id[1:3]+"34")
	}
	return out
}

// mentions reports whether the text names the hex, alone, as the second of
// a pair written without its sheet letter ("N6420/6423"), or inside a
// same-row range ("N6401-6601", "N6401 to N6601").
func mentions(text, id string) bool {
	for _, a := range aliases(id) {
		if strings.Contains(text, a) {
			return true
		}
		for _, m := range hexPairRE.FindAllStringSubmatch(text, -1) {
			if m[1]+m[2] == a {
				return true
			}
		}
		col, _ := strconv.Atoi(a[1:3])
		for _, m := range hexRangeRE.FindAllStringSubmatch(text, -1) {
			c0, _ := strconv.Atoi(m[2])
			c1, _ := strconv.Atoi(m[4])
			if m[1] == a[:1] && m[3] == a[3:] && m[5] == a[3:] && min(c0, c1) <= col && col <= max(c0, c1) {
				return true
			}
		}
	}
	return false
}

// TestITWMapSourcesCiteTheSeeds: every line a source of the ITW map cites
// exists in its edition of the battle book, and for a hex, a place, a
// hexside or a path the cited lines (with the line before each, where a
// sentence may begin) name the hex, one of the hexside's two hexes, or
// every hex of the path.
func TestITWMapSourcesCiteTheSeeds(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "seeds")
	texts := map[string][]string{}
	for ed, name := range map[string]string{"EN": "itw-shiloh-battle-book.en.txt", "IT": "itw-shiloh-battle-book.it.txt"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Skipf("seed %s not readable (%v): the battle book lives beside the repository in ../shared/seeds", name, err)
		}
		texts[ed] = strings.Split(string(data), "\n")
	}
	m, err := maps.Decode(builtinBytes(t, mapPath))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	// window returns the text of the source's cited lines, or "" after
	// reporting a citation past the end of its edition.
	window := func(what, src string) string {
		var b strings.Builder
		cs := cites(src)
		if len(cs) == 0 {
			t.Errorf("%s: source %q cites no line", what, src)
		}
		for _, c := range cs {
			lines := texts[c.ed]
			if c.a < 1 || c.b < c.a || c.b > len(lines) {
				t.Errorf("%s: %s L%d-%d is not a line range of the %s seed (%d lines)", what, c.ed, c.a, c.b, c.ed, len(lines))
				continue
			}
			n++
			b.WriteString(strings.Join(lines[max(0, c.a-2):c.b], "\n"))
			b.WriteString("\n")
		}
		return b.String()
	}
	need := func(what, src string, hexes ...string) {
		w := window(what, src)
		for _, h := range hexes {
			if !mentions(w, h) {
				t.Errorf("%s: none of the lines of %q names %s", what, src, h)
			}
		}
	}
	for id, h := range m.Hexes {
		if h.Source != "" {
			need("hex "+id, h.Source, id)
		}
	}
	for _, p := range m.Places {
		need("place "+p.ID, p.Source, p.Hex)
	}
	for id, s := range m.Hexsides {
		a, b, _ := strings.Cut(id, "/")
		w := window("hexside "+id, s.Source)
		if !mentions(w, a) && !strings.Contains(w, b) {
			t.Errorf("hexside %s: the lines of %q name neither side of it", id, s.Source)
		}
	}
	for _, p := range m.Paths {
		need("path "+p.ID, p.Source, p.Hexes...)
	}
	for _, a := range m.Areas {
		switch {
		case a.Source == "":
		case len(a.Hexes)+len(a.BoundaryHexes) > 0:
			need("area "+a.ID, a.Source, append(a.Hexes, a.BoundaryHexes...)...)
		default: // no hex: the cited lines name the area ("Spain's", "Sunken Lane")
			word := strings.Fields(a.Name)[0]
			word = strings.TrimSuffix(strings.TrimSuffix(word, "'s"), "’s")
			if w := window("area "+a.ID, a.Source); !strings.Contains(strings.ToLower(w), strings.ToLower(word)) {
				t.Errorf("area %s: none of the lines of %q names %s", a.ID, a.Source, word)
			}
		}
	}
	t.Logf("%d line ranges checked", n)
	if n < 150 {
		t.Errorf("only %d line ranges checked", n)
	}
}
