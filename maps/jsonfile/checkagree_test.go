package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// tokenFrame is one open array or object of scanTokens' stack.
type tokenFrame struct {
	ptr     string
	object  bool
	keys    map[string]bool // objects: keys seen
	key     string          // objects: the key whose value comes next
	haveKey bool
	index   int // arrays: index of the next element
}

// scanTokens is the first scanner of Sandtable, built on encoding/json's
// tokenizer (not on jsontext): the reference Check is compared with on
// valid UTF-8. It checks data in one pass for null, depth and duplicate
// keys. A syntax error ends the scan with nil.
func scanTokens(data []byte, l Limits) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var stack []*tokenFrame
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
					return &ScanError{Code: "json.duplicate-key", Offset: skipSpaceTokens(data, off), Pointer: top.ptr + "/" + EscapePointer(k),
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
				return &ScanError{Code: "json.depth", Offset: skipSpaceTokens(data, off), Pointer: ptr,
					Message: fmt.Sprintf("arrays and objects nested deeper than %d levels", l.Depth)}
			}
			f := &tokenFrame{ptr: ptr, object: d == '{'}
			if f.object {
				f.keys = map[string]bool{}
			}
			stack = append(stack, f)
		}
	}
}

// skipSpace moves off past white space and the separators ',' and ':' to the
// start of the next token.
func skipSpaceTokens(data []byte, off int64) int64 {
	for off < int64(len(data)) && bytes.IndexByte([]byte(" \t\r\n,:"), data[off]) >= 0 {
		off++
	}
	return off
}

// FuzzScanAgrees: on every valid JSON document in UTF-8 with no escaped
// lone surrogate, Check finds what the encoding/json-based scanner finds
// (the same code, offset and pointer, or nothing).
func FuzzScanAgrees(f *testing.F) {
	for _, s := range []string{`{"a": {"b": 1, "b": 2}}`, `[[[[[[[[[[1]]]]]]]]]]`, `{"a\u0062": 1, "ab": 2}`, `null`, ` [1, {"x": [null, {"y": {}}]}]`, `{"k": "v\"", "k": 0}`, `{"a~/b": 1, "a~/b": 2}`} {
		f.Add([]byte(s))
	}
	limits := DefaultLimits
	limits.Depth = 8
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) || !utf8.Valid(data) || loneSurrogate.Match(data) {
			return
		}
		_, got := Check(data, limits, nil)
		want := scanTokens(data, limits)
		var g, w *ScanError
		errors.As(got, &g)
		errors.As(want, &w)
		if (g == nil) != (w == nil) || g != nil && (g.Code != w.Code || g.Offset != w.Offset || g.Pointer != w.Pointer || g.Message != w.Message) {
			t.Fatalf("Check(%q) = %+v, token scan %+v", data, g, w)
		}
	})
}

// loneSurrogate matches any escaped surrogate (a pair too): inputs the
// encoding/json-based scanner does not judge.
var loneSurrogate = regexp.MustCompile(`\\u[dD][89abcdefABCDEF]`)

// BenchmarkCheckITWOOB: Check on the ITW OOB (75 KB).
func BenchmarkCheckITWOOB(b *testing.B) {
	data := itwOOB(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Check(data, DefaultLimits, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// itwOOB reads the ITW order of battle from the source tree.
func itwOOB(b *testing.B) []byte {
	data, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "itw-shiloh", "itw-shiloh.oob.json"))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// decoderOffsets maps every value of data (within DefaultLimits.Depth
// levels) to where encoding/json's decoder sees it start: the oracle of
// Lookup and PointerAt. A document that is not valid JSON gives the values
// read before the error.
func decoderOffsets(data []byte) map[string]int {
	out := map[string]int{}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var value func(ptr string, depth int) bool
	value = func(ptr string, depth int) bool {
		out[ptr] = valueStart(data, int(dec.InputOffset()))
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
				if !value(ptr+"/"+EscapePointer(key), depth+1) {
					return false
				}
			}
			_, err = dec.Token()
			return err == nil
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				if !value(ptr+"/"+strconv.Itoa(i), depth+1) {
					return false
				}
			}
			_, err = dec.Token()
			return err == nil
		}
		return true
	}
	value("", 0)
	return out
}

// FuzzLookupAgrees: on a valid document, walking to a pointer finds the
// offset encoding/json's decoder saw the value start at, and PointerAt of
// that offset gives the pointer back, for every value (within the depth
// limit), duplicate keys aside (the walk stops at the first, the oracle
// keeps the last).
func FuzzLookupAgrees(f *testing.F) {
	f.Add([]byte(`{"a": [1, {"b~/c": "x", "e": [true, false, -1.5e3]}], "d": null, "f\u00e9": {"g": "h\"i"}}`))
	f.Add([]byte(`[[], {}, [[{"x": [1, 2, {"y": 3}]}]]]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := Check(data, DefaultLimits, nil); err != nil || !json.Valid(data) {
			return
		}
		ix := NewIndex(data)
		for ptr, off := range decoderOffsets(data) {
			if strings.Count(ptr, "/") > DefaultLimits.Depth {
				continue
			}
			if got, ok := ix.find(ptr); !ok || got != off {
				t.Fatalf("%q: pointer %q at %d (%v), encoding/json says %d", data, ptr, got, ok, off)
			}
			if got := ix.PointerAt(off); got != ptr {
				t.Fatalf("%q: PointerAt(%d) = %q, encoding/json says %q starts there", data, off, got, ptr)
			}
		}
	})
}

// TestLookupBuiltinFiles: every value of the ITW OOB and map and of a
// scenario is found where encoding/json's decoder saw it start.
func TestLookupBuiltinFiles(t *testing.T) {
	for _, p := range []string{"scenarios/itw-shiloh/itw-shiloh.oob.json", "maps/itw-shiloh.map.json", "scenarios/itw-shiloh/01-bloody-april.scenario.json"} {
		data, err := os.ReadFile(filepath.Join("..", "..", p))
		if err != nil {
			t.Fatal(err)
		}
		ix := NewIndex(data)
		offsets := decoderOffsets(data)
		for ptr, off := range offsets {
			if got, ok := ix.find(ptr); !ok || got != off {
				t.Fatalf("%s: pointer %q at %d, encoding/json says %d", p, ptr, got, off)
			}
		}
		n := 0
		for ptr, off := range offsets { // PointerAt reads from the start each time: a sample
			if n++; n%50 == 0 {
				if got := ix.PointerAt(off); got != ptr {
					t.Fatalf("%s: PointerAt(%d) = %q, encoding/json says %q", p, off, got, ptr)
				}
			}
		}
	}
}

// TestCheckValidAgreesWithJSONValid holds Check's verdict to encoding/json's
// on tricky inputs (bad escapes, trailing data, numbers, literals,
// truncation) and on every file of the bad-input corpus, each cut at every
// 97th byte: the validator skips json.Valid when Check says valid, so the
// two must never differ where Check finds no problem.
func TestCheckValidAgreesWithJSONValid(t *testing.T) {
	inputs := []string{
		`{}`, `[]`, ` {"a":1} `, `{"a":1} x`, `{"a":1}{}`, `"\x"`, `{"a":"\x"}`, `{"a":"\u12"}`,
		`{"a":"\u12g4"}`, `{"a":"\uD83D\uDE00"}`, `{"a":"\/\b\f\n\r\t\"\\"}`, `["\`, `[01]`, `01`, `-`,
		`[1.]`, `[1e]`, `[1e+5, -0.5E-3]`, `truex`, `[true,false,null]`, `[tru]`, `{"a" 1}`, `{"a":1,}`,
		`[1,]`, `[1 2]`, "[\"a\tb\"]", `{"a":[1,{"b":[]}]}`, `   `, ``, `"abc`, `{"a":"\u00e9"}`,
	}
	paths, _ := filepath.Glob("../../validate/testdata/bad/*.json")
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for cut := 0; cut < len(data) && cut < 20000; cut += 97 {
			inputs = append(inputs, string(data[:cut]))
		}
		inputs = append(inputs, string(data))
	}
	for _, in := range inputs {
		c, err := Check([]byte(in), DefaultLimits, nil)
		if err != nil {
			continue
		}
		if want := json.Valid([]byte(in)); c.Valid != want {
			t.Errorf("Check(%.60q).Valid = %v, json.Valid says %v", in, c.Valid, want)
		}
	}
}
