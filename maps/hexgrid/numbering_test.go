package hexgrid

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestITWNumbering(t *testing.T) {
	n := itwNumbering()
	if err := n.Validate(flatOdd); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	for _, pair := range [][2]string{{"S1401", "N1434"}, {"S4601", "N4634"}, {"s1401", "n1434"}} {
		a, b := mustParse(t, n, pair[0]), mustParse(t, n, pair[1])
		if a != b {
			t.Errorf("Parse(%q) = %v but Parse(%q) = %v", pair[0], a, pair[1], b)
		}
	}
	o := mustParse(t, n, "S1401")
	if o != (Offset{14, 34}) {
		t.Errorf("Parse(S1401) = %v, want (14,34)", o)
	}
	if got, err := n.Format(o); err != nil || got != "N1434" {
		t.Errorf("Format(%v) = %q, %v; want N1434", o, got, err)
	}
	if got := n.Names(o); !slices.Equal(got, []string{"N1434", "S1401"}) {
		t.Errorf("Names(%v) = %v", o, got)
	}
	if got := mustParse(t, n, "S2905"); got != (Offset{29, 38}) {
		t.Errorf("Parse(S2905) = %v, want (29,38)", got)
	}
	if got, err := n.Canonical("s4601"); err != nil || got != "N4634" {
		t.Errorf("Canonical(s4601) = %q, %v", got, err)
	}
	if got, err := n.Canonical("s2905"); err != nil || got != "S2905" {
		t.Errorf("Canonical(s2905) = %q, %v", got, err)
	}
	if got, err := n.Format(Offset{9, 1}); !errors.Is(err, ErrNotOnMap) {
		t.Errorf("Format off the map = %q, %v", got, err)
	}
	if got := n.Names(Offset{9, 1}); got != nil {
		t.Errorf("Names off the map = %v", got)
	}
}

// Hardee's continuous line: under odd stagger S15xx (odd column) sits lower,
// so S1420-S1520 are side by side (S14 high: its SE neighbour is in its row)
// and S1520-S1621 too (S15 low: its SE neighbour is one row down). Under
// even stagger S15 is high and its SE neighbour is S1620, not S1621.
func TestContinuousLineStagger(t *testing.T) {
	n := itwNumbering()
	p := func(id string) Offset { return mustParse(t, n, id) }
	tests := []struct {
		g    Grid
		a, b string
		want bool
	}{
		{flatOdd, "S1420", "S1520", true},
		{flatOdd, "S1520", "S1621", true},
		{flatOdd, "S1621", "S1721", true},
		{flatOdd, "S1520", "S1620", true},  // S15 low: NE neighbour in its row
		{flatOdd, "S1520", "S1619", false}, // ... so not one row up
		{flatEven, "S1520", "S1621", false},
		{flatEven, "S1520", "S1620", true}, // S15 high: SE neighbour in its row
		{flatEven, "S1520", "S1619", true}, // ... and NE one row up
		{flatEven, "S1420", "S1521", true},
	}
	for _, tt := range tests {
		if got := tt.g.Adjacent(p(tt.a), p(tt.b)); got != tt.want {
			t.Errorf("%v: Adjacent(%s, %s) = %v, want %v", tt.g, tt.a, tt.b, got, tt.want)
		}
	}
	if got := flatOdd.Neighbor(p("S1520"), DirSE); got != p("S1621") {
		t.Errorf("SE of S1520 = %v, want S1621", got)
	}
	if got := flatOdd.Neighbor(p("S1420"), DirSE); got != p("S1520") {
		t.Errorf("SE of S1420 = %v, want S1520", got)
	}
}

func TestParseErrors(t *testing.T) {
	itw, plain := itwNumbering(), plainNumbering()
	tests := []struct {
		n    Numbering
		id   string
		want error
	}{
		{itw, "S7001", ErrOutOfRange},
		{itw, "N6701", ErrOutOfRange},
		{itw, "S0901", ErrOutOfRange},
		{itw, "S1400", ErrOutOfRange},
		{itw, "S1435", ErrOutOfRange},
		{itw, "X1234", ErrUnknownSheet},
		{itw, "SN1401", ErrUnknownSheet},
		{itw, "S29", ErrMalformed},
		{itw, "", ErrMalformed},
		{itw, "S", ErrMalformed},
		{itw, "1434", ErrMalformed},
		{itw, "S14010", ErrMalformed},
		{itw, "S 1401", ErrMalformed},
		{itw, "S14-1", ErrMalformed},
		{itw, "S+401", ErrMalformed},
		{itw, "S1401 ", ErrMalformed},
		{itw, "S１４０１", ErrMalformed},
		{itw, "ÉS1401", ErrMalformed},
		{plain, "A1715", ErrUnknownSheet},
		{plain, "171", ErrMalformed},
		{plain, "0000", ErrOutOfRange},
		{plain, "4101", ErrOutOfRange},
		{Numbering{Sheets: plain.Sheets, ColumnDigits: 4}, "17150", ErrInvalidNumbering},
	}
	for _, tt := range tests {
		_, err := tt.n.Parse(tt.id)
		if !errors.Is(err, tt.want) {
			t.Errorf("Parse(%q) error = %v, want %v", tt.id, err, tt.want)
			continue
		}
		if prefix := fmt.Sprintf("hex %q: ", tt.id); !strings.HasPrefix(err.Error(), prefix) {
			t.Errorf("Parse(%q) error %q does not start with %q", tt.id, err, prefix)
		}
		if _, err := tt.n.Canonical(tt.id); !errors.Is(err, tt.want) {
			t.Errorf("Canonical(%q) error = %v, want %v", tt.id, err, tt.want)
		}
	}
}

func TestPlainNumbering(t *testing.T) {
	n := plainNumbering()
	if err := n.Validate(flatOdd); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	for _, tt := range []struct {
		id   string
		want Offset
	}{{"1715", Offset{17, 15}}, {"1508", Offset{15, 8}}, {"0101", Offset{1, 1}}, {"4030", Offset{40, 30}}} {
		o := mustParse(t, n, tt.id)
		if o != tt.want {
			t.Errorf("Parse(%q) = %v, want %v", tt.id, o, tt.want)
		}
		if got, err := n.Format(o); err != nil || got != tt.id {
			t.Errorf("Format(%v) = %q, %v; want %q", o, got, err, tt.id)
		}
	}
	sheet, col, row, err := n.ParsePrinted("1715")
	if err != nil || sheet.ID != "map" || col != 17 || row != 15 {
		t.Errorf("ParsePrinted(1715) = %v, %d, %d, %v", sheet, col, row, err)
	}
}

func TestDigits(t *testing.T) {
	n := Numbering{
		Sheets:       []Sheet{{ID: "A", Prefix: "A", ColMin: 1, ColMax: 120, RowMin: 1, RowMax: 9, OffsetCol: -2, OffsetRow: -1}},
		ColumnDigits: 3,
		RowDigits:    1,
	}
	if err := n.Validate(flatOdd); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	o := mustParse(t, n, "a0057")
	if o != (Offset{3, 6}) {
		t.Errorf("Parse(a0057) = %v, want (3,6)", o)
	}
	if got, err := n.Format(o); err != nil || got != "A0057" {
		t.Errorf("Format = %q, %v", got, err)
	}
	if got, err := n.Format(Offset{118, 8}); err != nil || got != "A1209" {
		t.Errorf("Format = %q, %v", got, err)
	}
	if _, err := n.Parse("A00507"); !errors.Is(err, ErrMalformed) {
		t.Errorf("Parse with too many digits: %v", err)
	}
}

func TestValidate(t *testing.T) {
	itw := itwNumbering().Sheets
	unprefixed := func(ss []Sheet) []Sheet {
		ss = slices.Clone(ss)
		for i := range ss {
			ss[i].Prefix = ""
		}
		return ss
	}
	sheet := func(mod func(*Sheet)) []Sheet {
		s := slices.Clone(itw)
		mod(&s[1])
		return s
	}
	tests := []struct {
		name string
		g    Grid
		n    Numbering
		want string // substring of the error; "" for valid
	}{
		{"itw flat odd", flatOdd, Numbering{Sheets: itw}, ""},
		{"itw flat even", flatEven, Numbering{Sheets: itw}, ""},
		{"row offset 33 along a pointy stagger axis", pointyOdd, Numbering{Sheets: itw}, "row offset 33 is odd"},
		{"odd column offset on flat", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.OffsetCol = 57 })}, "column offset 57 is odd"},
		{"even column offset on flat", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.OffsetCol = 56 })}, ""},
		{"no sheets", flatOdd, Numbering{}, "no sheets"},
		{"digits 4", flatOdd, Numbering{Sheets: itw, RowDigits: 4}, "digits"},
		{"digits negative", flatOdd, Numbering{Sheets: itw, ColumnDigits: -1}, "digits"},
		{"reversed columns", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.ColMin = 70 })}, "reversed"},
		{"negative rows", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.RowMin = -1 })}, "negative"},
		{"column 100 in two digits", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.ColMax = 100 })}, "does not fit in 2 digits"},
		{"column 100 in three digits", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.ColMax = 100 }), ColumnDigits: 3}, ""},
		{"duplicate prefix ignoring case", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.Prefix = "n" })}, "repeated"},
		{"duplicate id", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.ID = "N" })}, "sheet id \"N\" repeated"},
		{"prefix with digit", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.Prefix = "S1" })}, "ASCII letters"},
		{"one sheet of two without prefix", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.Prefix = "" })}, ""},
		// ITW's N and S both unprefixed: "1401" would be N1401 and S1401.
		{"two unprefixed sheets whose names collide", flatOdd, Numbering{Sheets: unprefixed(itw)}, "give the same names"},
		{"two unprefixed sheets apart", flatOdd, Numbering{Sheets: unprefixed(sheet(func(s *Sheet) { s.RowMin, s.RowMax = 40, 70 }))}, ""},
		{"letters on both parts, no separator", flatOdd, Numbering{Sheets: itw, ColumnLetters: true, RowLetters: true}, "need a separator"},
		{"prefix running into the column letters", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.Prefix = "NN" }), ColumnLetters: true, ColumnDigits: 2}, "may not begin another"},
		{"column 26 in one letter", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.ColMin, s.ColMax = 0, 26 }), ColumnLetters: true, ColumnDigits: 1}, "does not fit in 1 letters"},
		{"huge offset", flatOdd, Numbering{Sheets: sheet(func(s *Sheet) { s.OffsetRow = 1 << 40 })}, "beyond"},
		{"invalid grid", Grid{Orientation: 3}, Numbering{Sheets: itw}, "orientation"},
		{"plain", flatOdd, plainNumbering(), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.n.Validate(tt.g)
			if tt.want == "" {
				if err != nil {
					t.Errorf("Validate = %v, want nil", err)
				}
				return
			}
			if !errors.Is(err, ErrInvalidNumbering) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Validate = %v, want ErrInvalidNumbering mentioning %q", err, tt.want)
			}
		})
	}
}

func TestAll(t *testing.T) {
	n := itwNumbering()
	all := n.All()
	// N: 57 columns x 34 rows; S: 60 x 34; they share N row 34 = S row 01
	// over columns 10-66 (57 hexes).
	if want := 57*34 + 60*34 - 57; len(all) != want {
		t.Errorf("All has %d hexes, want %d", len(all), want)
	}
	if !slices.IsSortedFunc(all, compareOffsets) {
		t.Error("All not sorted")
	}
	if len(slices.Compact(slices.Clone(all))) != len(all) {
		t.Error("All repeats hexes")
	}
	overlap := 0
	for _, o := range all {
		if !n.Contains(o) {
			t.Fatalf("All holds %v but Contains says no", o)
		}
		names := n.Names(o)
		if len(names) == 2 {
			overlap++
		}
		for _, name := range names {
			if got := mustParse(t, n, name); got != o {
				t.Fatalf("name %q of %v parses to %v", name, o, got)
			}
		}
	}
	if overlap != 57 {
		t.Errorf("%d hexes have two names, want 57", overlap)
	}
	if got := (Numbering{Sheets: []Sheet{{ColMin: 5, ColMax: 1}}}).All(); got != nil {
		t.Errorf("All of an invalid numbering = %d hexes", len(got))
	}
}

func TestOnEdge(t *testing.T) {
	n := itwNumbering()
	tests := []struct {
		id   string
		want bool
	}{
		{"N1001", true},  // corner
		{"N3001", true},  // top row
		{"N6620", true},  // N's last column
		{"S6920", true},  // S's last column
		{"S6701", true},  // S row 01 east of N's columns: nothing to its north
		{"S6602", false}, // interior
		{"N1434", false}, // the overlap row is inside the map
		{"S1401", false},
		{"S1420", false},
		{"S3034", true}, // bottom row
		{"S1020", true}, // first column
		{"S1120", false},
	}
	for _, tt := range tests {
		if got := n.OnEdge(flatOdd, mustParse(t, n, tt.id)); got != tt.want {
			t.Errorf("OnEdge(%s) = %v, want %v", tt.id, got, tt.want)
		}
	}
	if n.OnEdge(flatOdd, Offset{0, 0}) {
		t.Error("OnEdge off the map = true")
	}
}

func TestSheetByID(t *testing.T) {
	n := itwNumbering()
	if s, ok := n.SheetByID("S"); !ok || s.OffsetRow != 33 {
		t.Errorf("SheetByID(S) = %v, %v", s, ok)
	}
	if _, ok := n.SheetByID("s"); ok {
		t.Error("SheetByID is case-sensitive but found s")
	}
}

func TestParseSideFormatSide(t *testing.T) {
	n, g := itwNumbering(), flatOdd
	p := func(id string) Offset { return mustParse(t, n, id) }
	tests := []struct {
		id        string
		want      Hexside
		canonical string
	}{
		{"S2410/N", Hexside{p("S2410"), DirN}, "S2410/N"},
		{"s2410/s", Hexside{p("S2411"), DirN}, "S2411/N"},
		// S14 is high under odd stagger: its NW neighbour is S1319.
		{"S1420/NW", Hexside{p("S1319"), DirSE}, "S1319/SE"},
		{"S1401/ne", Hexside{p("N1434"), DirNE}, "N1434/NE"},
		// The canonical hex of a bottom-edge S side is off the map: named
		// from the map side.
		{"S3034/S", Hexside{Offset{30, 68}, DirN}, "S3034/S"},
	}
	for _, tt := range tests {
		got, err := n.ParseSide(g, tt.id)
		if err != nil || got != tt.want {
			t.Errorf("ParseSide(%q) = %v, %v; want %v", tt.id, got, err, tt.want)
			continue
		}
		if name, err := n.FormatSide(g, got); err != nil || name != tt.canonical {
			t.Errorf("FormatSide(%v) = %q, %v; want %q", got, name, err, tt.canonical)
		}
	}
	for _, tt := range []struct {
		id   string
		want error
	}{{"S2410", ErrMalformed}, {"S2410/", ErrUnknownName}, {"S2410/E", ErrUnknownName}, {"S7010/N", ErrOutOfRange}, {"/N", ErrMalformed}} {
		if _, err := n.ParseSide(g, tt.id); !errors.Is(err, tt.want) {
			t.Errorf("ParseSide(%q) error = %v, want %v", tt.id, err, tt.want)
		}
	}
	if _, err := n.FormatSide(g, Hexside{Offset{0, 0}, DirN}); !errors.Is(err, ErrNotOnMap) {
		t.Errorf("FormatSide off the map: %v", err)
	}
	if _, err := n.FormatSide(g, Hexside{p("S2410"), DirE}); !errors.Is(err, ErrUnknownName) {
		t.Errorf("FormatSide with E on flat: %v", err)
	}
}
