package hexgrid

import "errors"

// Sentinel errors. Functions wrap them with context (the offending id or value);
// test for them with [errors.Is].
var (
	// ErrUnknownName: a name (orientation, stagger, direction, facing) that is
	// not one of the accepted names, or not one that the grid's orientation has.
	ErrUnknownName = errors.New("unknown name")
	// ErrMalformed: a hex or hexside id that does not have the shape of one
	// (sheet prefix, then exactly ColumnDigits+RowDigits ASCII digits).
	ErrMalformed = errors.New("malformed id")
	// ErrUnknownSheet: a hex id whose prefix names no sheet of the numbering.
	ErrUnknownSheet = errors.New("unknown sheet")
	// ErrOutOfRange: a hex id whose column or row is outside its sheet's ranges.
	ErrOutOfRange = errors.New("out of range")
	// ErrNotOnMap: an offset that no sheet of the numbering holds.
	ErrNotOnMap = errors.New("not on any sheet")
	// ErrInvalidNumbering: a numbering (or grid) that fails validation.
	ErrInvalidNumbering = errors.New("invalid numbering")
)
