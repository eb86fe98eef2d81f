package jsonfile

import (
	"errors"
	"testing"
	"unicode/utf16"
)

// TestLoneSurrogatesRefused: an escaped UTF-16 surrogate with no partner
// names no character (RFC 8259 section 8.2 leaves it undefined, and
// encoding/json turns it into U+FFFD); Check refuses it, in values and in
// keys, and accepts a full pair, which encoding/json decodes to the
// character utf16.DecodeRune gives.
func TestLoneSurrogatesRefused(t *testing.T) {
	for _, doc := range []string{
		`{"a": "\ud800"}`, `{"a": "\udc00"}`, `{"a": "x\udbffy"}`, `{"a": "\ud800\u0041"}`,
		`{"\ud800": 1}`, `["\ud83d\ud83d"]`, `{"a": "\ude00\ud83d"}`, `{"a": "\ud800`,
	} {
		var se *ScanError
		if _, err := Check([]byte(doc), DefaultLimits, nil); !errors.As(err, &se) || se.Code != "json.encoding" {
			t.Errorf("%s: %v, want json.encoding", doc, err)
		}
	}
	for _, doc := range []string{`{"a": "\ud83d\ude00"}`, `{"a": "\\ud800"}`, `{"a": "\u00e9\uFFFD"}`, `{"a": "\\\ud83d\ude00"}`} {
		if _, err := Check([]byte(doc), DefaultLimits, nil); err != nil {
			t.Errorf("%s: %v", doc, err)
		}
	}
	var v map[string]string
	if err := DecodeStrict([]byte(`{"a": "\ud83d\ude00"}`), &v); err != nil || v["a"] != string(utf16.DecodeRune(0xd83d, 0xde00)) {
		t.Errorf("a pair: %q, %v", v["a"], err)
	}
}

// TestLoneSurrogateWhere: a lone surrogate is reported at its backslash,
// with the pointer of the string that holds it, or, in a key, of the object
// that holds the key (the hand-written scanner gave the key before it
// there: "/a" for the third case, "/x/" for the fourth). Offsets counted
// by hand.
func TestLoneSurrogateWhere(t *testing.T) {
	for _, c := range []struct {
		doc, ptr string
		off      int64
	}{
		{`{"a": "\ud800"}`, "/a", 7},
		{`[1, "\ud800"]`, "/1", 5},
		{`{"a": 1, "b\ud800": 1}`, "", 11},
		{`{"x": {"\udc00": 1}}`, "/x", 8},
		{`{"x": ["ok", "y\udbff"]}`, "/x/1", 15},
	} {
		var se *ScanError
		if _, err := Check([]byte(c.doc), DefaultLimits, nil); !errors.As(err, &se) || se.Code != "json.encoding" || se.Pointer != c.ptr || se.Offset != c.off {
			t.Errorf("%s: %+v, want json.encoding at %q offset %d", c.doc, se, c.ptr, c.off)
		}
	}
}

// TestSurrogateOutsideStringIsSyntax: \ud800 written outside a string is
// not JSON at all (a syntax error for encoding/json to word), not a lone
// surrogate (the differential fuzzing of jsontext's first version found it
// called json.encoding).
func TestSurrogateOutsideStringIsSyntax(t *testing.T) {
	for _, doc := range []string{`\ud8000`, `[1, \ud800]`, `{"a": \udc00}`} {
		c, err := Check([]byte(doc), DefaultLimits, nil)
		if err != nil || c.Valid {
			t.Errorf("%s: %v (valid %v), want a syntax error left to encoding/json", doc, err, c != nil && c.Valid)
		}
	}
}
