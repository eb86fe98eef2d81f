package hexgrid

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

const (
	// DefaultDigits is the digits per part used when ColumnDigits or RowDigits is 0.
	DefaultDigits = 2
	// MaxDigits is the most digits a part of a hex id may have.
	MaxDigits = 3
	// MaxSheetOffset bounds the magnitude of a sheet's offsets, in hexes.
	MaxSheetOffset = 1 << 20
)

// Numbering is how a map's hexes are named: its sheets, in order of precedence,
// and the number of digits of the column and row parts of a hex id (0 means
// [DefaultDigits]; at most [MaxDigits]).
//
// A hex id is the sheet's Prefix, then the column zero-padded to ColumnDigits,
// then the row zero-padded to RowDigits (the row first when RowFirst is set,
// and Separator between the two): "S2905" is column 29, row 5 of the
// sheet with prefix "S". With plain numbering ("1715") no sheet has a prefix and
// there is exactly one sheet, with Prefix "".
//
// Sheets may overlap: a global hex held by two sheets has two names, and its
// canonical name is the one on the first sheet in Sheets that holds it.
//
// Call [Numbering.Validate] once after building a Numbering; the other methods
// never panic on an invalid one but their answers are then unspecified.
type Numbering struct {
	Sheets                  []Sheet
	ColumnDigits, RowDigits int
	// RowFirst writes the row part before the column part ("0512" is row
	// 05, column 12), as VASSAL does on a sideways grid numbered
	// horizontal-first, whose columns run across the board.
	RowFirst bool
	// Separator is written between the two parts ("12-05"): at most
	// [MaxSeparator] ASCII punctuation characters, never "/"; "" for none.
	Separator string
	// ColumnLetters writes the column part in letters, as a VASSAL
	// numbering with an alphabetic part does: A for 0 ... Z for 25, AA for
	// 26, BB for 27 (the letter repeated); ColumnDigits is then the most
	// letters it may take. RowLetters does the same for the row part.
	ColumnLetters, RowLetters bool
	// ColumnAtLeast makes ColumnDigits the least digits of the column part:
	// a longer number is written in full ("7", "12" with 1; "07", "123"
	// with 2), as VASSAL pads a number to its leading zeros plus one and no
	// further. RowAtLeast does the same for the row part. Two such parts
	// with nothing between them are refused (12 then 3, or 1 then 23?).
	ColumnAtLeast, RowAtLeast bool
}

func (n Numbering) colDigits() int { return digitsOrDefault(n.ColumnDigits) }

func (n Numbering) rowDigits() int { return digitsOrDefault(n.RowDigits) }

func digitsOrDefault(d int) int {
	if d == 0 {
		return DefaultDigits
	}
	return d
}

func digitsOK(d int) bool { return d >= 1 && d <= MaxDigits }

// limit returns 10^d, the first number that does not fit in d digits.
func limit(d int) int {
	v := 1
	for range d {
		v *= 10
	}
	return v
}

// Validate checks the numbering against grid g and returns every problem found,
// joined, each wrapping [ErrInvalidNumbering]: g invalid; digits not 0 (default)
// or 1..3; no sheets; a prefix that is not ASCII letters, or repeated (letter
// case ignored); a repeated sheet ID; an empty prefix on a map with more than one
// sheet; a printed range that is negative, reversed or too wide for its digits;
// an offset beyond ±[MaxSheetOffset]; and a sheet offset along the stagger axis
// (OffsetCol for flat-top, OffsetRow for pointy-top hexes) that is odd, which
// would make printed and global parity disagree. It returns nil if all is well.
func (n Numbering) Validate(g Grid) error {
	errs := []error{g.Validate()}
	errs = append(errs, n.checkDigits(), n.checkSheetNames(), n.checkSeparator())
	for _, s := range n.Sheets {
		errs = append(errs, n.checkSheetRanges(s), checkSheetOffsets(g, s))
	}
	return errors.Join(errs...)
}

func invalid(format string, args ...any) error {
	return fmt.Errorf("numbering: %w: %s", ErrInvalidNumbering, fmt.Sprintf(format, args...))
}

func (n Numbering) checkDigits() error {
	if !digitsOK(n.colDigits()) || !digitsOK(n.rowDigits()) {
		return invalid("column digits %d, row digits %d: want 1 to %d (0 for %d)",
			n.ColumnDigits, n.RowDigits, MaxDigits, DefaultDigits)
	}
	return nil
}

func (n Numbering) checkSheetNames() error {
	if len(n.Sheets) == 0 {
		return invalid("no sheets")
	}
	var errs []error
	ids := map[string]bool{}
	prefixes := map[string]bool{}
	for _, s := range n.Sheets {
		if ids[s.ID] {
			errs = append(errs, invalid("sheet id %q repeated", s.ID))
		}
		ids[s.ID] = true
		if !isLetters(s.Prefix) {
			errs = append(errs, invalid("sheet %q: prefix %q: want ASCII letters only", s.ID, s.Prefix))
		}
		key := strings.ToUpper(s.Prefix)
		if prefixes[key] && key != "" {
			errs = append(errs, invalid("sheet %q: prefix %q repeated (letter case ignored)", s.ID, s.Prefix))
		}
		prefixes[key] = true
	}
	errs = append(errs, n.checkUnprefixed())
	if n.ColumnLetters && n.RowLetters && n.Separator == "" {
		errs = append(errs, invalid("column and row both in letters need a separator between them"))
	}
	if n.colPart().variable() && n.rowPart().variable() && n.Separator == "" {
		errs = append(errs, invalid("column and row both of at least so many digits need a separator between them"))
	}
	errs = append(errs, n.checkPrefixLetters())
	return errors.Join(errs...)
}

// checkPrefixLetters refuses prefixes that run into a first part written
// in letters: with sheets "" and "N", "NN05" would be column NN of the
// first or column N of the second. When one prefix begins another (letter
// case ignored; "" begins every one), the letters after it could be read
// either way.
func (n Numbering) checkPrefixLetters() error {
	if p1, _ := n.parts(); !p1.letters {
		return nil
	}
	for _, a := range n.Sheets {
		for _, b := range n.Sheets {
			if len(a.Prefix) < len(b.Prefix) && strings.EqualFold(b.Prefix[:len(a.Prefix)], a.Prefix) {
				return invalid("sheet prefixes %q and %q run into the %s, written first in letters: one prefix may not begin another",
					a.Prefix, b.Prefix, map[bool]string{false: "column", true: "row"}[n.RowFirst])
			}
		}
	}
	return nil
}

// checkUnprefixed allows several sheets without a prefix (as the boards of
// a VASSAL map often are: their names carry no board) when no name means
// two hexes: any two of them either place their printed numbers alike
// (the same offset, so a name they share is one hex) or have printed
// ranges that do not meet.
func (n Numbering) checkUnprefixed() error {
	var plain []Sheet
	for _, s := range n.Sheets {
		if s.Prefix == "" {
			plain = append(plain, s)
		}
	}
	for i, a := range plain {
		for _, b := range plain[i+1:] {
			same := a.OffsetCol == b.OffsetCol && a.OffsetRow == b.OffsetRow
			apart := a.ColMax < b.ColMin || b.ColMax < a.ColMin || a.RowMax < b.RowMin || b.RowMax < a.RowMin
			if !same && !apart {
				return invalid("sheets %q and %q have no prefix and give the same names to different hexes: give them prefixes", a.ID, b.ID)
			}
		}
	}
	return nil
}

func (n Numbering) checkSheetRanges(s Sheet) error {
	var errs []error
	col, row := n.colPart(), n.rowPart()
	if r := checkRange(s.ColMin, s.ColMax, col); r != "" {
		errs = append(errs, invalid("sheet %q: columns %d-%d: %s", s.ID, s.ColMin, s.ColMax, r))
	}
	if r := checkRange(s.RowMin, s.RowMax, row); r != "" {
		errs = append(errs, invalid("sheet %q: rows %d-%d: %s", s.ID, s.RowMin, s.RowMax, r))
	}
	return errors.Join(errs...)
}

// checkRange returns what is wrong with the printed range lo..hi, or "".
func checkRange(lo, hi int, p part) string {
	switch {
	case lo < 0:
		return "negative"
	case lo > hi:
		return "reversed"
	case digitsOK(p.digits) && hi >= p.limit():
		switch {
		case p.letters:
			return fmt.Sprintf("does not fit in %d letters", p.digits)
		case p.atLeast:
			return fmt.Sprintf("does not fit in %d digits", MaxDigits)
		}
		return fmt.Sprintf("does not fit in %d digits", p.digits)
	}
	return ""
}

func checkSheetOffsets(g Grid, s Sheet) error {
	if abs(s.OffsetCol) > MaxSheetOffset || abs(s.OffsetRow) > MaxSheetOffset {
		return invalid("sheet %q: offset (%d,%d) beyond ±%d", s.ID, s.OffsetCol, s.OffsetRow, MaxSheetOffset)
	}
	axis, off := "column", s.OffsetCol
	if g.pointy() {
		axis, off = "row", s.OffsetRow
	}
	if off&1 != 0 {
		return invalid("sheet %q: %s offset %d is odd: the stagger axis offset of a %s grid must be even so printed and global parity agree",
			s.ID, axis, off, g.Orientation)
	}
	return nil
}

// rangesOK reports whether every sheet's printed ranges are sane for the digits.
func (n Numbering) rangesOK() bool {
	if n.checkDigits() != nil {
		return false
	}
	for _, s := range n.Sheets {
		if n.checkSheetRanges(s) != nil {
			return false
		}
	}
	return true
}

func isLetters(s string) bool {
	for i := range len(s) {
		if !isLetter(s[i]) {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// SheetByID returns the sheet with the given ID; false if there is none.
func (n Numbering) SheetByID(id string) (Sheet, bool) {
	for _, s := range n.Sheets {
		if s.ID == id {
			return s, true
		}
	}
	return Sheet{}, false
}

// ParsePrinted parses a hex id into its sheet and printed column and row
// numbers. The prefix may be in any letter case; the column and row parts must
// be exactly ColumnDigits and RowDigits ASCII digits (or, for a part in
// letters, 1 to that many copies of one letter, in either case), in the
// numbering's order with its separator between them. Of several sheets
// without a prefix, the first that holds the numbers is the hex's. Errors,
// all of the form `hex "ID": ...`, wrap:
//   - [ErrMalformed]: not letters followed by the two parts, or no prefix
//     where the numbering has prefixes;
//   - [ErrUnknownSheet]: the prefix names no sheet;
//   - [ErrOutOfRange]: the column or row is outside the sheet's ranges;
//   - [ErrInvalidNumbering]: the numbering's digits are invalid.
func (n Numbering) ParsePrinted(id string) (sheet Sheet, col, row int, err error) {
	cd, rd := n.colDigits(), n.rowDigits()
	if !digitsOK(cd) || !digitsOK(rd) {
		return Sheet{}, 0, 0, fmt.Errorf("hex %q: %w: digits %d and %d", id, ErrInvalidNumbering, cd, rd)
	}
	if p1, _ := n.parts(); p1.letters {
		return n.parseLettered(id)
	}
	i := 0
	for i < len(id) && isLetter(id[i]) {
		i++
	}
	col, row, ok := n.splitParts(id[i:])
	if !ok {
		return Sheet{}, 0, 0, fmt.Errorf("hex %q: %w: want a sheet prefix, %s",
			id, ErrMalformed, n.partsDescription())
	}
	return n.onSheet(id, id[:i], col, row)
}

// parseLettered parses an id whose first part is in letters, which run on
// from the prefix's: each sheet's prefix that starts the id is tried in
// turn, and the first under which the rest parses and is on the sheet
// wins.
func (n Numbering) parseLettered(id string) (Sheet, int, int, error) {
	var firstErr error
	for _, s := range n.Sheets {
		p := s.Prefix
		if len(p) > len(id) || !strings.EqualFold(id[:len(p)], p) {
			continue
		}
		col, row, ok := n.splitParts(id[len(p):])
		if !ok {
			continue
		}
		sheet, col, row, err := n.onSheet(id, id[:len(p)], col, row)
		if err == nil {
			return sheet, col, row, nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	if firstErr != nil {
		return Sheet{}, 0, 0, firstErr
	}
	return Sheet{}, 0, 0, fmt.Errorf("hex %q: %w: want a sheet prefix, %s", id, ErrMalformed, n.partsDescription())
}

// onSheet returns the first sheet of prefix whose printed ranges hold (col,
// row).
func (n Numbering) onSheet(id, prefix string, col, row int) (Sheet, int, int, error) {
	var first *Sheet
	for i := range n.Sheets {
		s := &n.Sheets[i]
		if !strings.EqualFold(s.Prefix, prefix) {
			continue
		}
		if first == nil {
			first = s
		}
		if s.HoldsPrinted(col, row) {
			return *s, col, row, nil
		}
	}
	switch {
	case first == nil && prefix == "":
		return Sheet{}, 0, 0, fmt.Errorf("hex %q: %w: no sheet prefix", id, ErrMalformed)
	case first == nil:
		return Sheet{}, 0, 0, fmt.Errorf("hex %q: %w %q", id, ErrUnknownSheet, prefix)
	}
	return Sheet{}, 0, 0, fmt.Errorf("hex %q: %w: sheet %q has columns %d-%d and rows %d-%d",
		id, ErrOutOfRange, first.ID, first.ColMin, first.ColMax, first.RowMin, first.RowMax)
}

func allDigits(s string) bool {
	for i := range len(s) {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// atoi converts a short string of ASCII digits.
func atoi(s string) int {
	v := 0
	for i := range len(s) {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// Parse parses a hex id ("S2905", "s2905", "1715") into its global offset.
// Errors are those of [Numbering.ParsePrinted].
func (n Numbering) Parse(id string) (Offset, error) {
	sheet, col, row, err := n.ParsePrinted(id)
	if err != nil {
		return Offset{}, err
	}
	return sheet.Global(col, row), nil
}

// nameOn returns o's name on sheet s; false if s does not hold o or the
// numbers do not fit the digits.
func (n Numbering) nameOn(s Sheet, o Offset) (string, bool) {
	col, row, ok := n.printedOn(s, o)
	if !ok {
		return "", false
	}
	var buf [32]byte // room for nearly every name: no allocation but the string
	return string(n.joinParts(append(buf[:0], s.Prefix...), col, row)), true
}

// printedOn returns o's printed column and row on sheet s; false if s does
// not hold o or the numbers do not fit the digits.
func (n Numbering) printedOn(s Sheet, o Offset) (col, row int, ok bool) {
	col, row = s.Printed(o)
	return col, row, s.HoldsPrinted(col, row) && n.colPart().fits(col) && n.rowPart().fits(row)
}

// appendPadded appends v in decimal, zero-padded to width digits.
func appendPadded(b []byte, v, width int) []byte {
	var digits [20]byte
	s := strconv.AppendInt(digits[:0], int64(v), 10)
	for range width - len(s) {
		b = append(b, '0')
	}
	return append(b, s...)
}

// Format returns the canonical id of global hex o: its name on the first sheet
// in Sheets that holds it, with that sheet's Prefix as written. If no sheet
// holds o it returns an error wrapping [ErrNotOnMap].
func (n Numbering) Format(o Offset) (string, error) { return n.FormatAs(o, "") }

// Names returns every id of global hex o, one per sheet that holds it, in sheet
// order (so the canonical id comes first). It returns nil if no sheet holds o.
func (n Numbering) Names(o Offset) []string {
	var out []string
	for _, s := range n.Sheets {
		if name, ok := n.nameOn(s, o); ok {
			out = append(out, name)
		}
	}
	return out
}

// Contains reports whether some sheet holds global hex o.
func (n Numbering) Contains(o Offset) bool {
	for _, s := range n.Sheets {
		if _, _, ok := n.printedOn(s, o); ok {
			return true
		}
	}
	return false
}

// Canonical returns the canonical id of the hex named id ("s1401" ->
// "N1434" on a map whose sheet N comes first). Errors are those of
// [Numbering.Parse].
func (n Numbering) Canonical(id string) (string, error) {
	o, err := n.Parse(id)
	if err != nil {
		return "", err
	}
	return n.FormatAs(o, id)
}

// FormatAs is [Numbering.Format] for a hex written as written: when that is
// already the canonical id it is returned itself, with no allocation (most
// ids in files are canonical).
func (n Numbering) FormatAs(o Offset, written string) (string, error) {
	for _, s := range n.Sheets {
		col, row, ok := n.printedOn(s, o)
		if !ok {
			continue
		}
		var buf [32]byte // room for nearly every name
		b := n.joinParts(append(buf[:0], s.Prefix...), col, row)
		if written != "" && string(b) == written {
			return written, nil
		}
		return string(b), nil
	}
	return "", fmt.Errorf("hex %v: %w", o, ErrNotOnMap)
}

// All returns every global hex held by any sheet, each once, sorted by (Col,
// Row). It returns nil if some sheet's ranges or the digits are invalid (see
// [Numbering.Validate]).
func (n Numbering) All() []Offset {
	if !n.rangesOK() {
		return nil
	}
	total := 0 // the sheets' hexes, the shared ones counted twice
	for _, s := range n.Sheets {
		total += (s.ColMax - s.ColMin + 1) * (s.RowMax - s.RowMin + 1)
	}
	out := make([]Offset, 0, min(total, 1<<17)) // sized once, within reason
	for i, s := range n.Sheets {
		for col := s.ColMin; col <= s.ColMax; col++ {
			for row := s.RowMin; row <= s.RowMax; row++ {
				o := s.Global(col, row)
				if s.HoldsPrinted(col, row) && !n.heldBefore(i, o) {
					out = append(out, o)
				}
			}
		}
	}
	slices.SortFunc(out, compareOffsets)
	return out
}

// heldBefore reports whether a sheet before Sheets[i] holds o.
func (n Numbering) heldBefore(i int, o Offset) bool {
	for _, s := range n.Sheets[:i] {
		if s.Holds(o) {
			return true
		}
	}
	return false
}

// OnEdge reports whether global hex o is on the outer edge of the map (the
// union of all sheets): some sheet holds o and some neighbour of o in grid g is
// held by none.
func (n Numbering) OnEdge(g Grid, o Offset) bool {
	if !n.Contains(o) {
		return false
	}
	for _, nb := range g.Neighbors(o) {
		if !n.Contains(nb) {
			return true
		}
	}
	return false
}
