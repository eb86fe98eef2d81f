package newgame

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// validateFolder validates a game folder as `sandtable-cli validate DIR`
// does: confined to the folder, every file and the checks across scenarios.
func validateFolder(t *testing.T, root string) []validate.Diagnostic {
	t.Helper()
	files, err := jsonfile.NewRooted(root)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := validate.NewSession(files).Game(root)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// itwLike is the New Game form filled in with the ITW map's printed facts
// (two sheets N and S, flat hexes, odd columns low, S row 01 = N row 34).
func itwLike() Spec {
	return Spec{
		Name: "Into the Woods Again", System: "gbacw",
		Sides:       []Side{{Name: "Confederate", ID: "csa"}, {Name: "Union"}},
		Orientation: "flat", Stagger: "odd", HexMM: 16.2,
		Sheets:      []Sheet{{ID: "N", Columns: [2]int{10, 66}, Rows: [2]int{1, 34}}, {ID: "S", Columns: [2]int{10, 69}, Rows: [2]int{1, 34}}},
		SheetPrefix: true, ColumnDigits: 2, RowDigits: 2, Overlap: 1,
		Scenario: ScenarioSpec{Title: "Bloody April", Start: time.Date(1862, 4, 6, 6, 0, 0, 0, time.UTC),
			End: time.Date(1862, 4, 6, 18, 0, 0, 0, time.UTC), Turn: time.Hour},
	}
}

// TestNewGameLikeITW: the ITW sheets typed into the form give the sheet
// placement of the built-in ITW map, so S1001 and N1034 name one hex; the
// folder validates with no error; the files follow the built-in layout.
func TestNewGameLikeITW(t *testing.T) {
	g, err := Build(itwLike())
	if err != nil {
		t.Fatal(err)
	}
	itw, err := maps.LoadBuiltin("itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range itw.Sheets {
		if g.Map.Sheets[i].Offset != s.Offset {
			t.Errorf("sheet %s offset %+v, the ITW map has %+v", s.ID, g.Map.Sheets[i].Offset, s.Offset)
		}
	}
	geo, err := g.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	a, errA := geo.Numbering.Parse("S1401")
	b, errB := geo.Numbering.Parse("N1434")
	if errA != nil || errB != nil || a != b {
		t.Errorf("S1401 %v %v, N1434 %v %v: not one hex", a, errA, b, errB)
	}
	root := t.TempDir()
	paths, err := g.Write(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"maps/into-the-woods-again.map.json", "rulesets/into-the-woods-again.ruleset.json",
		"scenarios/into-the-woods-again/into-the-woods-again.oob.json", "scenarios/into-the-woods-again/01-bloody-april.scenario.json"}
	for i, p := range paths {
		if rel, _ := filepath.Rel(root, p); filepath.ToSlash(rel) != want[i] {
			t.Errorf("file %d at %s, want %s", i, rel, want[i])
		}
	}
	if ds := validateFolder(t, root); errorsIn(ds) > 0 {
		t.Fatalf("%d errors:\n%s", errorsIn(ds), list(ds))
	}
	sc, _ := os.ReadFile(paths[3])
	for _, s := range []string{`"$schema": "https://sandtable.dev/schema/scenario.schema.json"`, `"id": "into-the-woods-again-01"`,
		`"map": "../../maps/into-the-woods-again.map.json"`, `"oob": "into-the-woods-again.oob.json"`,
		`"id": "apr6-0600"`, `"label": "6 AM"`, `"last": "apr6-1800"`} {
		if !strings.Contains(string(sc), s) {
			t.Errorf("the scenario lacks %s", s)
		}
	}
	if _, err := g.Write(root); err == nil {
		t.Error("a second write over the same game succeeded")
	}
}

// TestNewGameRandomForms: games made from random forms (every system,
// orientation, stagger, one to three sheets, overlaps, digits, daily or
// hourly turns) validate with no error, and wherever sheets overlap the
// shared hexes have one identity under both names.
func TestNewGameRandomForms(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	n := 40
	if testing.Short() {
		n = 8
	}
	systems := []string{"gbacw", "gcacw", "classic", Blank}
	for i := range n {
		s := Spec{
			Name: fmt.Sprintf("Game %d", i), System: systems[rng.IntN(len(systems))],
			Sides:       []Side{{Name: "Red"}, {Name: "Blue"}},
			Orientation: []string{"flat", "pointy"}[rng.IntN(2)], Stagger: []string{"odd", "even"}[rng.IntN(2)],
			HexMM: 10 + rng.Float64()*15, ColumnDigits: 2, RowDigits: 2 + rng.IntN(2),
		}
		sheets := 1 + rng.IntN(3)
		s.SheetPrefix = sheets > 1 || rng.IntN(2) == 0
		for k := range sheets {
			c0, r0 := 1+rng.IntN(10), 1+rng.IntN(3)
			s.Sheets = append(s.Sheets, Sheet{ID: string(rune('A' + k)), Columns: [2]int{c0, c0 + 5 + rng.IntN(30)}, Rows: [2]int{r0, r0 + 5 + rng.IntN(25)}})
		}
		s.Overlap = rng.IntN(3)
		start := time.Date(1863, time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 5+rng.IntN(4), 0, 0, 0, time.UTC)
		if rng.IntN(2) == 0 {
			s.Scenario = ScenarioSpec{Title: "First Day", Start: start, End: start.Add(time.Duration(rng.IntN(15)) * time.Hour), Turn: time.Hour}
		} else {
			s.Scenario = ScenarioSpec{Title: "The Campaign", Start: start, End: start.AddDate(0, 0, rng.IntN(20)), Turn: 24 * time.Hour}
		}
		g, err := Build(s)
		if err != nil {
			t.Fatalf("game %d (%+v): %v", i, s, err)
		}
		root := t.TempDir()
		if _, err := g.Write(root); err != nil {
			t.Fatal(err)
		}
		if ds := validateFolder(t, root); errorsIn(ds) > 0 {
			t.Fatalf("game %d (%+v): %d errors:\n%s", i, s, errorsIn(ds), list(ds))
		}
		checkOverlap(t, g, s)
	}
}

// checkOverlap parses the names of the rows (columns) two sheets share
// and checks each pair names one hex, and that the row after the overlap
// is a different one.
func checkOverlap(t *testing.T, g *Game, s Spec) {
	t.Helper()
	geo, err := g.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	name := func(sh Sheet, c, r int) string {
		p := ""
		if s.SheetPrefix {
			p = sh.ID
		}
		return fmt.Sprintf("%s%0*d%0*d", p, s.ColumnDigits, c, s.RowDigits, r)
	}
	for i := 1; i < len(s.Sheets); i++ {
		prev, next := s.Sheets[i-1], s.Sheets[i]
		for k := range s.Overlap {
			var a, b string
			if s.Orientation == "flat" {
				c := max(prev.Columns[0], next.Columns[0])
				if c > min(prev.Columns[1], next.Columns[1]) {
					return
				}
				a, b = name(prev, c, prev.Rows[1]-s.Overlap+1+k), name(next, c, next.Rows[0]+k)
			} else {
				r := max(prev.Rows[0], next.Rows[0])
				if r > min(prev.Rows[1], next.Rows[1]) {
					return
				}
				a, b = name(prev, prev.Columns[1]-s.Overlap+1+k, r), name(next, next.Columns[0]+k, r)
			}
			oa, errA := geo.Numbering.Parse(a)
			ob, errB := geo.Numbering.Parse(b)
			if errA != nil || errB != nil || oa != ob {
				t.Errorf("%s (%v %v) and %s (%v %v) should be one hex", a, oa, errA, b, ob, errB)
			}
		}
	}
}

func errorsIn(ds []validate.Diagnostic) int {
	n, _ := validate.Count(ds)
	return n
}

func list(ds []validate.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "%s:%d %s %s %s\n", d.File, d.Line, d.Severity, d.Code, d.Message)
	}
	return b.String()
}

// TestSpecErrors: a bad form is refused with every problem named.
func TestSpecErrors(t *testing.T) {
	s := itwLike()
	s.Name, s.SheetPrefix, s.Overlap, s.HexMM, s.System = "", false, 40, 0, "ase"
	_, err := Build(s)
	if err == nil {
		t.Fatal("a bad form built a game")
	}
	for _, want := range []string{"name", "sheet prefix", "overlap of 40", "hex size", "game system"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
}

// TestFormReadsLikeTheSpec: the ITW facts typed as text read back as the
// spec filled in by hand, and a form with bad fields names each.
func TestFormReadsLikeTheSpec(t *testing.T) {
	f := Form{Name: "Into the Woods Again", System: "gbacw", Sides: "Confederate:csa, Union", Orientation: "flat", Stagger: "odd",
		HexMM: "16.2", Sheets: "N 10-66 1-34\nS 10-69 1-34", ColumnDigits: "2", RowDigits: "2", Overlap: "1",
		Scenario: "Bloody April", Start: "1862-04-06 06:00", End: "1862-04-06 18:00", TurnLength: "1h"}
	s, err := f.Spec()
	if err != nil {
		t.Fatal(err)
	}
	g1, err1 := Build(s)
	g2, err2 := Build(itwLike())
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	for i := range g1.Map.Sheets {
		if g1.Map.Sheets[i] != g2.Map.Sheets[i] {
			t.Errorf("sheet %d: %+v, by hand %+v", i, g1.Map.Sheets[i], g2.Map.Sheets[i])
		}
	}
	if len(g1.Scenario.Turns) != 13 || g1.Scenario.Sides[0] != "csa" || g1.OOB.Sides[1].ID != "union" {
		t.Errorf("%d turns, sides %v, OOB sides %v", len(g1.Scenario.Turns), g1.Scenario.Sides, g1.OOB.Sides)
	}
	bad := DefaultForm()
	bad.HexMM, bad.Sheets, bad.TurnLength, bad.Start = "big", "A 1-x 1-20", "soon", "July"
	_, err = bad.Spec()
	for _, want := range []string{"hex size", "sheet line 1", "turn length", "first turn"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
	d, err := ParseTurnLength("2d")
	if err != nil || d != 48*time.Hour {
		t.Errorf("2d = %v %v", d, err)
	}
}

// TestAddScenarioAndOOB: a second scenario written beside the first of a
// new game is numbered 02 and the folder still validates; a second OOB of
// the game validates on its own.
func TestAddScenarioAndOOB(t *testing.T) {
	g, err := Build(itwLike())
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	paths, err := g.Write(root)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(paths[3])
	start := time.Date(1862, 4, 7, 6, 0, 0, 0, time.UTC)
	p, err := AddScenario(dir, "into-the-woods-again", ScenarioSpec{Title: "Grant's Counterattack", Start: start, End: start.Add(8 * time.Hour), Turn: 2 * time.Hour, Sides: []string{"union", "csa"}},
		Refs{Map: g.Scenario.Map, OOB: g.Scenario.OOB, Ruleset: g.Scenario.Ruleset})
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(p) != "02-grant-s-counterattack.scenario.json" {
		t.Errorf("written as %s", filepath.Base(p))
	}
	o, err := AddOOB(filepath.Join(dir, "reserve"), "into-the-woods-again", []Side{{ID: "csa", Name: "Confederate"}})
	if err != nil || filepath.Base(o) != "reserve.oob.json" {
		t.Fatalf("%s %v", o, err)
	}
	if ds := validateFolder(t, root); errorsIn(ds) > 0 {
		t.Fatalf("%d errors:\n%s", errorsIn(ds), list(ds))
	}
	data, _ := os.ReadFile(p)
	for _, s := range []string{`"id": "into-the-woods-again-02"`, `"firstPlayer": "union"`, `"last": "apr7-1400"`, `"label": "2 PM"`} {
		if !strings.Contains(string(data), s) {
			t.Errorf("scenario 2 lacks %s", s)
		}
	}
}
