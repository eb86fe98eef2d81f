package jsonfile_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	jsonpatch "github.com/evanphx/json-patch/v5"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// recordDiagnostics rewrites testdata/diagnostics.record from the code as it
// is: run once, with the hand-written scanners, before they were replaced
// by jsontext (go test -run TestDiagnosticsRecord -record).
var recordDiagnostics = flag.Bool("record", false, "rewrite testdata/diagnostics.record")

// TestDiagnosticsRecord holds every diagnostic of the reading layer
// (readingLayer: severity, code, JSON
// pointer, line:column and message) that validation gives on each file of
// the bad-input corpus (validate/testdata/bad), on every built-in data file
// and game folder, on every rule case (validate/testdata/cases) and on a
// family of damaged copies of the built-in files (mutants: truncations,
// repeated keys, keys in another case, bad bytes, lone surrogates, deep
// nesting, wrong types, at places drawn from several seeds) to the record
// the hand-written scanners gave before jsontext replaced them.
func TestDiagnosticsRecord(t *testing.T) {
	if testing.Short() {
		t.Skip("validates the corpus, the built-in games, the rule cases and the mutants")
	}
	t.Chdir("../../validate") // paths as TestCorpusChild gives them
	got := readingLayer(diagnosticsRecord(t))
	const file = "../maps/jsonfile/testdata/diagnostics.record"
	if *recordDiagnostics {
		if err := os.WriteFile(file, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := readingLayer(strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n"))
	wantSet := map[string]int{}
	for _, w := range want {
		wantSet[w]++
	}
	for _, g := range got {
		wantSet[g]--
	}
	var missing, extra []string
	for line, n := range wantSet {
		for ; n > 0; n-- {
			missing = append(missing, line)
		}
		for ; n < 0; n++ {
			extra = append(extra, line)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	for _, m := range missing {
		t.Errorf("recorded, no longer given: %s", m)
	}
	for _, x := range extra {
		t.Errorf("given, not recorded:       %s", x)
	}
	t.Logf("%d diagnostics compared", len(got))
}

// readingLayer keeps the record's lines whose code comes from reading the
// file (json.*, schema.*, limit.*, ref.*, file.*): what the scanners'
// replacement could change. The other checks' diagnostics change whenever
// a check is added or refined, and their own tests (TestCases, the built-in
// data's) hold them; pinning them here would fail on every new check.
func readingLayer(lines []string) []string {
	var out []string
	for _, l := range lines {
		f := strings.Split(l, "\t")
		if len(f) < 4 {
			continue
		}
		for _, p := range []string{"json.", "schema.", "limit.", "ref.", "file."} {
			if strings.HasPrefix(f[3], p) {
				out = append(out, l)
				break
			}
		}
	}
	return out
}

// diagnosticsRecord validates every input of the record and returns one
// line per diagnostic, prefixed by the input's name.
func diagnosticsRecord(t *testing.T) []string {
	var out []string
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	add := func(input string, ds []validate.Diagnostic) {
		for _, d := range ds {
			msg, _ := json.Marshal(strings.ReplaceAll(d.Message, repo, "<repo>"))
			out = append(out, fmt.Sprintf("%s\t%s\t%s\t%s\t%s\t%d:%d\thex=%s unit=%s\t%s",
				input, d.File, d.Severity, d.Code, d.Pointer, d.Line, d.Column, d.Hex, d.Unit, msg))
		}
		if len(ds) == 0 {
			out = append(out, input+"\tclean")
		}
	}
	root, err := jsonfile.NewRooted("..")
	if err != nil {
		t.Fatal(err)
	}
	bad, _ := filepath.Glob("testdata/bad/*")
	for _, p := range bad {
		add("corpus "+filepath.Base(p), validate.NewSession(root).File(p))
	}
	for _, p := range validate.BuiltinPaths() {
		add("builtin "+p, validate.NewSession(validate.Builtin{}).File(p))
	}
	for _, g := range []string{"itw-shiloh", "hsn", "classic-shiloh"} {
		ds, err := validate.NewSession(root).Game("../scenarios/" + g)
		if err != nil {
			t.Fatal(err)
		}
		add("game "+g, ds)
	}
	cases, _ := filepath.Glob("testdata/cases/*/case.json")
	for _, c := range cases {
		at, data, ok := ruleCase(t, c)
		if ok {
			add("case "+filepath.Base(filepath.Dir(c)), validate.NewSession(validate.Builtin{}).Bytes(at, data))
		}
	}
	for _, m := range mutants(t) {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("mutant %s: panic %v", m.name, r)
				}
			}()
			add("mutant "+m.name, validate.NewSession(validate.Builtin{}).Bytes(m.path, m.data))
		}()
	}
	return out
}

// ruleCase applies a rule case's patch to its built-in file, as the rule
// case test does, and returns where the patched file stands; game cases
// (validated with their whole folder) are left out.
func ruleCase(t *testing.T, file string) (string, []byte, bool) {
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Scenario string          `json:"scenario"`
		Patch    json.RawMessage `json:"patch"`
		Game     bool            `json:"game"`
	}
	if err := json.Unmarshal(raw, &c); err != nil || c.Game {
		return "", nil, false
	}
	base, err := validate.Builtin{}.ReadFile(c.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	patch, err := jsonpatch.DecodePatch(c.Patch)
	if err != nil {
		t.Fatal(err)
	}
	patched, err := patch.ApplyIndent(base, "  ")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Base(filepath.Dir(file))
	return path.Join(path.Dir(c.Scenario), "case-"+dir+"."+validate.KindOf(c.Scenario)+".json"), patched, true
}

type mutant struct {
	name, path string
	data       []byte
}

// token is one token of a document as encoding/json's decoder reads it:
// where it starts and ends, and whether it is an object key.
type token struct {
	start, end int
	key        bool
	kind       byte // first byte: '{', '[', '"', 't', 'f', 'n' or a digit or '-'
}

// tokens lists the tokens of a valid document with encoding/json's
// decoder (not the code under test).
func tokens(t *testing.T, data []byte) []token {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct{ object, wantKey bool }
	var stack []frame
	var out []token
	for {
		off := int(dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			return out
		}
		for off < len(data) && strings.IndexByte(" \t\r\n,:", data[off]) >= 0 {
			off++
		}
		tk := token{start: off, end: int(dec.InputOffset()), kind: data[off]}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			continue
		}
		if n := len(stack); n > 0 && stack[n-1].object {
			tk.key = stack[n-1].wantKey
			stack[n-1].wantKey = !stack[n-1].wantKey
		}
		out = append(out, tk)
		if d, ok := tok.(json.Delim); ok {
			stack = append(stack, frame{object: d == '{', wantKey: d == '{'})
		}
	}
}

// mutants damages the built-in files in ways drawn from several seeds.
func mutants(t *testing.T) []mutant {
	var out []mutant
	paths := validate.BuiltinPaths()
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 0x5eed))
		for _, p := range paths {
			if rng.IntN(3) != 0 { // a third of the files a seed
				continue
			}
			data, err := validate.Builtin{}.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			toks := tokens(t, data)
			var keys, strs, scalars, containers, numbers []token
			for _, tk := range toks {
				switch {
				case tk.key:
					keys = append(keys, tk)
				case tk.kind == '"':
					strs = append(strs, tk)
					scalars = append(scalars, tk)
				case tk.kind == '{' || tk.kind == '[':
					containers = append(containers, tk)
				case tk.kind == '-' || '0' <= tk.kind && tk.kind <= '9':
					numbers = append(numbers, tk)
					scalars = append(scalars, tk)
				default:
					scalars = append(scalars, tk)
				}
			}
			pick := func(ts []token) token { return ts[rng.IntN(len(ts))] }
			splice := func(at int, ins string, drop int) []byte {
				b := append([]byte{}, data[:at]...)
				b = append(b, ins...)
				return append(b, data[at+drop:]...)
			}
			name := fmt.Sprintf("%d %s ", seed, p)
			add := func(what string, b []byte) { out = append(out, mutant{name + what, p, b}) }
			cut := rng.IntN(len(data))
			add(fmt.Sprintf("cut@%d", cut), data[:cut])
			k := pick(keys)
			add(fmt.Sprintf("dupkey@%d", k.start), splice(k.start, string(data[k.start:k.end])+": 1, ", 0))
			k = pick(keys)
			if c := data[k.start+1]; 'a' <= c && c <= 'z' {
				add(fmt.Sprintf("keycase@%d", k.start), splice(k.start+1, strings.ToUpper(string(c)), 1))
			}
			k = pick(keys)
			add(fmt.Sprintf("keyescape@%d", k.start), splice(k.start+1, `\u0041`, 0))
			s := pick(strs)
			add(fmt.Sprintf("badbyte@%d", s.start), splice(s.start+1, "\xff", 0))
			s = pick(strs)
			add(fmt.Sprintf("surrogate@%d", s.start), splice(s.start+1, `\udc00`, 0))
			s = pick(strs)
			add(fmt.Sprintf("ctrl@%d", s.start), splice(s.start+1, "\t", 0))
			c := pick(containers)
			add(fmt.Sprintf("deep@%d", c.start), splice(c.start, strings.Repeat("[", 70), 0))
			v := pick(scalars)
			add(fmt.Sprintf("type@%d", v.start), splice(v.start, `{"x": [true]}`, v.end-v.start))
			// 1e999 only where a number stands: gojsonschema v1.2.0 panics
			// on it where an enum of strings is expected (left alone here)
			if len(numbers) > 0 {
				v = pick(numbers)
				add(fmt.Sprintf("number@%d", v.start), splice(v.start, `1e999`, v.end-v.start))
			}
			add("bom", append([]byte("\xef\xbb\xbf"), data...))
			add("trailing", append(append([]byte{}, data...), "{}"...))
		}
	}
	return out
}
