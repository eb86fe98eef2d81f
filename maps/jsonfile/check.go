package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"sync"
	"unicode/utf8"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// ScanError is a document that is valid JSON, or nearly, but that Sandtable
// refuses to read because decoding it would lose or misread something, or
// cost too much. Code is the diagnostic code: json.encoding (a byte order
// mark, UTF-16, invalid UTF-8, an escaped lone UTF-16 surrogate),
// json.depth (nesting deeper than Limits.Depth), json.duplicate-key (an
// object holding one key twice: the decoder would keep only the last),
// json.null (the whole file is null) or json.key-case (a key that names a
// field of the Go struct it fills only when case is ignored). Offset is the
// 0-based byte offset of the problem, Pointer the JSON pointer of the value
// concerned.
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

// Checked is what Check found in a document besides the problems it
// returns as errors.
type Checked struct {
	// Valid: the document is one complete JSON value with only white space
	// after it, as json.Valid would say.
	Valid bool
	// PlainNumbers: Valid, and every number in the document is an integer
	// of at most 15 digits written plainly (an optional minus, no leading
	// zero, fraction or exponent), so that a float64 holds it exactly and
	// strconv.FormatFloat(f, 'f', -1, 64) writes it back as it is written
	// (schema.ValidateChecked relies on it).
	PlainNumbers bool
	// keyCase is the first key that names a field only when case is
	// ignored; Decode returns it.
	keyCase *ScanError
	// known: Valid, and every key read into a struct names one of its
	// fields exactly (structs with embedded fields never count), so
	// encoding/json's DisallowUnknownFields has nothing to refuse.
	known bool
	// tops gives, for each key of the top-level object whose array is read
	// into a slice field, the number of its elements (presize).
	tops []topLen
}

// topLen is the length of the array under one key of the top-level object.
type topLen struct {
	key string
	n   int
}

// Check reads data once, with jsontext's decoder, and returns as a
// *ScanError the first problem that makes Sandtable refuse the file before
// decoding it: a byte order mark or invalid UTF-8 anywhere (json.encoding,
// before any other), the whole file null (json.null), nesting deeper than
// l.Depth (json.depth), a key twice in one object (json.duplicate-key) or
// an escaped lone surrogate (json.encoding), in the order the document
// holds them. A syntax error ends the read with a nil error and
// Checked.Valid false: encoding/json reports it in its words. In the same
// read it walks the keys beside the type of v (a pointer, as json.Unmarshal
// takes it) for Decode: a key that names a struct field only when case is
// ignored, whether every key names a field, and the lengths of the
// top-level arrays. The *Checked is never nil.
func Check(data []byte, l Limits, v any) (*Checked, error) {
	if err := checkBOM(data); err != nil {
		return &Checked{}, err
	}
	c := checkers.Get().(*checker)
	defer c.release()
	out, err := c.run(data, l, reflect.TypeOf(v))
	if err == nil && out.Valid {
		return out, nil
	}
	if out == nil {
		out = &Checked{}
	}
	// a problem: invalid UTF-8 anywhere outranks it, as it did when the
	// encoding was checked before the read
	if bad := firstInvalidUTF8(data); bad >= 0 {
		return &Checked{}, &ScanError{Code: "json.encoding", Offset: int64(bad),
			Message: fmt.Sprintf("byte %#02x at offset %d is not valid UTF-8; save the file as UTF-8", data[bad], bad)}
	}
	return out, err
}

// checker is one read's state, pooled with its decoder.
type checker struct {
	dec   jsontext.Decoder
	stack []frame
	// tops: the lengths of the top-level object's arrays read into slices;
	// topKey the key just read in the top-level object when it names a
	// slice field.
	tops   []topLen
	topKey string
	name   []byte // an escaped key, unquoted
	// unknown is set by a key that names no field of its struct.
	unknown bool
	// unplain is set by a number that is not a plain integer
	// (Checked.PlainNumbers).
	unplain bool
	keyCase *ScanError
}

var checkers = sync.Pool{New: func() any { return new(checker) }}

// release returns c to the pool, keeping nothing of the caller's bytes.
func (c *checker) release() {
	c.dec.Reset(bytes.NewBuffer(nil))
	c.stack, c.tops, c.topKey, c.keyCase, c.unknown, c.unplain = c.stack[:0], c.tops[:0], "", nil, false, false
	checkers.Put(c)
}

// frame is one open array or object and the Go type its values fill.
type frame struct {
	object   bool
	wantName bool                    // objects: a name comes next
	fields   map[string]reflect.Type // objects read into a struct
	elem     reflect.Type            // map values, slice elements
	next     reflect.Type            // objects: the type of the value after the name just read
	n        int                     // arrays: elements read
	topKey   string                  // an array under this key of the top-level object fills a slice
}

// run is Check's read, after the byte order marks.
func (c *checker) run(data []byte, l Limits, t reflect.Type) (*Checked, error) {
	c.dec.Reset(bytes.NewBuffer(data))
	d := &c.dec
	root := target(t)
	for first := true; ; first = false {
		switch d.PeekKind() {
		case '{', '[':
			vt := root
			if n := len(c.stack); n > 0 {
				vt = c.stack[n-1].elem
				if c.stack[n-1].object {
					vt = c.stack[n-1].next
				}
			}
			tok, err := d.ReadToken()
			if err != nil {
				return c.syntax(data, err)
			}
			if d.StackDepth() > l.Depth {
				return nil, &ScanError{Code: "json.depth", Offset: d.InputOffset() - 1, Pointer: string(d.StackPointer()),
					Message: fmt.Sprintf("arrays and objects nested deeper than %d levels", l.Depth)}
			}
			c.open(tok.Kind() == '{', vt)
			continue
		case '}', ']':
			if _, err := d.ReadToken(); err != nil {
				return c.syntax(data, err)
			}
			c.close()
		case '"':
			raw, err := d.ReadValue()
			if err != nil {
				return c.syntax(data, err)
			}
			if n := len(c.stack); n > 0 && c.stack[n-1].wantName {
				c.key(raw, d.InputOffset()-int64(len(raw)))
				continue
			}
		case 'n':
			if _, err := d.ReadToken(); err != nil {
				return c.syntax(data, err)
			}
			if first {
				return nil, &ScanError{Code: "json.null", Offset: 0, Message: "the file holds null, not a document"}
			}
		default:
			raw, err := d.ReadValue()
			if err != nil {
				return c.syntax(data, err)
			}
			if !c.unplain && raw.Kind() == '0' && !plainInteger(raw) {
				c.unplain = true
			}
		}
		// a value is complete
		n := len(c.stack)
		if n == 0 {
			break
		}
		if f := &c.stack[n-1]; f.object {
			f.wantName = true
		} else {
			f.n++
		}
	}
	out := &Checked{keyCase: c.keyCase}
	// only white space may follow; what does is never read as a document
	// (no pointer, no key), as json.Valid reads it
	_, err := d.ReadToken()
	out.Valid = err == io.EOF
	out.PlainNumbers = out.Valid && !c.unplain
	if out.Valid && !c.unknown {
		out.known = true
		out.tops = append([]topLen(nil), c.tops...)
	}
	return out, nil
}

// open pushes an array or object that fills vt.
func (c *checker) open(object bool, vt reflect.Type) {
	f := frame{object: object, wantName: object}
	switch {
	case vt == nil:
	case object && vt.Kind() == reflect.Struct:
		f.fields = fieldsOf(vt)
		c.unknown = c.unknown || embeds(vt)
	case object && vt.Kind() == reflect.Map, !object && (vt.Kind() == reflect.Slice || vt.Kind() == reflect.Array):
		f.elem = target(vt.Elem())
	}
	if !object && len(c.stack) == 1 {
		f.topKey = c.topKey
	}
	c.topKey = ""
	c.stack = append(c.stack, f)
}

// close pops the array or object just ended, recording the length of an
// array that fills a top-level slice field.
func (c *checker) close() {
	f := &c.stack[len(c.stack)-1]
	if f.topKey != "" {
		c.tops = append(c.tops, topLen{key: f.topKey, n: f.n})
	}
	c.stack = c.stack[:len(c.stack)-1]
}

// key takes an object's key (raw, quoted, starting at byte off): the type
// its value fills, and whether it names a field of the struct being read
// only when case is ignored (encoding/json would fill the field from it,
// while the schemas, whose names are exact, refuse it).
func (c *checker) key(raw jsontext.Value, off int64) {
	f := &c.stack[len(c.stack)-1]
	f.wantName, f.next = false, f.elem
	if f.fields == nil {
		return
	}
	name, escaped := raw[1:len(raw)-1], bytes.IndexByte(raw, '\\') >= 0
	if escaped {
		c.name, _ = jsontext.AppendUnquote(c.name[:0], raw)
		name = c.name
	}
	ft, exact := f.fields[string(name)]
	if !exact {
		if field, ok := foldedField(f.fields, string(name)); ok && c.keyCase == nil {
			c.keyCase = &ScanError{Code: "json.key-case", Offset: off, Pointer: string(c.dec.StackPointer()),
				Message: fmt.Sprintf("key %q is not a field; the field is written %q (keys are case-sensitive)", name, field)}
		}
		c.unknown = true
	}
	f.next = ft
	if len(c.stack) == 1 && !escaped && ft != nil && ft.Kind() == reflect.Slice {
		c.topKey = string(name)
	}
}

// syntax turns the decoder's error into the problem Check reports: a
// duplicate key, an escaped lone surrogate, or else a syntax error
// (Checked.Valid false, no error) for encoding/json to word.
func (c *checker) syntax(data []byte, err error) (*Checked, error) {
	var se *jsontext.SyntacticError
	if !errors.As(err, &se) {
		return &Checked{keyCase: c.keyCase}, nil
	}
	if errors.Is(se.Err, jsontext.ErrDuplicateName) {
		name := se.JSONPointer.LastToken()
		return nil, &ScanError{Code: "json.duplicate-key", Offset: se.ByteOffset, Pointer: string(se.JSONPointer),
			Message: fmt.Sprintf("key %q appears twice in one object; only one of its values could be kept", name)}
	}
	// a string the decoder stopped in: it stops before the token it could
	// not read, so the token starts after the last one read
	start := valueStart(data, int(c.dec.InputOffset()))
	inString := start < len(data) && data[start] == '"' && se.ByteOffset > int64(start)
	if hi, ok := surrogateAt(data, se.ByteOffset); ok && inString {
		return nil, &ScanError{Code: "json.encoding", Offset: se.ByteOffset, Pointer: string(se.JSONPointer),
			Message: fmt.Sprintf("\\u%04x at offset %d is half of a UTF-16 surrogate pair with no other half: no character; remove it or complete the pair", hi, se.ByteOffset)}
	}
	return &Checked{keyCase: c.keyCase}, nil
}

// surrogateAt reports whether the decoder's error at offset off stands on
// an escaped UTF-16 surrogate (\ud800 to \udfff), and its code: jsontext
// refuses one without its other half there, and encoding/json would turn
// it into U+FFFD, so a rewrite would change the text without a word.
func surrogateAt(data []byte, off int64) (rune, bool) {
	if off < 0 || off+6 > int64(len(data)) || data[off] != '\\' || data[off+1] != 'u' {
		return 0, false
	}
	v, err := strconv.ParseUint(string(data[off+2:off+6]), 16, 32)
	if err != nil || v < 0xd800 || v > 0xdfff {
		return 0, false
	}
	return rune(v), true
}

// plainInteger reports whether a JSON number is written as an integer of
// at most 15 digits: an optional minus, then 0 or a digit 1-9 followed by
// digits, nothing else.
func plainInteger(num []byte) bool {
	if len(num) > 0 && num[0] == '-' {
		num = num[1:]
	}
	if len(num) == 0 || len(num) > 15 || num[0] == '0' && len(num) > 1 {
		return false
	}
	for _, b := range num {
		if b < '0' || b > '9' {
			return false
		}
	}
	return true
}

// checkBOM refuses byte order marks: JSON files are UTF-8 without a BOM
// (RFC 8259 section 8.1).
func checkBOM(data []byte) error {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return &ScanError{Code: "json.encoding", Message: "the file starts with a UTF-8 byte order mark (EF BB BF); save it as UTF-8 without BOM"}
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}), bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return &ScanError{Code: "json.encoding", Message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"}
	}
	return nil
}

// firstInvalidUTF8 returns the offset of the first byte of data that is
// not valid UTF-8, or -1.
func firstInvalidUTF8(data []byte) int {
	if utf8.Valid(data) {
		return -1
	}
	for off := 0; off < len(data); {
		r, size := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && size == 1 {
			return off
		}
		off += size
	}
	return -1
}

// Decode decodes data, which Check read, into v (the value Check was
// given), refusing fields v does not declare, so that a field the
// canonical writer would drop is reported instead of lost. It returns first
// the json.key-case *ScanError Check found. When every key names a field
// (nothing for DisallowUnknownFields to refuse) it decodes with
// go-json-experiment's json.Unmarshal (one pass over data, less than half
// encoding/json's instructions), giving the top-level struct's slices the
// capacity their arrays need (presize) so that they are filled without
// growing element by element; should that decoder refuse the document, v
// is cleared and encoding/json's json.Unmarshal decodes it instead, so
// that its value and its error are encoding/json's. Errors: encoding/json's.
func (c *Checked) Decode(data []byte, v any) error {
	if c.keyCase != nil {
		return c.keyCase
	}
	if c.known {
		presize(v, c.tops)
		rv := reflect.ValueOf(v)
		if rv.Kind() != reflect.Pointer || rv.IsNil() {
			return json.Unmarshal(data, v)
		}
		if jsonv2.Unmarshal(data, v) == nil {
			return nil
		}
		rv.Elem().SetZero()
		presize(v, c.tops)
		return json.Unmarshal(data, v)
	}
	return decodeDisallowing(data, v)
}
