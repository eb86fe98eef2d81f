package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ScanError is a document that is valid JSON, or nearly, but that Sandtable
// refuses to read because decoding it would lose or misread something, or
// cost too much. Code is the diagnostic code: json.encoding (a byte order
// mark, UTF-16, invalid UTF-8), json.depth (nesting deeper than
// Limits.Depth), json.duplicate-key (an object holding one key twice: the
// decoder would keep only the last) or json.null (the whole file is null).
// Offset is the 0-based byte offset of the problem, Pointer the JSON pointer
// of the value concerned.
type ScanError struct {
	Code    string
	Offset  int64
	Pointer string
	Message string
}

func (e *ScanError) Error() string {
	if e.Pointer == "" {
		return e.Message
	}
	return fmt.Sprintf("%s (at %s)", e.Message, e.Pointer)
}

// Scan checks data in one pass, without recursion, for the problems
// ScanError lists. A syntax error ends the scan with nil: the decoder
// reports it with its own message. It reads the bytes itself (strings,
// numbers and literals checked as JSON defines them) and builds a JSON
// pointer only for the problem it reports, so it costs a fraction of a
// decode.
func Scan(data []byte, l Limits) error {
	_, err := ScanValid(data, l)
	return err
}

// ScanValid is Scan that also reports whether data is one complete JSON
// value, as json.Valid would say: a caller that needs both checks makes one
// pass. valid is false whenever err is set.
func ScanValid(data []byte, l Limits) (valid bool, err error) {
	if err := checkEncoding(data); err != nil {
		return false, err
	}
	s := &scanner{data: data, depth: l.Depth}
	return s.run()
}

// scanFrame is one open array or object.
type scanFrame struct {
	object bool
	keys   []keySpan           // objects: keys seen, while few
	keySet map[string]struct{} // objects: keys seen, once many
	key    keySpan             // objects: the key of the value being read
	index  int                 // arrays: the index of the value being read
}

// keySpan is an object key where it stands in the input, between its
// quotes; text holds its decoded value when it has escapes. Keys without
// escapes (nearly all) are compared in place, never copied.
type keySpan struct {
	start, end int
	escaped    bool
	text       string
}

// manyKeys is the number of keys from which an object's keys are kept in a
// map rather than searched in a slice.
const manyKeys = 16

// scanner is Scan's state: the input, the read position and the open
// arrays and objects.
type scanner struct {
	data  []byte
	pos   int
	depth int
	stack []scanFrame
}

// errSyntax ends a scan quietly: the decoder reports syntax errors.
var errSyntax = &ScanError{Code: "syntax"}

// run reads the one top-level value; valid when it is complete and only
// white space follows.
func (s *scanner) run() (valid bool, err error) {
	s.space()
	if s.literal("null") {
		return false, &ScanError{Code: "json.null", Offset: 0, Message: "the file holds null, not a document"}
	}
	switch err := s.values(); err {
	case nil:
		s.space()
		return s.pos == len(s.data), nil
	case errSyntax:
		return false, nil
	default:
		return false, err
	}
}

// values reads values until the top-level one is complete.
func (s *scanner) values() error {
	for {
		more, err := s.value()
		if err != nil {
			return err
		}
		if more {
			continue // the first value of an array or object just opened
		}
		if done, err := s.next(); done || err != nil {
			return err
		}
	}
}

// next moves past the separators and closing brackets after a complete
// value to where the next value starts; done when the top-level value is
// complete.
func (s *scanner) next() (done bool, err error) {
	for {
		if len(s.stack) == 0 {
			return true, nil
		}
		s.space()
		top := &s.stack[len(s.stack)-1]
		c, ok := s.peek()
		switch {
		case !ok:
			return false, errSyntax
		case c == ',':
			s.pos++
			if top.object {
				return false, s.key(top)
			}
			top.index++
			return false, nil
		case top.object && c == '}', !top.object && c == ']':
			s.pos++
			s.stack = s.stack[:len(s.stack)-1]
		default:
			return false, errSyntax
		}
	}
}

// value reads one value. An array or object is opened: more reports that
// its first value (after the first key, for an object) comes next; an
// empty one is read whole.
func (s *scanner) value() (more bool, err error) {
	s.space()
	c, ok := s.peek()
	if !ok {
		return false, errSyntax
	}
	switch c {
	case '[', '{':
		if len(s.stack) >= s.depth {
			return false, &ScanError{Code: "json.depth", Offset: int64(s.pos), Pointer: s.pointer(len(s.stack)),
				Message: fmt.Sprintf("arrays and objects nested deeper than %d levels", s.depth)}
		}
		s.pos++
		top := s.push(c == '{')
		s.space()
		if e, ok := s.peek(); ok && (top.object && e == '}' || !top.object && e == ']') {
			s.pos++
			s.stack = s.stack[:len(s.stack)-1]
			return false, nil
		}
		if top.object {
			return true, s.key(top)
		}
		return true, nil
	case '"':
		_, err := s.str(false)
		return false, err
	case 't':
		return false, s.must(s.literal("true"))
	case 'f':
		return false, s.must(s.literal("false"))
	case 'n':
		return false, s.must(s.literal("null"))
	}
	return false, s.must(s.number())
}

// push opens an array or object, reusing the key list an earlier frame at
// that depth left behind.
func (s *scanner) push(object bool) *scanFrame {
	n := len(s.stack)
	if n < cap(s.stack) {
		s.stack = s.stack[:n+1]
		keys := s.stack[n].keys[:0]
		s.stack[n] = scanFrame{object: object, keys: keys}
	} else {
		s.stack = append(s.stack, scanFrame{object: object})
	}
	return &s.stack[n]
}

// key reads an object's next key and its colon, refusing a key the object
// already has.
func (s *scanner) key(top *scanFrame) error {
	s.space()
	at := s.pos
	if c, ok := s.peek(); !ok || c != '"' {
		return errSyntax
	}
	k, err := s.keySpan()
	if err != nil {
		return err
	}
	if s.has(top, k) {
		name := s.keyText(k)
		return &ScanError{Code: "json.duplicate-key", Offset: int64(at), Pointer: s.pointer(len(s.stack)-1) + "/" + EscapePointer(name),
			Message: fmt.Sprintf("key %q appears twice in one object; only one of its values could be kept", name)}
	}
	s.add(top, k)
	top.key = k
	s.space()
	if c, ok := s.peek(); !ok || c != ':' {
		return errSyntax
	}
	s.pos++
	return nil
}

// keySpan reads a string (an object key) and returns where it stands.
func (s *scanner) keySpan() (keySpan, error) {
	start := s.pos
	for i := start + 1; i < len(s.data); i++ {
		switch c := s.data[i]; {
		case c == '"':
			s.pos = i + 1
			return keySpan{start: start + 1, end: i}, nil
		case c == '\\' || c < 0x20:
			text, err := s.str(true)
			return keySpan{start: start + 1, end: s.pos - 1, escaped: true, text: text}, err
		}
	}
	return keySpan{}, errSyntax
}

// keyText returns a key's decoded value.
func (s *scanner) keyText(k keySpan) string {
	if k.escaped {
		return k.text
	}
	return string(s.data[k.start:k.end])
}

// sameKey reports whether two keys decode to the same text, comparing
// keys without escapes in place.
func (s *scanner) sameKey(a, b keySpan) bool {
	if !a.escaped && !b.escaped {
		return string(s.data[a.start:a.end]) == string(s.data[b.start:b.end])
	}
	return s.keyText(a) == s.keyText(b)
}

// has reports whether the object already has key k.
func (s *scanner) has(f *scanFrame, k keySpan) bool {
	if f.keySet != nil {
		if k.escaped {
			_, ok := f.keySet[k.text]
			return ok
		}
		_, ok := f.keySet[string(s.data[k.start:k.end])]
		return ok
	}
	for _, x := range f.keys {
		if s.sameKey(x, k) {
			return true
		}
	}
	return false
}

// add records key k.
func (s *scanner) add(f *scanFrame, k keySpan) {
	if f.keySet == nil && len(f.keys) < manyKeys {
		f.keys = append(f.keys, k)
		return
	}
	if f.keySet == nil {
		f.keySet = make(map[string]struct{}, 2*manyKeys)
		for _, x := range f.keys {
			f.keySet[s.keyText(x)] = struct{}{}
		}
		f.keys = f.keys[:0]
	}
	f.keySet[s.keyText(k)] = struct{}{}
}

// pointer returns the JSON pointer of the value being read in the first n
// open containers.
func (s *scanner) pointer(n int) string {
	var b strings.Builder
	for _, f := range s.stack[:n] {
		b.WriteByte('/')
		if f.object {
			b.WriteString(EscapePointer(s.keyText(f.key)))
		} else {
			b.WriteString(strconv.Itoa(f.index))
		}
	}
	return b.String()
}

// must turns a failed token into a syntax error.
func (s *scanner) must(ok bool) error {
	if !ok {
		return errSyntax
	}
	return nil
}

// peek returns the byte at the read position.
func (s *scanner) peek() (byte, bool) {
	if s.pos < len(s.data) {
		return s.data[s.pos], true
	}
	return 0, false
}

// space skips white space.
func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\r', '\n':
			s.pos++
		default:
			return
		}
	}
}

// literal reads word (true, false, null) when it comes next.
func (s *scanner) literal(word string) bool {
	if !bytes.HasPrefix(s.data[s.pos:], []byte(word)) {
		return false
	}
	s.pos += len(word)
	return true
}

// strStop marks the bytes that end a plain run inside a string: the
// closing quote, a backslash and the control characters.
var strStop = func() (t [256]bool) {
	for c := range 0x20 {
		t[c] = true
	}
	t['"'], t['\\'] = true, true
	return t
}()

// str reads a string and, when want is set, returns its value (escapes
// decoded only when there are any).
func (s *scanner) str(want bool) (string, error) {
	start := s.pos
	s.pos++ // the opening quote
	escaped := false
	for s.pos < len(s.data) {
		i, d := s.pos, s.data
		for i < len(d) && !strStop[d[i]] { // the plain run, in a register
			i++
		}
		if s.pos = i; i == len(d) {
			break
		}
		switch c := d[i]; {
		case c == '"':
			s.pos++
			raw := s.data[start:s.pos]
			if !want && !escaped {
				return "", nil
			}
			if !escaped {
				return string(raw[1 : len(raw)-1]), nil
			}
			v, err := strconv.Unquote(string(raw))
			if err != nil {
				var out string
				if json.Unmarshal(raw, &out) != nil {
					return "", errSyntax
				}
				v = out
			}
			return v, nil
		case c == '\\':
			escaped = true
			if !s.escape() {
				return "", errSyntax
			}
			if err := s.surrogates(); err != nil {
				return "", err
			}
			s.pos += 2
		case c < 0x20:
			return "", errSyntax
		default:
			s.pos++
		}
	}
	return "", errSyntax
}

// escape reports whether the backslash at the read position starts an
// escape JSON allows: \" \\ \/ \b \f \n \r \t or \u and four hex digits.
func (s *scanner) escape() bool {
	if s.pos+1 >= len(s.data) {
		return false
	}
	switch s.data[s.pos+1] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		return true
	case 'u':
		if s.pos+6 > len(s.data) {
			return false
		}
		for _, h := range s.data[s.pos+2 : s.pos+6] {
			if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
				return false
			}
		}
		return true
	}
	return false
}

// surrogates refuses, at a backslash, a \u escape of a lone UTF-16
// surrogate (a high one not followed by an escaped low one, or a low one on
// its own): no UTF-8 text holds it, and decoding would turn it into U+FFFD,
// so a rewrite would change the text without a word. A valid pair is
// stepped over whole.
func (s *scanner) surrogates() error {
	hi, ok := s.hex4(s.pos)
	if !ok || hi < 0xd800 || hi > 0xdfff {
		return nil
	}
	if lo, ok := s.hex4(s.pos + 6); hi < 0xdc00 && ok && lo >= 0xdc00 && lo <= 0xdfff {
		s.pos += 6 // the high half; the caller steps over the low one
		return nil
	}
	return &ScanError{Code: "json.encoding", Offset: int64(s.pos), Pointer: s.pointer(len(s.stack)),
		Message: fmt.Sprintf("\\u%04x at offset %d is half of a UTF-16 surrogate pair with no other half: no character; remove it or complete the pair", hi, s.pos)}
}

// hex4 reads the code of a \uXXXX escape starting at offset i.
func (s *scanner) hex4(i int) (rune, bool) {
	if i+6 > len(s.data) || s.data[i] != '\\' || s.data[i+1] != 'u' {
		return 0, false
	}
	v, err := strconv.ParseUint(string(s.data[i+2:i+6]), 16, 32)
	return rune(v), err == nil
}

// number reads a number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *scanner) number() bool {
	d := s.data
	i := s.pos
	if i < len(d) && d[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case digits() == 0:
		return false
	}
	if i < len(d) && d[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	s.pos = i
	return true
}

// checkEncoding refuses byte order marks, UTF-16 and invalid UTF-8: JSON
// files are UTF-8 without a BOM (RFC 8259 section 8.1).
func checkEncoding(data []byte) error {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return &ScanError{Code: "json.encoding", Message: "the file starts with a UTF-8 byte order mark (EF BB BF); save it as UTF-8 without BOM"}
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}), bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return &ScanError{Code: "json.encoding", Message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"}
	}
	if utf8.Valid(data) {
		return nil
	}
	off := 0
	for off < len(data) {
		r, size := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		off += size
	}
	return &ScanError{Code: "json.encoding", Offset: int64(off),
		Message: fmt.Sprintf("byte %#02x at offset %d is not valid UTF-8; save the file as UTF-8", data[off], off)}
}
