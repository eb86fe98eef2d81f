package schema

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// decodeAsGojsonschema decodes data as gojsonschema's bytes loader does:
// encoding/json with UseNumber, the first value.
func decodeAsGojsonschema(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	err := dec.Decode(&v)
	return v, err
}

// checkTree holds parseTree to encoding/json: where it parses, the tree is
// the one encoding/json gives; where encoding/json calls the whole input
// valid, parseTree parses it.
func checkTree(t *testing.T, data []byte) {
	t.Helper()
	got, ok := parseTree(data)
	if !ok {
		if json.Valid(data) && len(data) < 1<<20 && !bytes.Contains(data, bytes.Repeat([]byte("["), maxTreeDepth)) {
			t.Errorf("parseTree refused %.80q, which json.Valid accepts", data)
		}
		return
	}
	if !json.Valid(data) {
		t.Fatalf("parseTree accepted %.80q, which json.Valid refuses", data)
	}
	want, err := decodeAsGojsonschema(data)
	if err != nil {
		t.Fatalf("%.80q: encoding/json: %v", data, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%.80q: parseTree gives %#v, encoding/json %#v", data, got, want)
	}
}

// TestParseTreeAsEncodingJSON compares parseTree with encoding/json on
// every built-in data file and schema, the bad-input corpus (each file
// whole and cut short) and inputs chosen for their edges (escapes,
// surrogates, invalid UTF-8, numbers, duplicate keys, trailing data).
func TestParseTreeAsEncodingJSON(t *testing.T) {
	var files []string
	for _, pat := range []string{"../scenarios/*/*.json", "../maps/*.json", "../maps/*/*.json", "../engine/*.json", "../engine/*/*.json", "*.json", "../validate/testdata/bad/*.json"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if len(files) < 30 {
		t.Fatalf("only %d files found", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkTree(t, data)
		for cut := 0; cut < len(data) && cut < 4000; cut += 41 {
			checkTree(t, data[:cut])
		}
	}
	for _, in := range []string{
		`{}`, `[]`, ` {"a": 1} `, `{"a":1} x`, `{"a":1}{}`, `"\u00e9\n\t\"\\\/"`, `"\uD83D\uDE00"`, `"\uD83D"`,
		`"\uDE00x"`, "\"a\xffb\"", "\"\xc3\"", `"\x"`, `[01]`, `-0`, `-0.5e+10`, `1E5`, `[1.]`, `[-]`, `[true,false,null]`,
		`[tru]`, `{"a":1,"a":2}`, `{"a":1,}`, `[1,]`, `{"a" 1}`, "[\"a\tb\"]", `   `, ``, `{"":{"":[[],{}]}}`,
		`123456789012345678901234567890`, `{"k":"\u0000"}`,
	} {
		checkTree(t, []byte(in))
	}
}

// FuzzParseTree holds parseTree to encoding/json on any input.
func FuzzParseTree(f *testing.F) {
	for _, s := range []string{`{"a":[1,"b",{"c":null}]}`, `"\ud83d\ude00"`, "\"\xff\"", `[1e5,-0.0]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkTree(t, data) })
}
