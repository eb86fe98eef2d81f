package jsonfile

import (
	"errors"
	"strings"
	"testing"
)

// TestCheck: each problem gives its code, the pointer of the value
// concerned and the offset of the offending byte (checked by hand against
// the input).
func TestCheck(t *testing.T) {
	cases := []struct {
		in, code, ptr string
		off           int64
	}{
		{`{"hexes": {"S2410": {}, "S2410": {}}}`, "json.duplicate-key", "/hexes/S2410", 24},
		{`[{"a": 1}, {"a": 2, "b": [{"c": 0, "c": 1}]}]`, "json.duplicate-key", "/1/b/0/c", 35},
		{"null", "json.null", "", 0},
		{" \n null ", "json.null", "", 0},
		{"\xef\xbb\xbf{}", "json.encoding", "", 0},
		{"\xff\xfe{\x00}\x00", "json.encoding", "", 0},
		{`{"a": "b` + "\xc3\x28" + `"}`, "json.encoding", "", 8},
		{strings.Repeat("[", 9), "json.depth", "/0/0/0/0/0/0/0/0", 8},
		{`{"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {}}}}}}}}}`, "json.depth", "/a/b/c/d/e/f/g/h", 48},
	}
	limits := DefaultLimits
	limits.Depth = 8
	for _, c := range cases {
		_, err := Check([]byte(c.in), limits, nil)
		var se *ScanError
		if !errors.As(err, &se) || se.Code != c.code || se.Pointer != c.ptr || se.Offset != c.off {
			t.Errorf("Check(%q) = %+v, want %s at %q offset %d", c.in, se, c.code, c.ptr, c.off)
		}
	}
	for _, ok := range []string{`{"a": [1, 2, {"a": null}], "b": {"a": 1}}`, `[null, null]`, `"null"`, `{"é": "Lamine à"}`, `{"a": 1`, strings.Repeat("[", 8) + strings.Repeat("]", 8)} {
		if _, err := Check([]byte(ok), limits, nil); err != nil {
			t.Errorf("Check(%q) = %v, want nil", ok, err)
		}
	}
}
