package printgen

import (
	"context"
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TaughtFromOne traces scan s teaching one hex per type, takes up to
// suggest further examples per type that the tracer proposes
// (Proposal.SuggestExamples), keeps those the known map confirms (a
// designer accepts the right ones and turns down the others), teaches
// them too and traces again. It returns the second trace and how many
// suggestions were right and wrong.
// Errors: a trace failure.
func (pm *Map) TaughtFromOne(ctx context.Context, s Scan, suggest int, opt trace.Options) (p *trace.Proposal, right, wrong int, err error) {
	job := pm.Job(s, 1, opt)
	first, err := trace.Trace(ctx, job, nil)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("trace from one example per type: %w", err)
	}
	var taught []hexgrid.Offset
	for _, e := range job.Examples {
		taught = append(taught, e.Hex)
	}
	for _, sg := range first.SuggestExamples(pm.Truth.Geo.Grid, taught, suggest) {
		if pm.Truth.Terrain[sg.Hex] != sg.Terrain {
			wrong++
			continue
		}
		right++
		job.Examples = append(job.Examples, trace.Example{Terrain: sg.Terrain, Sheet: 0, Hex: sg.Hex})
	}
	p, err = trace.Trace(ctx, job, nil)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("trace with confirmed suggestions: %w", err)
	}
	return p, right, wrong, nil
}
