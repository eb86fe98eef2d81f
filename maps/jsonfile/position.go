package jsonfile

import (
	"bytes"
	"encoding/json"
	"sort"
	"strconv"
	"strings"
)

// Position is a 1-based line and column (in bytes) of a place in a file.
type Position struct {
	Line, Column int
}

// Index maps the JSON pointer of every value in a document to the byte offset
// where that value starts, so diagnostics can name line:column.
type Index struct {
	data    []byte
	offsets map[string]int
	lines   []int // byte offset of each line's start, built on first use
}

// NewIndex scans data and records where each value starts. A document that is
// not valid JSON gives an index holding the values read before the error.
func NewIndex(data []byte) *Index {
	ix := &Index{data: data, offsets: map[string]int{}}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	ix.value(dec, "", 0)
	return ix
}

// start returns the offset of the next token: InputOffset is the end of the
// previous token, so skip white space and the separators ':' and ','.
func (ix *Index) start(dec *json.Decoder) int {
	off := int(dec.InputOffset())
	for off < len(ix.data) {
		switch ix.data[off] {
		case ' ', '\t', '\r', '\n', ':', ',':
			off++
		default:
			return off
		}
	}
	return off
}

// value records ptr and the values inside it; it stops (false) at a
// syntax error or below DefaultLimits.Depth levels, so a hostile document
// cannot make it recurse without bound.
func (ix *Index) value(dec *json.Decoder, ptr string, depth int) bool {
	ix.offsets[ptr] = ix.start(dec)
	if depth > DefaultLimits.Depth {
		return false
	}
	tok, err := dec.Token()
	if err != nil {
		return false
	}
	switch tok {
	case json.Delim('{'):
		for dec.More() {
			kt, err := dec.Token()
			if err != nil {
				return false
			}
			key, _ := kt.(string)
			if !ix.value(dec, ptr+"/"+EscapePointer(key), depth+1) {
				return false
			}
		}
		_, err = dec.Token()
		return err == nil
	case json.Delim('['):
		for i := 0; dec.More(); i++ {
			if !ix.value(dec, ptr+"/"+strconv.Itoa(i), depth+1) {
				return false
			}
		}
		_, err = dec.Token()
		return err == nil
	}
	return true
}

// Lookup returns the position of the value at ptr, or of its nearest
// recorded ancestor (a missing field is reported at its parent object).
func (ix *Index) Lookup(ptr string) Position {
	for {
		if off, ok := ix.offsets[ptr]; ok {
			return ix.PositionAt(off)
		}
		i := strings.LastIndex(ptr, "/")
		if i < 0 {
			return Position{Line: 1, Column: 1}
		}
		ptr = ptr[:i]
	}
}

// PointerAt returns the pointer of the value that starts last at or before
// the byte offset off: for an offset inside or just after a scalar, that
// scalar's pointer. "" when no value starts there.
func (ix *Index) PointerAt(off int) string {
	best, bestOff := "", -1
	for ptr, o := range ix.offsets {
		if o <= off && (o > bestOff || o == bestOff && len(ptr) > len(best)) {
			best, bestOff = ptr, o
		}
	}
	return best
}

// PositionAt converts a byte offset into a 1-based line and column. The
// line starts are found once per index, so each call is a binary search
// (a file with many diagnostics is not rescanned for each).
func (ix *Index) PositionAt(off int) Position {
	off = max(0, min(off, len(ix.data)))
	if ix.lines == nil {
		ix.lines = []int{0}
		for i, c := range ix.data {
			if c == '\n' {
				ix.lines = append(ix.lines, i+1)
			}
		}
	}
	line := sort.SearchInts(ix.lines, off+1) // lines starting at or before off
	return Position{Line: line, Column: off - ix.lines[line-1] + 1}
}

var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// EscapePointer escapes one reference token of a JSON pointer (RFC 6901).
func EscapePointer(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return pointerEscaper.Replace(s)
}
