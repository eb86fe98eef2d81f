package drawscene

import (
	"image/color"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/draw"
)

// Styles returns the style table of ruleset rs: the fill of each terrain
// type with a "color", the line of each hexside and path type with a
// "style". Types without one are left to the renderer's keyword tables. A
// nil rs gives nil (keyword tables only).
func Styles(rs *engine.Ruleset) *draw.Styles {
	if rs == nil {
		return nil
	}
	st := &draw.Styles{
		Terrain:  map[string]color.NRGBA{},
		Hexsides: map[string]draw.LineStyle{},
		Paths:    map[string]draw.LineStyle{},
	}
	for _, t := range rs.Terrain {
		if c, ok := draw.ParseColor(t.Color); ok {
			st.Terrain[t.ID] = c
		}
	}
	for _, h := range rs.Hexsides {
		if l, ok := lineStyle(h.Style); ok {
			st.Hexsides[h.ID] = l
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
