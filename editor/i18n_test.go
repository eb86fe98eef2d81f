package editor

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/tools"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/engine"
)

// usedKeys returns every string literal handed to lang.L in the editor's
// non-test Go files, those of its subpackages included.
func usedKeys(t *testing.T) map[string]string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"*.go", "*/*.go"} {
		got, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, got...)
	}
	keys := map[string]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "L" {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "lang" {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: lang.L with a key that is not a string literal", fset.Position(call.Pos()))
				return true
			}
			k, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			keys[k] = fset.Position(call.Pos()).String()
			return true
		})
	}
	return keys
}

func readTranslations(t *testing.T, name string) map[string]string {
	t.Helper()
	data, err := Translations.ReadFile("i18n/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

func TestEveryKeyTranslated(t *testing.T) {
	keys := usedKeys(t)
	if len(keys) < 100 {
		t.Fatalf("found only %d lang.L keys", len(keys))
	}
	en, it := readTranslations(t, "en.json"), readTranslations(t, "it.json")
	for k, pos := range keys {
		if en[k] == "" {
			t.Errorf("%s: %q missing from en.json", pos, k)
		}
		if it[k] == "" {
			t.Errorf("%s: %q missing from it.json", pos, k)
		}
	}
	for k := range it {
		if _, ok := en[k]; !ok {
			t.Errorf("it.json has %q, en.json does not", k)
		}
	}
	for k, v := range en {
		if k != "lang.code" && v != k {
			t.Errorf("en.json: %q translates to %q; the English text is the key", k, v)
		}
	}
	if en["lang.code"] != "en" || it["lang.code"] != "it" {
		t.Errorf("lang.code: en %q, it %q", en["lang.code"], it["lang.code"])
	}
}

// TestItalianGlossary checks the Italian edition's own terms (seed notes
// A.4) where the editor uses them.
func TestItalianGlossary(t *testing.T) {
	it := readTranslations(t, "it.json")
	for en, want := range map[string]string{
		"Ford": "Guado", "Bridge": "Ponte", "Hexside": "Lato di esagono", "Facing": "Orientamento",
		"Reinforcements": "Rinforzi", "Activations": "Attivazioni", "Undo": "Annulla", "Redo": "Ripeti",
		"Save": "Salva", "Save As…": "Salva con nome…", "Open…": "Apri…", "Quit": "Esci", "Edit": "Modifica",
	} {
		if it[en] != want {
			t.Errorf("it.json %q = %q, want %q", en, it[en], want)
		}
	}
}

func TestItalianUI(t *testing.T) {
	t.Setenv("LANGUAGE", "it")
	defer func() {
		t.Setenv("LANGUAGE", "en")
		_ = lang.AddTranslationsFS(Translations, "i18n")
	}()
	if err := SetupLanguage(nil); err != nil {
		t.Fatal(err)
	}
	if ui.UILanguage() != "it" || lang.L("Save As…") != "Salva con nome…" || lang.L("Diagnostics (%d)") != "Diagnostica (%d)" {
		t.Fatalf("language %s, Save As… = %q", ui.UILanguage(), lang.L("Save As…"))
	}
	if lang.L("Hex: ") != "Esagono: " {
		t.Errorf("spaces lost: %q", lang.L("Hex: "))
	}
	e := newTestEditor(t, openBuiltin(t))
	if got := e.menu.main.Items[0].Label; got != "File" {
		t.Errorf("first menu %q", got)
	}
	if got := e.menu.main.Items[1].Label; got != "Modifica" {
		t.Errorf("second menu %q", got)
	}
	if got := e.tools.Entries[3].Label; got != "Lato di esagono" {
		t.Errorf("hexside tool %q", got)
	}
	if got := ui.TerrainName(e.Document(), "woods"); got != "Bosco" {
		t.Errorf("woods in Italian: %q", got)
	}
	// Choices carry ids; the Italian labels only name them.
	fill := e.tools.Terrain.Modes.Label(tools.ModeFill)
	if fill == "Fill region" || fill == tools.ModeFill {
		t.Errorf("the fill mode is not labelled in Italian: %q", fill)
	}
	e.tools.Terrain.Mode.SetSelected(fill)
	if !e.tools.Terrain.Fill {
		t.Error("choosing the Italian fill label did not select the fill mode")
	}
	if e.tools.Side.ChooseAction(tools.SideFord); e.tools.Side.Action != tools.SideFord || tools.SideActionLabel(tools.SideFord) == "Ford" {
		t.Errorf("ford action %q labelled %q", e.tools.Side.Action, tools.SideActionLabel(tools.SideFord))
	}
	_ = test.NewTempApp
}

func TestLocalName(t *testing.T) {
	n := engine.Names{"en": "Woods", "it": "Bosco"}
	if ui.UILanguage() == "en" && ui.LocalName(n, "woods") != "Woods" {
		t.Errorf("English name %q", ui.LocalName(n, "woods"))
	}
	if ui.LocalName(engine.Names{}, "x") != "x" {
		t.Error("fallback to the id")
	}
}
