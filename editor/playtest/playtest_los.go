package playtest

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/draw"

	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// losRuler is the play mode's line-of-sight ruler: while on, a first tap
// picks the firing hex and a second the target; the hexes the line crosses
// are tinted in the ruler's own colour, the blocking hex is ringed, and the
// verdict (ITW BB 9.44, 10.2x through engine/game's LOS)
// goes to the status bar.
type losRuler struct {
	On       bool
	from     hexgrid.Offset
	hasFrom  bool
	Line     []hexgrid.Offset
	block    hexgrid.Offset // the hex that blocks the line, when blocked
	hasBlock bool
}

// toggleLOS turns the ruler on or off.
func (p *PlayTest) toggleLOS() {
	p.LOS = losRuler{On: !p.LOS.On}
	if p.LOS.On {
		p.e.Report(lang.L("LOS ruler: tap the firing hex."))
	} else {
		p.e.Report("")
	}
	if p.active {
		p.updateScene()
	}
}

// losTap takes the ruler's next hex and, with both, traces the line.
func (p *PlayTest) losTap(o hexgrid.Offset) {
	if !p.LOS.hasFrom {
		p.LOS.from, p.LOS.hasFrom, p.LOS.Line, p.LOS.hasBlock = o, true, []hexgrid.Offset{o}, false
		p.e.Report(fmt.Sprintf(lang.L("LOS ruler: from %s; tap the target hex."), p.Game.Name(o)))
		p.updateScene()
		return
	}
	from := p.LOS.from
	p.LOS.hasFrom = false
	p.LOS.Line = p.LOS.Line[:0]
	visible, _, blocking := p.Game.LOS(from, o)
	p.LOS.block, p.LOS.hasBlock = blocking, !visible
	for _, st := range p.Game.Board.Geo.Grid.Line(from, o) {
		p.LOS.Line = append(p.LOS.Line, st.Hex)
		if st.Tie {
			p.LOS.Line = append(p.LOS.Line, st.Alt)
		}
	}
	p.e.Report(p.losVerdict(from, o))
	p.updateScene()
}

// losVerdict says whether the target is seen, with the hindrance, or which
// hex blocks the line.
func (p *PlayTest) losVerdict(from, to hexgrid.Offset) string {
	visible, hindrance, blocking := p.Game.LOS(from, to)
	switch {
	case !visible:
		return fmt.Sprintf(lang.L("LOS %s to %s: blocked at %s"), p.Game.Name(from), p.Game.Name(to), p.Game.Name(blocking))
	case hindrance > 0:
		return fmt.Sprintf(lang.L("LOS %s to %s: clear, hindered (-%d)"), p.Game.Name(from), p.Game.Name(to), hindrance)
	}
	return fmt.Sprintf(lang.L("LOS %s to %s: clear"), p.Game.Name(from), p.Game.Name(to))
}

// marks returns the ruler as overlay items: its line's hexes tinted in
// draw.RulerColor, the blocking hex ringed in draw.RulerBlockColor (0.16
// hex radii wide).
func (r losRuler) marks() []draw.HexMark {
	var out []draw.HexMark
	for _, o := range r.Line {
		out = append(out, draw.HexMark{Hex: o, Kind: draw.MarkTint, Color: draw.RulerColor})
	}
	if r.hasBlock {
		out = append(out, draw.HexMark{Hex: r.block, Kind: draw.MarkRing, Color: draw.RulerBlockColor, Width: 0.16})
	}
	return out
}
