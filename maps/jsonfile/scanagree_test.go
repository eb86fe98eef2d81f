package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// frame is one open array or object of Scan's explicit stack.
type tokenFrame struct {
	ptr     string
	object  bool
	keys    map[string]bool // objects: keys seen
	key     string          // objects: the key whose value comes next
	haveKey bool
	index   int // arrays: index of the next element
}

// scanTokens is the first Scan, built on encoding/json's tokenizer: the
// reference the byte scanner is compared with. It checks data in one pass, without recursion, for the problems
// ScanError lists. A syntax error ends the scan with nil: the decoder
// reports it with its own message.
func scanTokens(data []byte, l Limits) error {
	if err := checkEncoding(data); err != nil {
		return err
	}
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

// FuzzScanAgrees: on every valid JSON document the byte scanner finds what
// the token-based scanner found (the same code, offset and pointer, or
// nothing).
func FuzzScanAgrees(f *testing.F) {
	for _, s := range []string{`{"a": {"b": 1, "b": 2}}`, `[[[[[[[[[[1]]]]]]]]]]`, `{"a\u0062": 1, "ab": 2}`, `null`, ` [1, {"x": [null, {"y": {}}]}]`, `{"k": "v\"", "k": 0}`} {
		f.Add([]byte(s))
	}
	limits := DefaultLimits
	limits.Depth = 8
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		got, want := Scan(data, limits), scanTokens(data, limits)
		var g, w *ScanError
		errors.As(got, &g)
		errors.As(want, &w)
		if (g == nil) != (w == nil) || g != nil && (g.Code != w.Code || g.Offset != w.Offset || g.Pointer != w.Pointer) {
			t.Fatalf("Scan(%q) = %+v, token scan %+v", data, g, w)
		}
	})
}

// BenchmarkScanITWOOB compares the byte scanner with the token-based one on
// the ITW OOB (75 KB).
func BenchmarkScanITWOOB(b *testing.B) {
	data := itwOOB(b)
	b.Run("bytes", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := Scan(data, DefaultLimits); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("tokens", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := scanTokens(data, DefaultLimits); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// itwOOB reads the ITW order of battle from the source tree.
func itwOOB(b *testing.B) []byte {
	data, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "itw-shiloh", "itw-shiloh.oob.json"))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// FuzzLookupAgrees: on a valid document, walking to a pointer finds the
// offset the full map of the document records for it, for every value
// (within the depth limit), duplicate keys aside (the walk stops at the
// first, the map keeps the last).
func FuzzLookupAgrees(f *testing.F) {
	f.Add([]byte(`{"a": [1, {"b~/c": "x", "e": [true, false, -1.5e3]}], "d": null, "f\u00e9": {"g": "h\"i"}}`))
	f.Add([]byte(`[[], {}, [[{"x": [1, 2, {"y": 3}]}]]]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) || Scan(data, DefaultLimits) != nil {
			return
		}
		ix := NewIndex(data)
		ix.mapAll()
		for ptr, off := range ix.offsets {
			if strings.Count(ptr, "/") > DefaultLimits.Depth {
				continue
			}
			if got, ok := ix.find(ptr); !ok || got != off {
				t.Fatalf("%q: pointer %q at %d (%v), the full map says %d", data, ptr, got, ok, off)
			}
		}
	})
}

// TestLookupBuiltinFiles: every value of the ITW OOB and map is found where
// the full map of the file says it starts.
func TestLookupBuiltinFiles(t *testing.T) {
	for _, p := range []string{"scenarios/itw-shiloh/itw-shiloh.oob.json", "maps/itw-shiloh.map.json", "scenarios/itw-shiloh/01-bloody-april.scenario.json"} {
		data, err := os.ReadFile(filepath.Join("..", "..", p))
		if err != nil {
			t.Fatal(err)
		}
		ix := NewIndex(data)
		ix.mapAll()
		for ptr, off := range ix.offsets {
			if got, ok := ix.find(ptr); !ok || got != off {
				t.Fatalf("%s: pointer %q at %d, the full map says %d", p, ptr, got, off)
			}
		}
	}
}

// TestScanValidAgreesWithJSONValid holds ScanValid's verdict to
// encoding/json's on tricky inputs (bad escapes, trailing data, numbers,
// literals, truncation) and on every file of the bad-input corpus, each cut
// at every 97th byte: the validator skips json.Valid when ScanValid says
// valid, so the two must never differ where Scan finds no problem.
func TestScanValidAgreesWithJSONValid(t *testing.T) {
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
		valid, err := ScanValid([]byte(in), DefaultLimits)
		if err != nil {
			continue
		}
		if want := json.Valid([]byte(in)); valid != want {
			t.Errorf("ScanValid(%.60q) = %v, json.Valid says %v", in, valid, want)
		}
	}
}
