package hexgrid

import (
	"fmt"
	"strings"
)

// MaxSeparator is the longest separator, in bytes, a hex id may have
// between its column and row parts.
const MaxSeparator = 4

// separatorChars are the characters a separator may be made of: ASCII
// punctuation that is neither a letter nor a digit (which would make ids
// ambiguous) nor "/" (which ends a hex id inside a hexside id).
const separatorChars = "-_.,:;+#~!*=|"

// checkSeparator returns what is wrong with n's separator, or nil.
func (n Numbering) checkSeparator() error {
	if len(n.Separator) > MaxSeparator {
		return invalid("separator %q: longer than %d characters", n.Separator, MaxSeparator)
	}
	for i := range len(n.Separator) {
		if !strings.ContainsRune(separatorChars, rune(n.Separator[i])) {
			return invalid("separator %q: want only the characters %s", n.Separator, separatorChars)
		}
	}
	return nil
}

// partsOrder returns "column" and "row" in the order ids write them.
func (n Numbering) partsOrder() (first, second string) {
	if n.RowFirst {
		return "row", "column"
	}
	return "column", "row"
}

// joinParts appends the column and row parts to b in the numbering's order,
// with its separator between them.
func (n Numbering) joinParts(b []byte, col, row int) []byte {
	cd, rd := n.colDigits(), n.rowDigits()
	if n.RowFirst {
		b = appendPadded(b, row, rd)
		b = append(b, n.Separator...)
		return appendPadded(b, col, cd)
	}
	b = appendPadded(b, col, cd)
	b = append(b, n.Separator...)
	return appendPadded(b, row, rd)
}

// splitParts splits the numeric part of an id (what follows the sheet
// prefix) into its column and row digits; false when it is not the two
// parts, each of exactly its digits, in the numbering's order with its
// separator between them.
func (n Numbering) splitParts(s string) (col, row string, ok bool) {
	d1, d2 := n.colDigits(), n.rowDigits()
	if n.RowFirst {
		d1, d2 = d2, d1
	}
	if len(s) != d1+len(n.Separator)+d2 || s[d1:d1+len(n.Separator)] != n.Separator {
		return "", "", false
	}
	a, b := s[:d1], s[d1+len(n.Separator):]
	if !allDigits(a) || !allDigits(b) {
		return "", "", false
	}
	if n.RowFirst {
		return b, a, true
	}
	return a, b, true
}

// partsDescription says what the numeric part of an id must be, for error
// messages.
func (n Numbering) partsDescription() string {
	first, second := n.partsOrder()
	d1, d2 := n.colDigits(), n.rowDigits()
	if n.RowFirst {
		d1, d2 = d2, d1
	}
	if n.Separator == "" {
		return fmt.Sprintf("a %d-digit %s and a %d-digit %s", d1, first, d2, second)
	}
	return fmt.Sprintf("a %d-digit %s, %q and a %d-digit %s", d1, first, n.Separator, d2, second)
}

// CheckSeparator returns an error wrapping [ErrInvalidNumbering] when sep
// cannot go between the parts of a hex id.
func CheckSeparator(sep string) error { return Numbering{Separator: sep}.checkSeparator() }
