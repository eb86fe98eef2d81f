package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Contour lines do not care what grows on the ground, so on one sheet the
// lanes should read lines about as often between two hexes of one terrain
// type as over the sides that touch no hex of it. Where they read lines
// there textureRatio times as often or more, many of those lines are the
// type's art (dark-ringed tree crowns, a screened tint) read as lines: a
// count of textureLeast lines or more the lanes are not fully sure of, on
// a side with a hex of that type, is then more often one line too many
// (texture beside a real line, or two chains of crowns) than right.
// lowerTexturedTypes lowers such counts by one (flagged), per sheet read
// by the lanes alone, before the counts are reconciled at the corners;
// only on the sheets art[sheet] tells the lanes read art as lines (the
// whitened gate kept, chooseGate): elsewhere terrain and relief go
// together often enough (woods on the hills) that a type's higher rate
// is its lines. Types need textureMin sides inside them, and the rest as
// many.
func lowerTexturedTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, art []bool, unsure float64) {
	if textureRatio <= 0 {
		return
	}
	n := len(art)
	textured := texturedTypes(g, sides, hexes, n)
	ty := hexTerrain(hexes)
	for i := range sides {
		s := &sides[i]
		r := s.ContourReads
		if !lanesAlone(s, n) || !art[s.sheet] || s.Contours < textureLeast || s.Contours != r[0].Count || r[0].Conf >= 1 {
			continue
		}
		a, b := g.SideHexes(s.Side)
		if textured[s.sheet][ty[a]] || textured[s.sheet][ty[b]] {
			s.Contours--
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
	}
}

// lanesAlone reports whether side s (on one of n sheets) was read by the
// lanes alone (a scan too coarse for the line map).
func lanesAlone(s *SideProposal, n int) bool {
	return s.sheet < n && s.ContourReads[0].Reader != "" && s.ContourReads[1].Reader == ""
}

// texturedTypes returns per sheet (of n) the traced types the lanes read
// lines inside textureRatio times as often as over the sides touching no
// hex of the type (see lowerTexturedTypes).
func texturedTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int) []map[string]bool {
	ty := hexTerrain(hexes)
	type tally struct{ sides, lines int }
	inside := make([]map[string]*tally, n)
	touch := make([]map[string]*tally, n)
	all := make([]tally, n)
	for i := range inside {
		inside[i], touch[i] = map[string]*tally{}, map[string]*tally{}
	}
	add := func(m map[string]*tally, t string, line int) {
		x := m[t]
		if x == nil {
			x = &tally{}
			m[t] = x
		}
		x.sides++
		x.lines += line
	}
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s, n) {
			continue
		}
		line := 0
		if s.ContourReads[0].Count > 0 {
			line = 1
		}
		all[s.sheet].sides++
		all[s.sheet].lines += line
		a, b := g.SideHexes(s.Side)
		ta, tb := ty[a], ty[b]
		add(touch[s.sheet], ta, line)
		if ta == tb {
			add(inside[s.sheet], ta, line)
		} else {
			add(touch[s.sheet], tb, line)
		}
	}
	out := make([]map[string]bool, n)
	for i := range out {
		out[i] = map[string]bool{}
		for t, x := range inside[i] {
			if t == "" || x.sides < textureMin {
				continue
			}
			os, ol := all[i].sides-touch[i][t].sides, all[i].lines-touch[i][t].lines
			if os < textureMin || ol == 0 {
				continue
			}
			if float64(x.lines)/float64(x.sides) >= textureRatio*float64(ol)/float64(os) {
				out[i][t] = true
			}
		}
	}
	return out
}

// textureRatio, textureMin: see lowerTexturedTypes (ratio 0: off);
// textureLeast: the least count lowered. Plate-style seeds 21, 22, 25, 27,
// 29-31 and 33 at 150 dpi light (TestDiagTexture; the lanes read lines
// inside woods 0.45-0.69 of the time against 0.12-0.38 inside fields on
// the sheets whose crowns they read, where the known map has them
// 0.23-0.47 and 0.23-0.48 of the time): contour counts right 35.0 ->
// 39.7% at ratio 1.5 (38.2% at 3), wrong and not flagged 5 -> 6 of about
// 2,100 sides with lines, review unchanged (248 items per 100 hexes).
// Lowering counts of one line too (textureLeast 1) took 35.0 to 28.1%:
// the zeros it made right drop out of the sides counted, while the lines
// it took away (one in three) are lost.
var (
	textureRatio = 1.5
	textureMin   = 40
	textureLeast = 2
)
