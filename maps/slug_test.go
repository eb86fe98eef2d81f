package maps

import "testing"

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Hood Strikes North": "hood-strikes-north",
		"  Board F  ":        "board-f",
		"1 BN, 11 IL Cav":    "1-bn-11-il-cav",
		"Été — 1862!":        "t-1862",
		"???":                "",
		"":                   "",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}
