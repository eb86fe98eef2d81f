package hexgrid

import (
	"math/rand/v2"
	"testing"
)

// TestLetteredFamilies: random numberings (parts in letters or digits,
// digits exactly or at least so many, row first or not, separators, one to three sheets with or without prefixes,
// random ranges and offsets) that Validate accepts name every hex of the
// map once: Parse(Format(o)) == o for every hex, in upper and lower case,
// and no two hexes share a name. Families from fixed seeds, none chosen by
// hand.
func TestLetteredFamilies(t *testing.T) {
	seps := []string{"", "-", ".", "::"}
	valid := 0
	for seed := uint64(1); seed <= 400; seed++ {
		r := rand.New(rand.NewPCG(seed, 27))
		n := Numbering{
			ColumnDigits: 1 + r.IntN(3), RowDigits: 1 + r.IntN(3),
			ColumnLetters: r.IntN(2) == 0, RowLetters: r.IntN(2) == 0, RowFirst: r.IntN(2) == 0,
			Separator:     seps[r.IntN(len(seps))],
			ColumnAtLeast: r.IntN(3) == 0, RowAtLeast: r.IntN(3) == 0,
		}
		sheets := 1 + r.IntN(3)
		prefixes := []string{"", "N", "S", "AB"}
		for i := range sheets {
			s := Sheet{ID: string(rune('a' + i)), Prefix: prefixes[r.IntN(len(prefixes))]}
			s.ColMin, s.RowMin = r.IntN(8), r.IntN(8)
			s.ColMax, s.RowMax = s.ColMin+r.IntN(60), s.RowMin+r.IntN(60)
			s.OffsetCol, s.OffsetRow = 2*r.IntN(20), r.IntN(40)
			n.Sheets = append(n.Sheets, s)
		}
		g := Grid{Orientation: Flat, Stagger: Odd}
		if n.Validate(g) != nil {
			continue
		}
		valid++
		names := map[string]Offset{}
		for _, o := range n.All() {
			id, err := n.Format(o)
			if err != nil {
				t.Fatalf("seed %d: Format(%v): %v", seed, o, err)
			}
			if prev, dup := names[id]; dup {
				t.Fatalf("seed %d %+v: %v and %v both named %q", seed, n, prev, o, id)
			}
			names[id] = o
			for _, w := range []string{id, lower(id)} {
				if back, err := n.Parse(w); err != nil || back != o {
					t.Fatalf("seed %d %+v: Parse(%q) = %v, %v; want %v", seed, n, w, back, err, o)
				}
			}
		}
	}
	t.Logf("%d of 400 numberings valid", valid)
	if valid < 60 {
		t.Errorf("only %d of 400 numberings valid", valid)
	}
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c | 0x20
		}
	}
	return string(b)
}
