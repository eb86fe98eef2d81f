package hexgrid

import (
	"errors"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, id := range []string{
		"S2905", "N1434", "S1401", "s1401", "n4634", "S6934", "X1234", "S29", "", "S7001",
		"1715", "1508", "0101", "S 2905", "S-101", "SS1234", "S12345", "S１２３４", "\x00", "S2410/N",
	} {
		f.Add(id)
	}
	numberings := []Numbering{itwNumbering(), plainNumbering()}
	sentinels := []error{ErrMalformed, ErrUnknownSheet, ErrOutOfRange}
	f.Fuzz(func(t *testing.T, id string) {
		for _, n := range numberings {
			o, err := n.Parse(id)
			if err != nil {
				if !isOneOf(err, sentinels) {
					t.Fatalf("Parse(%q) error %v wraps no sentinel", id, err)
				}
				continue
			}
			checkParsed(t, n, id, o)
		}
	})
}

func isOneOf(err error, targets []error) bool {
	for _, target := range targets {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

// checkParsed: a parsed id formats to a canonical name that parses back to the
// same hex, and Canonical is idempotent.
func checkParsed(t *testing.T, n Numbering, id string, o Offset) {
	t.Helper()
	name, err := n.Format(o)
	if err != nil {
		t.Fatalf("Parse(%q) = %v but Format fails: %v", id, o, err)
	}
	if back, err := n.Parse(name); err != nil || back != o {
		t.Fatalf("Parse(%q) = %v, Format = %q, which parses to %v, %v", id, o, name, back, err)
	}
	c1, err := n.Canonical(id)
	if err != nil || c1 != name {
		t.Fatalf("Canonical(%q) = %q, %v; want %q", id, c1, err, name)
	}
	if c2, err := n.Canonical(c1); err != nil || c2 != c1 {
		t.Fatalf("Canonical(%q) = %q, %v; not idempotent", c1, c2, err)
	}
	if names := n.Names(o); len(names) == 0 || names[0] != name {
		t.Fatalf("Names(%v) = %v, want %q first", o, names, name)
	}
}
