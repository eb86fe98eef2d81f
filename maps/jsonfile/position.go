package jsonfile

import (
	"bytes"
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
// objects along one pointer (skipping the values beside it), and keeps
// where their members start, so a document with a few diagnostics is not
// mapped whole and many diagnostics under one big array or object (an
// OOB's units) do not each read it again. Documents that are not valid
// JSON give what can be read before the error.
type Index struct {
	data  []byte
	lines []int // byte offset of each line's start, built on first use
	// kids holds, by the offset of each array or object read so far,
	// where its members start.
	kids map[int]*members
}

// members is where the members of one array or object start.
type members struct {
	elems []int          // arrays, by index
	names map[string]int // objects, by key (the first, for a key written twice)
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
	cur := valueStart(ix.data, 0)
	if cur >= len(ix.data) || ix.data[cur] == ':' || ix.data[cur] == ',' {
		return 0, false
	}
	if ptr == "" {
		return cur, true
	}
	for depth, seg := range strings.Split(ptr[1:], "/") {
		if depth >= DefaultLimits.Depth {
			break
		}
		m := ix.members(cur)
		if m == nil {
			break
		}
		next, ok := 0, false
		if m.names != nil {
			next, ok = m.names[unescapePointer(seg)]
		} else if n, err := strconv.Atoi(seg); err == nil && n >= 0 && n < len(m.elems) {
			next, ok = m.elems[n], true
		}
		if !ok {
			break
		}
		cur = next
	}
	return cur, true
}

// members returns where the members of the array or object starting at
// off start, reading it on first use; nil when no array or object starts
// there.
func (ix *Index) members(off int) *members {
	if m, ok := ix.kids[off]; ok {
		return m
	}
	if c := ix.data[off]; c != '{' && c != '[' {
		return nil
	}
	d := jsontext.NewDecoder(bytes.NewBuffer(ix.data[off:]), lenient...)
	m := &members{}
	if tok, err := d.ReadToken(); err == nil && tok.Kind() == '{' {
		m.names = map[string]int{}
	}
	for {
		k := d.PeekKind()
		if k == 0 || k == '}' || k == ']' {
			break
		}
		if m.names != nil {
			raw, err := d.ReadValue()
			if err != nil {
				break
			}
			name, _ := jsontext.AppendUnquote(nil, raw)
			if _, dup := m.names[string(name)]; !dup {
				m.names[string(name)] = off + valueStart(ix.data[off:], int(d.InputOffset()))
			}
		} else {
			m.elems = append(m.elems, off+valueStart(ix.data[off:], int(d.InputOffset())))
		}
		if d.SkipValue() != nil {
			break
		}
	}
	if ix.kids == nil {
		ix.kids = map[int]*members{}
	}
	ix.kids[off] = m
	return m
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
		if k == '{' || k == '[' {
			_, err = d.ReadToken()
		} else {
			_, err = d.ReadValue()
		}
		if err != nil {
			return best
		}
		best = string(d.StackPointer())
		if d.StackDepth() > DefaultLimits.Depth {
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
