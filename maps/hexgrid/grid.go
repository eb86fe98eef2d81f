package hexgrid

import (
	"fmt"
	"strconv"
	"strings"
)

// Orientation says which way a map's hexes point.
type Orientation uint8

const (
	// Flat is flat-topped hexes: columns are vertical and every other column
	// sits half a hex lower (south).
	Flat Orientation = iota
	// Pointy is pointy-topped hexes: rows are horizontal and every other row is
	// shifted half a hex east.
	Pointy
)

// String returns "flat" or "pointy" ("Orientation(n)" for other values).
func (o Orientation) String() string {
	switch o {
	case Flat:
		return "flat"
	case Pointy:
		return "pointy"
	}
	return "Orientation(" + strconv.Itoa(int(o)) + ")"
}

// ParseOrientation parses "flat" or "pointy" in any letter case. Any other
// string returns an error wrapping [ErrUnknownName].
func ParseOrientation(s string) (Orientation, error) {
	switch {
	case strings.EqualFold(s, "flat"):
		return Flat, nil
	case strings.EqualFold(s, "pointy"):
		return Pointy, nil
	}
	return Flat, fmt.Errorf("orientation %q: %w (want flat or pointy)", s, ErrUnknownName)
}

// MarshalText writes the name; it fails with [ErrUnknownName] for an invalid value.
func (o Orientation) MarshalText() ([]byte, error) {
	if o > Pointy {
		return nil, fmt.Errorf("orientation %d: %w", uint8(o), ErrUnknownName)
	}
	return []byte(o.String()), nil
}

// UnmarshalText parses the name as [ParseOrientation] does.
func (o *Orientation) UnmarshalText(b []byte) error {
	v, err := ParseOrientation(string(b))
	if err != nil {
		return err
	}
	*o = v
	return nil
}

// Stagger says which columns (flat) or rows (pointy) are shifted half a hex:
// those with an odd or those with an even number.
type Stagger uint8

const (
	// Odd: odd columns sit half a hex lower (flat), odd rows half a hex east (pointy).
	Odd Stagger = iota
	// Even: even columns sit half a hex lower (flat), even rows half a hex east (pointy).
	Even
)

// String returns "odd" or "even" ("Stagger(n)" for other values).
func (s Stagger) String() string {
	switch s {
	case Odd:
		return "odd"
	case Even:
		return "even"
	}
	return "Stagger(" + strconv.Itoa(int(s)) + ")"
}

// ParseStagger parses "odd" or "even" in any letter case. Any other string
// returns an error wrapping [ErrUnknownName].
func ParseStagger(s string) (Stagger, error) {
	switch {
	case strings.EqualFold(s, "odd"):
		return Odd, nil
	case strings.EqualFold(s, "even"):
		return Even, nil
	}
	return Odd, fmt.Errorf("stagger %q: %w (want odd or even)", s, ErrUnknownName)
}

// MarshalText writes the name; it fails with [ErrUnknownName] for an invalid value.
func (s Stagger) MarshalText() ([]byte, error) {
	if s > Even {
		return nil, fmt.Errorf("stagger %d: %w", uint8(s), ErrUnknownName)
	}
	return []byte(s.String()), nil
}

// UnmarshalText parses the name as [ParseStagger] does.
func (s *Stagger) UnmarshalText(b []byte) error {
	v, err := ParseStagger(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Grid is a hex grid: its orientation and its stagger, the stagger stated on the
// global offset numbers ([Offset]). The zero Grid is flat-top, odd stagger.
//
// Grid methods treat an out-of-range Orientation as Flat and an out-of-range
// Stagger as Odd; [Grid.Validate] reports such values.
type Grid struct {
	Orientation Orientation
	Stagger     Stagger
}

// Validate returns an error wrapping [ErrInvalidNumbering] if the orientation
// or the stagger is not one of the named constants.
func (g Grid) Validate() error {
	if g.Orientation > Pointy {
		return fmt.Errorf("grid: %w: orientation %v", ErrInvalidNumbering, g.Orientation)
	}
	if g.Stagger > Even {
		return fmt.Errorf("grid: %w: stagger %v", ErrInvalidNumbering, g.Stagger)
	}
	return nil
}

// String returns "orientation/stagger", like "flat/odd".
func (g Grid) String() string {
	return g.Orientation.String() + "/" + g.Stagger.String()
}

func (g Grid) pointy() bool { return g.Orientation == Pointy }

func (g Grid) even() bool { return g.Stagger == Even }

// orient is the index of the orientation in the per-orientation tables.
func (g Grid) orient() int {
	if g.pointy() {
		return 1
	}
	return 0
}
