package hexgrid

import "testing"

// TestFormatAsKeepsCanonicalIDs: an id already canonical comes back as it
// was written, with no allocation; another spelling of the hex (its name
// on the other sheet of ITW's shared row) comes back canonical.
func TestFormatAsKeepsCanonicalIDs(t *testing.T) {
	n := itwNumbering()
	o, err := n.Parse("S2706")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := n.FormatAs(o, "S2706"); err != nil || got != "S2706" {
		t.Fatalf("FormatAs(S2706) = %q, %v", got, err)
	}
	if a := testing.AllocsPerRun(100, func() { _, _ = n.FormatAs(o, "S2706") }); a != 0 {
		t.Errorf("FormatAs of a canonical id allocates %.0f times", a)
	}
	for _, o := range n.All() {
		names := n.Names(o)
		if len(names) < 2 {
			continue
		}
		if got, err := n.FormatAs(o, names[1]); err != nil || got != names[0] {
			t.Errorf("FormatAs(%v, %q) = %q, %v; want %q", o, names[1], got, err, names[0])
		}
		return
	}
	t.Fatal("no hex of the shared row has two names")
}
