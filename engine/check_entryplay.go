package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// entryPlayAreaCheck: a reinforcement row enters at the scenario's playing
// area as it is at the row's turn: at least one of its entry hexes lies in
// it or beside it (ITW S3 brings its Union reinforcements in from N3233 and
// N4633, just north of the south-map area, EN L2506-2512). A row whose every entry hex is
// outside names a hex the scenario's own boundary excludes, usually a
// mistyped column (ITW S4, EN L2853: 19 TN printed S2927, west of the
// Corinth Road boundary, for S6927). A warning, since a scenario may let a
// unit enter outside and come in (the S4 gunboats at the north end of the
// river, EN L2757-2758); one per row, on its first unit.
var entryPlayAreaCheck = Check{
	Name: "entry.outside-play",
	Doc:  "Every entry hex of a reinforcement row lies outside the scenario's playing area at the row's turn, none beside it.",
	Rule: "scenario playing area (ITW BB 30.3-30.10 boundaries)",
	Run: func(p *Position) []Violation {
		var out []Violation
		for i, rf := range p.Scenario.Reinforcements {
			area, ok := p.playAreaAt(rf.Turn)
			if !ok {
				continue
			}
			if v, bad := p.entryOutside(area, fmt.Sprintf("/reinforcements/%d/entry", i), rf.Entry, rf); bad {
				out = append(out, v)
			}
		}
		return out
	},
}

// entryOutside returns a violation when the entry region has hexes and none
// of them is in the area or beside it.
func (p *Position) entryOutside(area *HexBits, ptr string, r scenarios.Region, rf scenarios.Reinforcement) (Violation, bool) {
	hexes, err := p.Regions.View(r)
	if err != nil || hexes.Len() == 0 {
		return Violation{}, false
	}
	if touchesArea(p.Geo.Grid, hexes, area) {
		return Violation{}, false
	}
	sorted := hexes.Sorted()
	names := make([]string, 0, len(rf.Units)+len(rf.Formations))
	for _, id := range rf.Units {
		names = append(names, p.unitName(id))
	}
	names = append(names, rf.Formations...)
	v := Violation{Pointer: ptr, Hex: sorted[0], HasHex: true, Warning: true,
		Message: fmt.Sprintf("%s enter(s) at %s, outside the playing area at turn %s", strings.Join(names, ", "), p.Name(sorted[0]), rf.Turn)}
	if len(rf.Units) > 0 {
		v.Unit = rf.Units[0]
	}
	return v, true
}

// entryInlandCheck: a reinforcement comes on from off the map (ITW BB 9.7:
// units at the Pittsburg Landing hexes are treated as entering from off
// map), so at least one entry hex of a row is on the map edge, a hex the map
// marks as an entry or landing (the book's printed entry hexes), or on or
// beside the boundary of the playing area at the row's turn (S4's 3 PM
// Confederate line along its west boundary, EN L2856-2859). A row entering
// only deep inside fails: ITW S4's 19 TN printed at S2927 (EN L2853), a
// hex the other east-edge rows give as S6927. Only on maps that mark entry
// hexes.
var entryInlandCheck = Check{
	Name: "entry.inland",
	Doc:  "Every entry hex of a reinforcement row is inside the playing area, off the map edge, not beside a boundary and not marked as an entry or landing on the map.",
	Rule: "the game's own entry rule (ITW BB 9.7; HSN 12.0, 13.0; SH L5-7)",
	Run: func(p *Position) []Violation {
		if !p.mapMarksEntries() {
			return nil
		}
		var out []Violation
		for i, rf := range p.Scenario.Reinforcements {
			if rf.Edge || p.Ruleset.EntryOnEdge {
				continue // entry.not-edge holds such rows to the edge
			}
			area, _ := p.playAreaAt(rf.Turn)
			hexes, err := p.Regions.View(rf.Entry)
			if err != nil || hexes.Len() == 0 || p.anyEntryHexFits(hexes, area) {
				continue
			}
			if area != nil && !touchesArea(p.Geo.Grid, hexes, area) {
				continue // entry.outside-play reports it
			}
			h := hexes.Sorted()[0]
			v := Violation{Pointer: fmt.Sprintf("/reinforcements/%d/entry", i), Hex: h, HasHex: true,
				Message: fmt.Sprintf("entry hex %s is inland: not on the map edge, not a marked entry or landing, not on the playing area's boundary", p.Name(h))}
			if len(rf.Units) > 0 {
				v.Unit = rf.Units[0]
			}
			v.Rule = entryRule(p.Ruleset)
			out = append(out, v)
		}
		return out
	},
}

// entryRule cites the game's own rule on where reinforcements enter: ITW BB
// 9.7 for GBACW, the reinforcement sections with their entry areas (HSN
// 12.0, 13.0) for GCACW, the map-edge entry hexes (SH L5-7) for classic
// Shiloh; the plain words for any other ruleset.
func entryRule(rs *Ruleset) string {
	switch {
	case rs == nil:
	case rs.ID == "gbacw":
		return "ITW BB 9.7 (reinforcements enter from off map)"
	case rs.ID == "gcacw":
		return "HSN 12.0, 13.0 (reinforcements arrive in their entry areas)"
	case rs.ID == "classic":
		return "SH L5-7 (reinforcements enter at map-edge hexes)"
	}
	return "reinforcements enter from off the map"
}

// mapMarksEntries reports whether any hex of the map has the entry feature.
func (p *Position) mapMarksEntries() bool {
	for _, h := range p.Map.Hexes {
		if slices.Contains(h.Features, "entry") {
			return true
		}
	}
	return false
}

// anyEntryHexFits reports whether one of the hexes is on the map edge, marked
// as an entry or landing, or on or beside the boundary of area (nil: no
// playing area, so only the edge and the marks count).
func (p *Position) anyEntryHexFits(hexes, area *HexBits) bool {
	for h := range hexes.All() {
		if p.Geo.Numbering.OnEdge(p.Geo.Grid, h) {
			return true
		}
		if mh, ok := p.Map.Hexes[p.Name(h)]; ok && (slices.Contains(mh.Features, "entry") || p.Ruleset.Play.LandingFeature != "" && slices.Contains(mh.Features, p.Ruleset.Play.LandingFeature)) {
			return true
		}
		if area != nil && p.nearBoundary(area, h) {
			return true
		}
	}
	return false
}

// nearBoundary reports whether h or one of its neighbours is inside the
// area and another of them (or h) outside it.
func (p *Position) nearBoundary(area *HexBits, h hexgrid.Offset) bool {
	in, out := area.Has(h), !area.Has(h)
	for _, n := range p.Geo.Grid.Neighbors(h) {
		if area.Has(n) {
			in = true
		} else {
			out = true
		}
	}
	return in && out
}

// touchesArea reports whether one of the hexes is in the area or beside it.
func touchesArea(g hexgrid.Grid, hexes, area *HexBits) bool {
	for h := range hexes.All() {
		if area.Has(h) {
			return true
		}
		for _, n := range g.Neighbors(h) {
			if area.Has(n) {
				return true
			}
		}
	}
	return false
}
