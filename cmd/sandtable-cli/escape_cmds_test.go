package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// evilText holds what a hostile file puts in a title or a name: clear
// screen (ESC[2J), an OSC window-title sequence ended by BEL, an 8-bit CSI
// (U+009B) and a right-to-left override (U+202E).
const evilText = "\x1b[2J\x1b]0;pwned\x07\u009b31m\u202eevil"

// rawControl returns the first terminal control a text output holds, or "".
func rawControl(out string) string {
	for _, r := range out {
		if r == '\n' || r == '\t' {
			continue
		}
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x202e {
			return string(r)
		}
	}
	return ""
}

// editJSON rewrites the JSON file p through edit.
func editJSON(t *testing.T, p string, edit func(doc map[string]any)) {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	edit(doc)
	out, _ := json.MarshalIndent(doc, "", "  ")
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCommandsEscapeFileText: play, analyze, diff and errata (Markdown)
// print titles, unit names and errata cells from files; none of them lets
// a terminal control through, and each still shows the text escaped.
func TestCommandsEscapeFileText(t *testing.T) {
	proj := t.TempDir()
	copyGame(t, proj)
	game := filepath.Join(proj, "scenarios", "itw-shiloh")
	s2 := filepath.Join(game, "02-sound-the-long-roll.scenario.json")
	old := filepath.Join(game, "old.scenario.json")
	data, _ := os.ReadFile(s2)
	if err := os.WriteFile(old, data, 0o644); err != nil {
		t.Fatal(err)
	}
	editJSON(t, s2, func(doc map[string]any) {
		doc["title"] = "Sound " + evilText
		doc["setup"].([]any)[0].(map[string]any)["hex"] = "S2919" // Johnston moves: diff names him
	})
	editJSON(t, filepath.Join(game, "itw-shiloh.oob.json"), func(doc map[string]any) {
		for _, u := range doc["units"].([]any) {
			u := u.(map[string]any)
			u["name"] = u["name"].(string) + evilText
		}
	})
	errata := filepath.Join(game, "itw-shiloh.errata.json")
	editJSON(t, errata, func(doc map[string]any) {
		e := doc["entries"].([]any)[0].(map[string]any)
		e["printed"], e["why"] = evilText, "=HYPERLINK(\"http://x\",\"y\")"
	})
	moves := filepath.Join(proj, "none.moves.json")
	if err := os.WriteFile(moves, []byte("[]"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"play", s2, "--moves", moves},
		{"analyze", s2},
		{"diff", old, s2},
		{"errata", errata},
	} {
		_, out, errOut := runCLI(t, args...)
		if c := rawControl(out + errOut); c != "" {
			t.Errorf("%s prints the control %q raw:\n%s", args[0], c, out)
		}
		if !strings.Contains(out, `\x1b[2J`) {
			t.Errorf("%s does not show the escaped text:\n%.2000s", args[0], out)
		}
	}
}

// TestErrataCSVNeutralisesFormulas: a CSV cell that starts with = + - or @
// would run as a formula in a spreadsheet; it gets a leading apostrophe
// (the OWASP convention), and the other cells stay as they are.
func TestErrataCSVNeutralisesFormulas(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.errata.json")
	doc := `{"$schema": "x", "format": "sandtable-errata/1", "game": "g", "entries": [
	 {"id": "a", "location": "+1 page", "printed": "-2", "used": "@SUM(A1)", "why": "=HYPERLINK(\"http://evil\",\"click\")"},
	 {"id": "b", "location": "L12", "printed": "5 SP", "used": "4 SP", "why": "a plain reason, - with a dash inside"}]}`
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "errata", "--format", "csv", p)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(rows) != 3 {
		t.Fatalf("%v: %q", err, out)
	}
	want := [][]string{
		{"g", "a", "'+1 page", "'-2", "'@SUM(A1)", `'=HYPERLINK("http://evil","click")`},
		{"g", "b", "L12", "5 SP", "4 SP", "a plain reason, - with a dash inside"},
	}
	for i, w := range want {
		if strings.Join(rows[i+1], "|") != strings.Join(w, "|") {
			t.Errorf("row %d: %q, want %q", i+1, rows[i+1], w)
		}
	}
}
