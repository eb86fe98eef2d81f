package newgame

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Form is the New Game form as typed: every field a string, as the
// editor's entries hold them, so that reading it is tested without a
// window.
type Form struct {
	Name, System string
	// Sides: names separated by commas ("Confederate, Union"); a name may
	// carry its id after a colon ("Confederate:csa").
	Sides                string
	Orientation, Stagger string
	HexMM                string
	// Sheets: one sheet a line, "ID FIRSTCOL-LASTCOL FIRSTROW-LASTROW"
	// ("N 10-66 1-34").
	Sheets                  string
	SheetPrefix             bool
	ColumnDigits, RowDigits string
	Overlap                 string
	Scenario                string // the first scenario's title
	Start, End              string // "1862-04-06 06:00" or "1864-11-24"
	TurnLength              string // "1h", "20m", "1d"
}

// DefaultForm is the form as New Game first shows it: one sheet of 30 by
// 20 flat hexes numbered CCRR, two sides, hourly turns over a day.
func DefaultForm() Form {
	return Form{
		Name: "", System: Blank, Sides: "Red, Blue", Orientation: "flat", Stagger: "odd", HexMM: "16",
		Sheets: "A 1-30 1-20", ColumnDigits: "2", RowDigits: "2", Overlap: "0",
		Scenario: "First Battle", Start: "1863-07-01 06:00", End: "1863-07-01 18:00", TurnLength: "1h",
	}
}

// Spec reads the form. Errors: every field that does not read, joined.
func (f Form) Spec() (Spec, error) {
	var errs []error
	s := Spec{Name: strings.TrimSpace(f.Name), System: f.System, Orientation: f.Orientation, Stagger: f.Stagger, SheetPrefix: f.SheetPrefix}
	var err error
	if s.Sides, err = ParseSides(f.Sides); err != nil {
		errs = append(errs, err)
	}
	num := func(what, v string, dst *int) {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %q: want a whole number", what, v))
		}
		*dst = n
	}
	if s.HexMM, err = strconv.ParseFloat(strings.TrimSpace(f.HexMM), 64); err != nil {
		errs = append(errs, fmt.Errorf("hex size %q: want millimetres", f.HexMM))
	}
	num("column digits", f.ColumnDigits, &s.ColumnDigits)
	num("row digits", f.RowDigits, &s.RowDigits)
	num("overlap", f.Overlap, &s.Overlap)
	if s.Sheets, err = ParseSheets(f.Sheets); err != nil {
		errs = append(errs, err)
	}
	if len(s.Sheets) > 1 {
		s.SheetPrefix = true
	}
	s.Scenario, err = ScenarioForm{Title: f.Scenario, Start: f.Start, End: f.End, TurnLength: f.TurnLength}.Spec()
	if err != nil {
		errs = append(errs, err)
	}
	return s, errors.Join(errs...)
}

// ScenarioForm is the New Scenario form as typed.
type ScenarioForm struct {
	Title, Start, End, TurnLength string
	Sides                         string // side ids in order of play, commas between; empty: the game's
}

// Spec reads the form. Errors: every field that does not read, joined.
func (f ScenarioForm) Spec() (ScenarioSpec, error) {
	var errs []error
	s := ScenarioSpec{Title: strings.TrimSpace(f.Title)}
	var err error
	if s.Start, err = ParseTime(f.Start); err != nil {
		errs = append(errs, fmt.Errorf("first turn: %w", err))
	}
	if s.End, err = ParseTime(f.End); err != nil {
		errs = append(errs, fmt.Errorf("last turn: %w", err))
	}
	if s.Turn, err = ParseTurnLength(f.TurnLength); err != nil {
		errs = append(errs, err)
	}
	for _, id := range strings.Split(f.Sides, ",") {
		if id = strings.TrimSpace(id); id != "" {
			s.Sides = append(s.Sides, id)
		}
	}
	return s, errors.Join(errs...)
}

// ParseSides reads "Confederate:csa, Union" into sides (the id after a
// colon, else the slug of the name). Errors: no side.
func ParseSides(text string) ([]Side, error) {
	var out []Side
	for _, part := range strings.Split(text, ",") {
		name, id, _ := strings.Cut(strings.TrimSpace(part), ":")
		name, id = strings.TrimSpace(name), strings.TrimSpace(id)
		if name == "" {
			continue
		}
		if id == "" {
			id = slug(name)
		}
		out = append(out, Side{ID: id, Name: name})
	}
	if len(out) == 0 {
		return nil, errors.New("sides: give at least one name")
	}
	return out, nil
}

// ParseSheets reads one sheet a line, "ID FIRSTCOL-LASTCOL
// FIRSTROW-LASTROW", optionally followed by a name ("N 10-66 1-34 North
// map"). Errors: a line that does not read, naming it.
func ParseSheets(text string) ([]Sheet, error) {
	var out []Sheet
	var errs []error
	for i, line := range strings.Split(text, "\n") {
		fs := strings.Fields(line)
		if len(fs) == 0 {
			continue
		}
		if len(fs) < 3 {
			errs = append(errs, fmt.Errorf("sheet line %d %q: want ID FIRSTCOL-LASTCOL FIRSTROW-LASTROW", i+1, line))
			continue
		}
		sh := Sheet{ID: fs[0], Name: strings.Join(fs[3:], " ")}
		var err1, err2 error
		sh.Columns, err1 = parseRange(fs[1])
		sh.Rows, err2 = parseRange(fs[2])
		if err1 != nil || err2 != nil {
			errs = append(errs, fmt.Errorf("sheet line %d %q: ranges are FIRST-LAST, such as 10-66", i+1, line))
			continue
		}
		out = append(out, sh)
	}
	if len(out) == 0 && len(errs) == 0 {
		errs = append(errs, errors.New("sheets: give at least one line such as \"A 1-30 1-20\""))
	}
	return out, errors.Join(errs...)
}

// parseRange reads "10-66".
func parseRange(s string) ([2]int, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return [2]int{}, fmt.Errorf("range %q", s)
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		return [2]int{}, fmt.Errorf("range %q", s)
	}
	return [2]int{lo, hi}, nil
}

// ParseTime reads "2006-01-02 15:04" or "2006-01-02".
func ParseTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{"2006-01-02 15:04", "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%q: want a date, with the time of day for turns under a day (1862-04-06 06:00)", s)
}

// ParseTurnLength reads a turn length: a Go duration ("1h", "20m",
// "1h30m") or a number of days ("1d", "2d").
func ParseTurnLength(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if d, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(d)
		if err == nil && n > 0 {
			return time.Duration(n) * 24 * time.Hour, nil
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("turn length %q: want 1h, 20m or 1d", s)
	}
	return d, nil
}
