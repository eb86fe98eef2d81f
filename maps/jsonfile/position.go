package jsonfile

import (
	"bytes"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json/jsontext"
)

// Position is a 1-based line and column (in bytes) of a place in a file.
type Position struct {
	Line, Column int
}

// Index finds where values of a document start, so diagnostics can name
// line:column. Lookup reads, with jsontext's decoder, only the arrays and
// objects along one pointer, each only as far as the member asked for
// (skipping the values before it), and keeps where the members read start
// and the decoder where it stopped, so a document with a few diagnostics
// is not read whole and many diagnostics under one big array or object (an
// OOB's units) do not each read it again. Documents that are not valid
// JSON give what can be read before the error.
type Index struct {
	data  []byte
	lines []int // byte offset of each line's start, built on first use
	// kids holds, by the offset of each array or object looked into so
	// far, the members read.
	kids map[int]*members
}

// members is where the members of one array or object read so far start.
type members struct {
	base  int               // where the array or object starts
	d     *jsontext.Decoder // reads on from the last member; nil at the end
	skip  bool              // the last member's value is still to be skipped
	elems []int             // arrays, by index
	names map[string]int    // objects, by key (the first, for a key written twice)
}

// NewIndex returns the index of data (nothing is read until asked).
func NewIndex(data []byte) *Index { return &Index{data: data} }

// lenient reads what the index is asked about: a file refused for a
// repeated key or a bad byte still gets positions.
var lenient = []jsontext.Options{jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)}

// valueStart returns the offset of the next value at or after off: the
// decoder's InputOffset is the end of the previous token, so skip white
// space and the separators ':' and ','.
func valueStart(data []byte, off int) int {
	for off < len(data) {
		switch data[off] {
		case ' ', '\t', '\r', '\n', ':', ',':
			off++
		default:
			return off
		}
	}
	return off
}

// Lookup returns the position of the value at ptr, or of its nearest
// ancestor that exists (a missing field is reported at its parent object);
// 1:1 for an empty document.
func (ix *Index) Lookup(ptr string) Position {
	off, ok := ix.find(ptr)
	if !ok {
		return Position{Line: 1, Column: 1}
	}
	return ix.PositionAt(off)
}

// find walks from the root along ptr and returns where the deepest value on
// the way that exists starts (false for a document with no value). It reads
// at most DefaultLimits.Depth levels.
func (ix *Index) find(ptr string) (int, bool) {
	cur := len(ix.data) - len(bytes.TrimLeft(ix.data, " \t\r\n"))
	if cur >= len(ix.data) {
		return 0, false
	}
	if ptr == "" {
		return cur, true
	}
	for depth, seg := range strings.Split(ptr[1:], "/") {
		if depth >= DefaultLimits.Depth {
			break
		}
		next, ok := ix.member(cur, seg)
		if !ok {
			break
		}
		cur = next
	}
	return cur, true
}

// member returns where the member seg (a key, or an index) of the array or
// object starting at off starts, reading it on from where the last lookup
// stopped; false when there is none.
func (ix *Index) member(off int, seg string) (int, bool) {
	m, ok := ix.kids[off]
	if !ok {
		if c := ix.data[off]; c != '{' && c != '[' {
			return 0, false
		}
		m = &members{base: off, d: jsontext.NewDecoder(bytes.NewBuffer(ix.data[off:]), lenient...)}
		if tok, err := m.d.ReadToken(); err != nil {
			m.d = nil
		} else if tok.Kind() == '{' {
			m.names = map[string]int{}
		}
		if ix.kids == nil {
			ix.kids = map[int]*members{}
		}
		ix.kids[off] = m
	}
	if m.names != nil {
		seg = unescapePointer(seg)
		for {
			if at, ok := m.names[seg]; ok {
				return at, true
			}
			if !m.next(ix.data) {
				return 0, false
			}
		}
	}
	n, err := strconv.Atoi(seg)
	if err != nil || n < 0 {
		return 0, false
	}
	for len(m.elems) <= n {
		if !m.next(ix.data) {
			return 0, false
		}
	}
	return m.elems[n], true
}

// next reads one more member and records where its value starts; false
// at the end of the array or object, or at an error.
func (m *members) next(data []byte) bool {
	if m.d == nil {
		return false
	}
	if m.skip && m.d.SkipValue() != nil {
		m.d = nil
		return false
	}
	m.skip = false
	if k := m.d.PeekKind(); k == 0 || k == '}' || k == ']' {
		m.d = nil
		return false
	}
	if m.names != nil {
		raw, err := m.d.ReadValue()
		if err != nil {
			m.d = nil
			return false
		}
		name := raw[1 : len(raw)-1]
		if bytes.IndexByte(raw, '\\') >= 0 {
			name, _ = jsontext.AppendUnquote(nil, raw)
		}
		if _, dup := m.names[string(name)]; !dup {
			m.names[string(name)] = m.base + valueStart(data[m.base:], int(m.d.InputOffset()))
		}
	} else {
		m.elems = append(m.elems, m.base+valueStart(data[m.base:], int(m.d.InputOffset())))
	}
	m.skip = true
	return true
}

// unescapePointer undoes EscapePointer on one pointer segment.
func unescapePointer(seg string) string {
	if !strings.Contains(seg, "~") {
		return seg
	}
	return strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
}

// PointerAt returns the pointer of the value that starts last at or before
// the byte offset off: for an offset inside or just after a scalar, that
// scalar's pointer. "" when no value starts there. It reads the document
// with jsontext's decoder up to off, no deeper than DefaultLimits.Depth.
func (ix *Index) PointerAt(off int) string {
	d := jsontext.NewDecoder(bytes.NewBuffer(ix.data), lenient...)
	best := ""
	for {
		k := d.PeekKind()
		if k == 0 {
			return best
		}
		if k == '}' || k == ']' {
			if _, err := d.ReadToken(); err != nil {
				return best
			}
			continue
		}
		if kind, n := d.StackIndex(d.StackDepth()); kind == '{' && n%2 == 0 { // a key
			if _, err := d.ReadValue(); err != nil {
				return best
			}
			continue
		}
		if valueStart(ix.data, int(d.InputOffset())) > off {
			return best
		}
		var err error
		depth := d.StackDepth() // the pointer's length, for a scalar
		if k == '{' || k == '[' {
			_, err = d.ReadToken()
		} else {
			_, err = d.ReadValue()
		}
		var se *jsontext.SyntacticError
		if errors.As(err, &se) { // a value cut short or broken: still the one there
			return string(se.JSONPointer)
		}
		if err != nil {
			return best
		}
		best = string(d.StackPointer())
		if depth > DefaultLimits.Depth {
			return best
		}
	}
}

// PositionAt converts a byte offset into a 1-based line and column. The
// line starts are found once per index, so each call is a binary search
// (a file with many diagnostics is not rescanned for each).
func (ix *Index) PositionAt(off int) Position {
	off = max(0, min(off, len(ix.data)))
	if ix.lines == nil { // one entry a line, counted first: made once at its size
		ix.lines = make([]int, 1, bytes.Count(ix.data, []byte{'\n'})+1)
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
