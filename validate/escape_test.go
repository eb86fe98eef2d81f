package validate

import "testing"

func TestEscape(t *testing.T) {
	cases := map[string]string{
		"S2410":                      "S2410",
		"Brotzman Bty, Lamine à l'É": "Brotzman Bty, Lamine à l'É",
		"\x1b[2J0 errors\a":          `\x1b[2J0 errors\x07`,
		"a\r\nb\tc":                  `a\x0d\x0ab\x09c`,
		"bad \xff utf8":              `bad \xff utf8`,
		"del\x7f c1\u0085":           `del\x7f c1\x85`,
		"rtl \u202eevil\u2066":       `rtl \u202eevil\u2066`,
		"line\u2028sep":              `line\u2028sep`,
		`back\slash`:                 `back\slash`,
	}
	for in, want := range cases {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
		if got := Escape(Escape(in)); got != Escape(in) {
			t.Errorf("Escape is not idempotent on %q: %q", in, got)
		}
	}
}

func TestDiagnosticStringEscapesFileText(t *testing.T) {
	d := Diagnostic{Severity: Error, Code: "schema.invalid", Message: "key \"\x1b]0;pwned\a\"", File: "a\x1b.map.json", Pointer: "/\x1b[2J", Line: 3, Column: 5}
	want := `a\x1b.map.json:3:5: error schema.invalid: key "\x1b]0;pwned\x07" (at /\x1b[2J)`
	if got := d.String(); got != want {
		t.Errorf("String() = %q\nwant        %q", got, want)
	}
}
