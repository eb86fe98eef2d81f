package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
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

// frame is one open array or object of Scan's explicit stack.
type frame struct {
	ptr     string
	object  bool
	keys    map[string]bool // objects: keys seen
	key     string          // objects: the key whose value comes next
	haveKey bool
	index   int // arrays: index of the next element
}

// Scan checks data in one pass, without recursion, for the problems
// ScanError lists. A syntax error ends the scan with nil: the decoder
// reports it with its own message.
func Scan(data []byte, l Limits) error {
	if err := checkEncoding(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var stack []*frame
	for {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil // end of input, or a syntax error for the decoder to report
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			continue
		}
		ptr := ""
		if n := len(stack); n == 0 && tok == nil {
			return &ScanError{Code: "json.null", Offset: off, Message: "the file holds null, not a document"}
		} else if n > 0 {
			top := stack[n-1]
			switch {
			case top.object && !top.haveKey:
				k, _ := tok.(string)
				if top.keys[k] {
					return &ScanError{Code: "json.duplicate-key", Offset: skipSpace(data, off), Pointer: top.ptr + "/" + EscapePointer(k),
						Message: fmt.Sprintf("key %q appears twice in one object; only one of its values could be kept", k)}
				}
				top.keys[k], top.key, top.haveKey = true, k, true
				continue
			case top.object:
				ptr, top.haveKey = top.ptr+"/"+EscapePointer(top.key), false
			default:
				ptr = top.ptr + "/" + strconv.Itoa(top.index)
				top.index++
			}
		}
		if d, ok := tok.(json.Delim); ok {
			if len(stack) >= l.Depth {
				return &ScanError{Code: "json.depth", Offset: skipSpace(data, off), Pointer: ptr,
					Message: fmt.Sprintf("arrays and objects nested deeper than %d levels", l.Depth)}
			}
			f := &frame{ptr: ptr, object: d == '{'}
			if f.object {
				f.keys = map[string]bool{}
			}
			stack = append(stack, f)
		}
	}
}

// skipSpace moves off past white space and the separators ',' and ':' to the
// start of the next token.
func skipSpace(data []byte, off int64) int64 {
	for off < int64(len(data)) && bytes.IndexByte([]byte(" \t\r\n,:"), data[off]) >= 0 {
		off++
	}
	return off
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
