package validate

import (
	"path"
	"sort"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

func TestCalibrate(t *testing.T) {
	s := NewSession(Builtin{})
	for _, p := range BuiltinPaths() {
		if KindOf(p) != "scenario" {
			continue
		}
		data, _ := Builtin{}.ReadFile(p)
		sc, _ := scenarios.DecodeScenario(data)
		m, _ := s.Map(path.Join(path.Dir(p), sc.Map))
		geo, _ := m.Geometry()
		op := path.Join(path.Dir(p), sc.OOB)
		oob, _ := s.OOB(op)
		prof := s.profileFor(op, oob, m, geo)
		o := scenarioOOB(oob, sc)
		at := placedHexes(sc, geo)
		ap := apartFromCommand(o, at, geo.Grid)
		var rows []string
		for u, d := range ap {
			mx, n := -1, 0
			for _, q := range prof.others(sc.ID) {
				if x, ok := q.apart[u]; ok {
					n++
					mx = max(mx, x)
				}
			}
			if d >= 6 && d > 2*mx+2 {
				nf := -1
				for v, h := range at {
					if v != u && o.Unit(v) != nil && o.Unit(v).Side == o.Unit(u).Side {
						if x := geo.Grid.Distance(h, at[u]); nf < 0 || x < nf {
							nf = x
						}
					}
				}
				rows = append(rows, u+" "+itoa(d)+" other "+itoa(mx)+" n="+itoa(n)+" friend "+itoa(nf))
			}
		}
		la := leaderApart(o, at, geo.Grid)
		for u, d := range la {
			mx := -1
			for _, q := range prof.others(sc.ID) {
				if x, ok := q.leaderApart[u]; ok {
					mx = max(mx, x)
				}
			}
			if d >= 3 {
				rows = append(rows, "L "+u+" "+itoa(d)+" other "+itoa(mx))
			}
		}
		sort.Strings(rows)
		t.Log(p, rows)
	}
}

func itoa(i int) string {
	if i < 0 {
		return "-" + itoa(-i)
	}
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
