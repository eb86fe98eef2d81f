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
