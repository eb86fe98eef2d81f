package hexgrid

// Sheet is one printed map sheet: the inclusive ranges of its printed column
// and row numbers and where they sit in the global grid. A hex printed at
// column c, row r is global hex (c+OffsetCol, r+OffsetRow).
//
// ID names the sheet in files ("N"); Prefix is what its hex ids start with
// ("N" in "N1434"), ASCII letters only, or "" for plain numbering.
type Sheet struct {
	ID                             string
	Prefix                         string
	ColMin, ColMax, RowMin, RowMax int
	OffsetCol, OffsetRow           int
	// ShortColumns, when not NoParity, names the printed columns that stop
	// one row short (their RowMax hex would hang half off the sheet): on the
	// Hood Strikes North sheet even columns end at row 33, odd ones at 34.
	// ShortRows does the same for rows (pointy grids).
	ShortColumns, ShortRows Parity
	// ShortColumnsStart, when not NoParity, names the printed columns that
	// start one row late (their RowMin hex would have its centre off the
	// sheet, as on a VASSAL board whose shifted columns' top half hexes lie
	// above the image). ShortRowsStart does the same for rows, at ColMin.
	ShortColumnsStart, ShortRowsStart Parity
}

// Parity selects the odd or the even printed numbers, or none.
type Parity uint8

// The parities.
const (
	NoParity Parity = iota
	OddParity
	EvenParity
)

// matches reports whether printed number n has the parity.
func (p Parity) matches(n int) bool {
	switch p {
	case OddParity:
		return n&1 == 1
	case EvenParity:
		return n&1 == 0
	}
	return false
}

// HoldsPrinted reports whether printed column col, row row is on the sheet.
func (s Sheet) HoldsPrinted(col, row int) bool {
	if col < s.ColMin || col > s.ColMax || row < s.RowMin || row > s.RowMax {
		return false
	}
	if row == s.RowMax && s.ShortColumns.matches(col) || row == s.RowMin && s.ShortColumnsStart.matches(col) {
		return false
	}
	if col == s.ColMin && s.ShortRowsStart.matches(row) {
		return false
	}
	return col != s.ColMax || !s.ShortRows.matches(row)
}

// Holds reports whether global hex o is on the sheet.
func (s Sheet) Holds(o Offset) bool {
	col, row := s.Printed(o)
	return s.HoldsPrinted(col, row)
}

// Printed returns the printed column and row numbers global hex o would have on
// the sheet (whether or not the sheet holds it).
func (s Sheet) Printed(o Offset) (col, row int) {
	return o.Col - s.OffsetCol, o.Row - s.OffsetRow
}

// Global returns the global hex of printed column col, row row on the sheet.
func (s Sheet) Global(col, row int) Offset {
	return Offset{Col: col + s.OffsetCol, Row: row + s.OffsetRow}
}
