package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// libraryFirstError reads every token of data with jsontext's decoder, as
// strict as it comes (duplicate names and invalid UTF-8 refused), and
// returns the first error, nil for a valid document.
func libraryFirstError(data []byte) *jsontext.SyntacticError {
	d := jsontext.NewDecoder(bytes.NewReader(data))
	for {
		_, err := d.ReadToken()
		if err == io.EOF {
			return nil
		}
		var se *jsontext.SyntacticError
		if errors.As(err, &se) {
			return se
		}
		if err != nil {
			return &jsontext.SyntacticError{Err: err}
		}
	}
}

// TestCheckAgreesWithLibrary holds Check to jsontext's own verdicts
// (Value.IsValid, and the first error of a strict token read) and to
// json.Valid, on every file of the bad-input corpus and every built-in
// file, whole and cut short at points drawn from several seeds (one of
// them new each run, logged):
//   - a document the library calls valid is accepted (Valid), or refused
//     only for what is ours to refuse: nesting beyond Limits.Depth, a null
//     document;
//   - one it calls invalid is never accepted;
//   - where the library's first error is a duplicate name and the bytes
//     are UTF-8 without a BOM, Check reports that key (same offset, same
//     pointer) unless it found too deep a nesting before it, and every
//     json.duplicate-key Check reports is the library's;
//   - every json.encoding Check reports stands on invalid UTF-8, a BOM or
//     the library's first error.
func TestCheckAgreesWithLibrary(t *testing.T) {
	var files []string
	for _, g := range []string{"../../validate/testdata/bad/*", "../../maps/*.map.json", "../../scenarios/*/*.json", "../../engine/rulesets/*.json"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 60 {
		t.Fatalf("only %d files found", len(files))
	}
	seeds, cutsPerFile := []uint64{1, 2, 3, uint64(time.Now().UnixNano())}, 8
	if testing.Short() {
		seeds, cutsPerFile = seeds[3:], 3
	}
	t.Logf("seeds %v", seeds)
	checked := 0
	for _, seed := range seeds {
		rng := rand.New(rand.NewPCG(seed, 29))
		for _, p := range files {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			cuts := []int{len(data)}
			for range cutsPerFile {
				cuts = append(cuts, rng.IntN(len(data)+1))
			}
			for _, n := range cuts {
				in := data[:n]
				checked++
				if msg := agreesWithLibrary(in); msg != "" {
					t.Errorf("%s cut at %d (seed %d): %s", p, n, seed, msg)
				}
			}
		}
	}
	t.Logf("%d inputs", checked)
}

// agreesWithLibrary returns what Check says of in against the library, or
// "" when the two agree.
func agreesWithLibrary(in []byte) string {
	c, err := Check(in, DefaultLimits, nil)
	var se *ScanError
	errors.As(err, &se)
	libValid := jsontext.Value(in).IsValid()
	first := libraryFirstError(in)
	bom := bytes.HasPrefix(in, []byte{0xEF, 0xBB, 0xBF}) || bytes.HasPrefix(in, []byte{0xFE, 0xFF}) || bytes.HasPrefix(in, []byte{0xFF, 0xFE})
	switch {
	case err != nil && se == nil:
		return "an error that is not a *ScanError: " + err.Error()
	case err == nil && c.Valid != libValid:
		return "Valid differs from jsontext.Value.IsValid"
	case err == nil && c.Valid != json.Valid(in):
		return "Valid differs from json.Valid"
	case libValid && se != nil && se.Code != "json.depth" && se.Code != "json.null":
		return "the library accepts it, Check refuses it: " + se.Error()
	}
	if first != nil && errors.Is(first.Err, jsontext.ErrDuplicateName) && utf8.Valid(in) && !bom {
		switch {
		case se == nil:
			return "the library finds a duplicate name at " + string(first.JSONPointer) + ", Check nothing"
		case se.Code == "json.depth" && se.Offset < first.ByteOffset:
		case se.Code != "json.duplicate-key" || se.Offset != first.ByteOffset || se.Pointer != string(first.JSONPointer):
			return "the library finds a duplicate name at " + string(first.JSONPointer) + ", Check " + se.Error()
		}
	}
	if se != nil && se.Code == "json.duplicate-key" && (first == nil || !errors.Is(first.Err, jsontext.ErrDuplicateName) || first.ByteOffset != se.Offset) {
		return "Check reports a duplicate key the library does not: " + se.Error()
	}
	if se != nil && se.Code == "json.encoding" && utf8.Valid(in) && !bom && (first == nil || first.ByteOffset != se.Offset) {
		return "Check reports an encoding problem the library does not: " + se.Error()
	}
	return ""
}
