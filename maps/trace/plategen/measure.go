package plategen

import (
	"context"
	"fmt"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// Colours returns opt with the style's line colours as a designer picks
// them off the scan (the water, road and contour inks printed on the
// paper), and what the designer tells of the print: inks overprint,
// contours are curves, and the calibration is refined from the printed
// grid after the three clicks.
func (pm *Map) Colours(opt trace.Options) trace.Options {
	st := pm.Style
	on := func(m Mix) trace.RGB {
		var c trace.RGB
		for k := range 3 {
			v := st.Paper[k]
			for _, t := range m {
				v *= 1 - t.Tone*(1-st.Ink[t.Plate][k])
			}
			c[k] = uint8(clamp(v*255+0.5, 0, 255))
		}
		return c
	}
	opt.Water, opt.Road, opt.Contour = on(Mix{{plateBlue, 1}}), on(st.RoadMix), on(Mix{{plateBrown, 1}})
	opt.Overprint, opt.Curves, opt.Refine = true, true, true
	return opt
}

// Job returns the trace job of a scan of the map, teaching perType hexes
// of each type (scangen.Truth.Examples: hexes of the type with no road or
// water on their sides, spread over the map), with the style's colours
// picked.
func (pm *Map) Job(s Scan, perType int, opt trace.Options) trace.Job {
	return pm.Truth.Job([]scangen.Scan{{Sheet: 0, Image: s.Image, Affine: s.Affine}}, perType, pm.Colours(opt))
}

// Measure prints the map at dpi, scans it at each level (scan seed
// seed*100 + the level's index in Levels, so that a run of one level
// scans as a run of all does), traces each scan teaching 4 hexes per type
// and scores it with printgen.Evaluate. logf, if not nil, gets the scans'
// parameters.
// Errors: a print, scan or trace failure.
func (pm *Map) Measure(ctx context.Context, dpi float64, levels []Level, opt trace.Options, logf func(string)) ([]printgen.Result, error) {
	ppm := dpi / 25.4
	p, err := pm.Print(ppm)
	if err != nil {
		return nil, err
	}
	var out []printgen.Result
	for _, lv := range levels {
		pr, err := pm.TraceLevel(ctx, p, dpi, lv, opt, logf)
		if err != nil {
			return nil, err
		}
		r, err := printgen.Evaluate(pm.Truth, pr)
		if err != nil {
			return nil, err
		}
		r.Seed, r.DPI, r.Level = pm.Seed, dpi, lv.Name
		out = append(out, r)
	}
	return out, nil
}

// TraceLevel scans print p (printed at dpi) at level lv with Measure's
// scan seed and traces it teaching 4 hexes per type; logf, if not nil,
// gets the scan's parameters. Errors: a scan or trace failure.
func (pm *Map) TraceLevel(ctx context.Context, p *Print, dpi float64, lv Level, opt trace.Options, logf func(string)) (*trace.Proposal, error) {
	s, err := pm.Scan(p, lv, pm.Seed*100+uint64(levelIndex(lv)))
	if err != nil {
		return nil, err
	}
	if logf != nil {
		logf(fmt.Sprintf("plate seed %d %g dpi %s", pm.Seed, dpi, s.Params))
	}
	pr, err := trace.Trace(ctx, pm.Job(s, 4, opt), nil)
	if err != nil {
		return nil, fmt.Errorf("plategen: trace %s at %g dpi: %w", lv.Name, dpi, err)
	}
	return pr, nil
}

func levelIndex(lv Level) int {
	for i, l := range Levels {
		if l.Name == lv.Name {
			return i
		}
	}
	return 0
}
