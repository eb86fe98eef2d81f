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

// part is how one part of an id is written: its digits (or, in letters,
// the most letters it may take), whether it is in letters, and whether its
// digits are the least it takes (atLeast: longer numbers are written in
// full) rather than exactly its width.
type part struct {
	digits  int
	letters bool
	atLeast bool
}

// variable reports whether the part's written length varies with its
// value in a way only its neighbours can delimit: digits, at least so many.
func (p part) variable() bool { return p.atLeast && !p.letters }

// colPart and rowPart are how the column and the row parts are written.
func (n Numbering) colPart() part {
	return part{n.colDigits(), n.ColumnLetters, n.ColumnAtLeast}
}

func (n Numbering) rowPart() part {
	return part{n.rowDigits(), n.RowLetters, n.RowAtLeast}
}

// parts returns the first and the second part as ids write them.
func (n Numbering) parts() (first, second part) {
	col, row := n.colPart(), n.rowPart()
	if n.RowFirst {
		return row, col
	}
	return col, row
}

// appendPart appends v as part p writes it: zero-padded digits, or letters
// as VASSAL's RegularGridNumbering.getName writes an alphabetic part (A for
// 0 to Z for 25, then AA for 26, BB for 27... : the letter of v mod 26,
// repeated v/26 + 1 times).
func (p part) appendPart(b []byte, v int) []byte {
	if !p.letters {
		return appendPadded(b, v, p.digits)
	}
	for range v/26 + 1 {
		b = append(b, byte('A'+v%26))
	}
	return b
}

// fits reports whether v can be written in part p: digits, or at most
// p.digits repeated letters.
func (p part) fits(v int) bool {
	if !digitsOK(p.digits) || v < 0 {
		return false
	}
	return v < p.limit()
}

// limit is the first value p cannot write: 26 per letter, 10^digits, or,
// with at least so many digits, 10^MaxDigits.
func (p part) limit() int {
	switch {
	case p.letters:
		return 26 * p.digits
	case p.atLeast:
		return limit(MaxDigits)
	}
	return limit(p.digits)
}

// read reads part p at the start of s and returns its value and the rest:
// exactly p.digits digits, or 1 to p.digits copies of one letter (either
// case); false when s does not start so.
func (p part) read(s string) (v int, rest string, ok bool) {
	if p.variable() {
		return 0, s, false // see splitParts
	}
	if !p.letters {
		if len(s) < p.digits || !allDigits(s[:p.digits]) {
			return 0, s, false
		}
		return atoi(s[:p.digits]), s[p.digits:], true
	}
	if s == "" || !isLetter(s[0]) {
		return 0, s, false
	}
	c := s[0] | 0x20
	i := 1
	for i < len(s) && s[i]|0x20 == c && isLetter(s[i]) {
		i++
	}
	if i > p.digits {
		return 0, s, false
	}
	return int(c-'a') + 26*(i-1), s[i:], true
}

// joinParts appends the column and row parts to b in the numbering's order,
// with its separator between them.
func (n Numbering) joinParts(b []byte, col, row int) []byte {
	p1, p2 := n.parts()
	v1, v2 := col, row
	if n.RowFirst {
		v1, v2 = row, col
	}
	b = p1.appendPart(b, v1)
	b = append(b, n.Separator...)
	return p2.appendPart(b, v2)
}

// readVariable reads digits written with at least p.digits digits and
// no zero before a longer number: the whole of s.
func (p part) readVariable(s string) (int, bool) {
	if len(s) < p.digits || len(s) > MaxDigits || !allDigits(s) || len(s) > p.digits && s[0] == '0' {
		return 0, false
	}
	return atoi(s), true
}

// digitRun returns the number of ASCII digits s starts with.
func digitRun(s string) int {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// splitParts reads what follows the sheet prefix of an id: the two parts,
// each written as its part says, in the numbering's order with its
// separator between them; false when s is not that. A first part of at
// least so many digits runs to the separator, to the second part's
// letters, or to the second part's fixed digits at the end (Validate
// refuses two such parts with nothing between them).
func (n Numbering) splitParts(s string) (col, row int, ok bool) {
	p1, p2 := n.parts()
	var v1, v2 int
	var rest string
	if p1.variable() {
		end := digitRun(s)
		if n.Separator == "" && !p2.letters {
			end -= p2.digits
		}
		if end < 0 {
			return 0, 0, false
		}
		if v1, ok = p1.readVariable(s[:end]); !ok {
			return 0, 0, false
		}
		rest = s[end:]
	} else if v1, rest, ok = p1.read(s); !ok {
		return 0, 0, false
	}
	if !strings.HasPrefix(rest, n.Separator) {
		return 0, 0, false
	}
	rest = rest[len(n.Separator):]
	if p2.variable() {
		if v2, ok = p2.readVariable(rest); !ok {
			return 0, 0, false
		}
	} else if v2, rest, ok = p2.read(rest); !ok || rest != "" {
		return 0, 0, false
	}
	if n.RowFirst {
		return v2, v1, true
	}
	return v1, v2, true
}

// partsDescription says what the numeric part of an id must be, for error
// messages.
func (n Numbering) partsDescription() string {
	first, second := n.partsOrder()
	p1, p2 := n.parts()
	desc := func(p part, name string) string {
		switch {
		case p.letters:
			return fmt.Sprintf("a %s in 1 to %d repeated letters", name, p.digits)
		case p.atLeast:
			return fmt.Sprintf("a %s of at least %d digits", name, p.digits)
		}
		return fmt.Sprintf("a %d-digit %s", p.digits, name)
	}
	if n.Separator == "" {
		return desc(p1, first) + " and " + desc(p2, second)
	}
	return fmt.Sprintf("%s, %q and %s", desc(p1, first), n.Separator, desc(p2, second))
}

// CheckSeparator returns an error wrapping [ErrInvalidNumbering] when sep
// cannot go between the parts of a hex id.
func CheckSeparator(sep string) error { return Numbering{Separator: sep}.checkSeparator() }
