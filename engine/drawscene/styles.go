package drawscene

import (
	"image/color"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/draw"
)

// Styles resolves the style table of ruleset rs, once for every backend
// and the editor: the fill and pattern of each terrain type with a "color",
// the line of each hexside and path type with a "style" and the mark of
// each hexside type with a "mark". The ruleset file is the only source of
// the look of its types: one without a style is drawn in the renderer's
// unknown style. A nil rs gives nil (everything in the unknown style).
func Styles(rs *engine.Ruleset) *draw.Styles {
	if rs == nil {
		return nil
	}
	st := &draw.Styles{
		Terrain:   map[string]color.NRGBA{},
		Patterns:  map[string]draw.Pattern{},
		Hexsides:  map[string]draw.LineStyle{},
		Paths:     map[string]draw.LineStyle{},
		SideMarks: map[string]draw.HexsideMark{},
	}
	for _, t := range rs.Terrain {
		if c, ok := draw.ParseColor(t.Color); ok {
			st.Terrain[t.ID] = c
		}
		if p, ok := draw.ParsePattern(t.Pattern); ok && p != draw.PatternSolid {
			st.Patterns[t.ID] = p
		}
	}
	for _, h := range rs.Hexsides {
		if l, ok := lineStyle(h.Style); ok {
			st.Hexsides[h.ID] = l
		}
		if m, ok := draw.HexsideMarks[h.Mark]; ok {
			st.SideMarks[h.ID] = m
		}
	}
	for _, p := range rs.Paths {
		if l, ok := lineStyle(p.Style); ok {
			st.Paths[p.ID] = l
		}
	}
	return st
}

// lineStyle converts a ruleset line style; false for nil or a bad colour.
func lineStyle(s *engine.LineStyle) (draw.LineStyle, bool) {
	if s == nil {
		return draw.LineStyle{}, false
	}
	c, ok := draw.ParseColor(s.Color)
	if !ok || !(s.Width > 0) {
		return draw.LineStyle{}, false
	}
	return draw.LineStyle{Color: c, Width: s.Width, Dash: append([]float64(nil), s.Dash...), Ticks: s.Ticks}, true
}
