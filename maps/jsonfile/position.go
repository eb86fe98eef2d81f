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

// Index finds where values of a document start, so diagnostics can name
// line:column. Lookup walks the bytes along one pointer (skipping the
// values beside it), so a document with a few diagnostics is not mapped
// whole; PointerAt, for the rare syntax error, maps every value once.
type Index struct {
	data    []byte
	offsets map[string]int // every value's pointer -> offset, built by PointerAt
	lines   []int          // byte offset of each line's start, built on first use
	// elems records, per array (by the offset of its '['), where the
	// elements read so far start, so that looking up many elements of a
	// long array reads it once rather than once per lookup.
	elems map[int][]int
	// members records where the members of objects looked up so far start,
	// by the offset of the object's '{' and the key, so that the many
	// diagnostics under one big member (an OOB's units after its
	// formations) do not each skip the members before it again.
	members map[member]int
}

// member names one object member: the offset of the object and the key.
type member struct {
	object int
	key    string
}

// NewIndex returns the index of data (nothing is read until asked).
func NewIndex(data []byte) *Index { return &Index{data: data} }

// mapAll records where every value starts (for PointerAt). A document that
// is not valid JSON gives the values read before the error.
func (ix *Index) mapAll() {
	if ix.offsets != nil {
		return
	}
	ix.offsets = map[string]int{}
	dec := json.NewDecoder(bytes.NewReader(ix.data))
	dec.UseNumber()
	ix.value(dec, "", 0)
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
// at most DefaultLimits.Depth levels, without recursion.
func (ix *Index) find(ptr string) (int, bool) {
	s := &scanner{data: ix.data}
	s.space()
	if s.pos >= len(s.data) {
		return 0, false
	}
	cur := s.pos
	if ptr == "" {
		return cur, true
	}
	for depth, seg := range strings.Split(ptr[1:], "/") {
		if depth >= DefaultLimits.Depth {
			break
		}
		seg = unescapePointer(seg)
		var next int
		var ok bool
		switch c, _ := s.peek(); c {
		case '[':
			next, ok = ix.element(s, seg)
		case '{':
			next, ok = ix.member(s, seg)
		default:
			next, ok = s.child(seg)
		}
		if !ok {
			break
		}
		cur = next
	}
	return cur, true
}

// element moves from the array starting at the read position to its
// element seg (an index) and returns where it starts, as child does, but
// from the element offsets recorded by earlier lookups, reading on from the
// last one recorded when seg lies beyond it.
func (ix *Index) element(s *scanner, seg string) (int, bool) {
	n, err := strconv.Atoi(seg)
	if err != nil || n < 0 {
		return 0, false
	}
	start := s.pos
	if ix.elems == nil {
		ix.elems = map[int][]int{}
	}
	known := ix.elems[start]
	if n < len(known) {
		s.pos = known[n]
		return known[n], true
	}
	if len(known) == 0 {
		s.pos++ // the '['
	} else {
		s.pos = known[len(known)-1]
		if !s.skip() || !s.comma() {
			return 0, false
		}
	}
	for i := len(known); ; i++ {
		s.space()
		if e, ok := s.peek(); !ok || e == ']' {
			ix.elems[start] = known
			return 0, false
		}
		known = append(known, s.pos)
		if i == n {
			ix.elems[start] = known
			return s.pos, true
		}
		if !s.skip() || !s.comma() {
			ix.elems[start] = known
			return 0, false
		}
	}
}

// member moves from the object starting at the read position to its member
// seg and returns where that value starts, as child does, remembering the
// answer for the next lookup through the same object.
func (ix *Index) member(s *scanner, seg string) (int, bool) {
	k := member{object: s.pos, key: seg}
	if off, ok := ix.members[k]; ok {
		s.pos = off
		return off, true
	}
	off, ok := s.child(seg)
	if ok {
		if ix.members == nil {
			ix.members = map[member]int{}
		}
		ix.members[k] = off
	}
	return off, ok
}

// comma moves past the white space and the comma after a value; false
// when no comma follows.
func (s *scanner) comma() bool {
	s.space()
	if e, ok := s.peek(); !ok || e != ',' {
		return false
	}
	s.pos++
	return true
}

// child moves from the array or object starting at the read position to
// its member seg (a key, or an index) and returns where that value starts;
// false when there is none (or the bytes are not JSON).
func (s *scanner) child(seg string) (int, bool) {
	c, ok := s.peek()
	if !ok || c != '{' && c != '[' {
		return 0, false
	}
	want := -1
	if c == '[' {
		n, err := strconv.Atoi(seg)
		if err != nil || n < 0 {
			return 0, false
		}
		want = n
	}
	s.pos++
	for i := 0; ; i++ {
		s.space()
		if e, ok := s.peek(); !ok || e == '}' || e == ']' {
			return 0, false
		}
		match := i == want
		if c == '{' {
			k, err := s.str(true)
			s.space()
			if e, ok := s.peek(); err != nil || !ok || e != ':' {
				return 0, false
			}
			s.pos++
			s.space()
			match = k == seg
		}
		if match {
			return s.pos, true
		}
		if !s.skip() {
			return 0, false
		}
		s.space()
		if e, ok := s.peek(); !ok || e != ',' {
			return 0, false
		}
		s.pos++
	}
}

// skip moves past the value at the read position, counting brackets rather
// than recursing; false at a syntax error or the end of the input.
func (s *scanner) skip() bool {
	c, ok := s.peek()
	if !ok {
		return false
	}
	switch c {
	case '"':
		_, err := s.str(false)
		return err == nil
	case '[', '{':
		depth := 0
		for s.pos < len(s.data) {
			switch s.data[s.pos] {
			case '"':
				if _, err := s.str(false); err != nil {
					return false
				}
				continue
			case '[', '{':
				depth++
			case ']', '}':
				depth--
			}
			s.pos++
			if depth == 0 {
				return true
			}
		}
		return false
	}
	for s.pos < len(s.data) && !strings.ContainsRune(",]} \t\r\n", rune(s.data[s.pos])) {
		s.pos++
	}
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
// scalar's pointer. "" when no value starts there.
func (ix *Index) PointerAt(off int) string {
	ix.mapAll()
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
