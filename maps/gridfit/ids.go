package gridfit

import (
	"fmt"
	"strconv"
	"strings"
)

// Numbering is how the clicked ids are written: a sheet prefix (letters,
// "" for none), the digits of the column and the row parts, whether the row
// part comes first, and what stands between the parts.
type Numbering struct {
	Prefix                  string
	ColumnDigits, RowDigits int
	RowFirst                bool
	Separator               string
}

// Format writes the id of the printed column and row.
func (n Numbering) Format(col, row int) string {
	c := fmt.Sprintf("%0*d", n.ColumnDigits, col)
	r := fmt.Sprintf("%0*d", n.RowDigits, row)
	if n.RowFirst {
		c, r = r, c
	}
	return n.Prefix + c + n.Separator + r
}

// Parse reads an id written in this numbering into its printed column and
// row. Errors: another prefix, separator or length, or a non-number.
func (n Numbering) Parse(id string) (col, row int, err error) {
	body, ok := strings.CutPrefix(strings.TrimSpace(id), n.Prefix)
	if !ok || (n.Prefix == "" && body != "" && isLetter(body[0])) {
		return 0, 0, fmt.Errorf("%q: not on sheet %q", id, n.Prefix)
	}
	first, second := n.ColumnDigits, n.RowDigits
	if n.RowFirst {
		first, second = second, first
	}
	if len(body) != first+len(n.Separator)+second || body[first:first+len(n.Separator)] != n.Separator {
		return 0, 0, fmt.Errorf("%q: want %d+%d digits", id, n.ColumnDigits, n.RowDigits)
	}
	a, err1 := strconv.Atoi(body[:first])
	b, err2 := strconv.Atoi(body[first+len(n.Separator):])
	if err1 != nil || err2 != nil || a < 0 || b < 0 {
		return 0, 0, fmt.Errorf("%q: not a number", id)
	}
	if n.RowFirst {
		a, b = b, a
	}
	return a, b, nil
}

func isLetter(b byte) bool { return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' }

// numberings returns every numbering the ids may be written in: the same
// letter prefix on all, then the rest split into a column and a row part
// at a separator or, for plain digits, at every place, column or row
// first. Errors: ids with different prefixes or shapes.
func numberings(ids []string) ([]Numbering, error) {
	if len(ids) == 0 {
		return nil, fmt.Errorf("no ids")
	}
	prefix := func(id string) string {
		i := 0
		for i < len(id) && isLetter(id[i]) {
			i++
		}
		return id[:i]
	}
	p0 := prefix(strings.TrimSpace(ids[0]))
	body0 := strings.TrimSpace(ids[0])[len(p0):]
	for _, id := range ids[1:] {
		id = strings.TrimSpace(id)
		if p := prefix(id); p != p0 {
			return nil, fmt.Errorf("ids %q and %q are on different sheets (%q, %q): click hexes of one sheet", ids[0], id, p0, p)
		}
		if len(id)-len(p0) != len(body0) {
			return nil, fmt.Errorf("ids %q and %q have different lengths: type each id as printed", ids[0], id)
		}
	}
	// A separator: the non-digit run in the body.
	sepStart, sepEnd := -1, -1
	for i := 0; i < len(body0); i++ {
		if body0[i] < '0' || body0[i] > '9' {
			if sepStart < 0 {
				sepStart = i
			}
			sepEnd = i + 1
		}
	}
	var out []Numbering
	add := func(first, second int, sep string) {
		out = append(out, Numbering{Prefix: p0, ColumnDigits: first, RowDigits: second, Separator: sep},
			Numbering{Prefix: p0, ColumnDigits: second, RowDigits: first, RowFirst: true, Separator: sep})
	}
	if sepStart >= 0 {
		if sepStart == 0 || sepEnd == len(body0) {
			return nil, fmt.Errorf("id %q: want digits on both sides of %q", ids[0], body0[sepStart:sepEnd])
		}
		add(sepStart, len(body0)-sepEnd, body0[sepStart:sepEnd])
	} else {
		if len(body0) < 2 {
			return nil, fmt.Errorf("id %q: want a column and a row number", ids[0])
		}
		for k := 1; k < len(body0); k++ {
			if k <= 3 && len(body0)-k <= 3 {
				add(k, len(body0)-k, "")
			}
		}
	}
	for _, id := range ids {
		for i := 0; i < len(out); i++ {
			if _, _, err := out[i].Parse(id); err != nil {
				out = append(out[:i], out[i+1:]...)
				i--
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("the ids %q do not share one numbering", ids)
	}
	return out, nil
}
