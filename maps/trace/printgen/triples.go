package printgen

import (
	"hash/fnv"
	"math/rand/v2"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// RandomTriples is how many random triples of seeded hexes Evaluate
// propagates each proposal's levels from, beside the three fixed seeds.
// One seeded triple decides whether a hill behind a missed ring comes out
// right, so the three fixed seeds' figure moves by tens of points on one
// sheet when a single region flips; the mean over triples the tracer did
// not choose is the steadier measure (plate 21-40 at 300 dpi, per sheet:
// three seeds 24-89%, random triples 31-84%).
const RandomTriples = 12

// TripleSeeds returns RandomTriples triples of distinct hexes of known map
// t with their true levels, by hex id: what a designer might enter before
// propagating levels, had they picked other hexes. The triples depend only
// on t (a random stream seeded from its hexes and levels), never on a
// proposal, so every trace of one map is scored from the same triples.
// Errors: a hex the map cannot name.
func TripleSeeds(t *scangen.Truth) ([]map[string]int, error) {
	n := len(t.Hexes)
	if n < 3 {
		return nil, nil
	}
	rng := rand.New(rand.NewPCG(truthHash(t), 7))
	out := make([]map[string]int, 0, RandomTriples)
	for range RandomTriples {
		seeds := map[string]int{}
		for len(seeds) < 3 {
			o := t.Hexes[rng.IntN(n)]
			id, err := t.Geo.Numbering.Format(o)
			if err != nil {
				return nil, err
			}
			seeds[id] = t.Level[o]
		}
		out = append(out, seeds)
	}
	return out, nil
}

// truthHash returns a hash of t's hexes and their levels, in t's order.
func truthHash(t *scangen.Truth) uint64 {
	h := fnv.New64a()
	for _, o := range t.Hexes {
		_, _ = h.Write([]byte{byte(o.Col), byte(o.Col >> 8), byte(o.Row), byte(o.Row >> 8), byte(t.Level[o])})
	}
	return h.Sum64()
}

// TripleLevels returns how many levels of proposal p propagated from
// each of t's TripleSeeds are t's true ones and how many are wrong but not
// guessed, summed over the triples, and how many levels were scored
// (RandomTriples times t's hexes).
// Errors: a hex the map cannot name, a solve that fails.
func TripleLevels(t *scangen.Truth, p *trace.Proposal) (right, wrongSure, all int, err error) {
	return tripleTally(t, p.ElevationsIn, p.Uncertain)
}

// solveFunc solves levels from seeded hexes within a range of levels:
// Proposal.ElevationsIn or Proposal.ElevationsIndexed.
type solveFunc func(geo maps.Geometry, seeds map[string]int, minConf float64, rng *trace.LevelRange) (trace.Elevation, error)

// tripleTally solves with solve from each of t's TripleSeeds (counts under
// minConf weighed as the solve weighs them), within the legend's range, and
// returns the levels right and wrong but not guessed, summed over the
// triples, and how many were scored.
// Errors: a hex the map cannot name, a solve that fails.
func tripleTally(t *scangen.Truth, solve solveFunc, minConf float64) (right, wrongSure, all int, err error) {
	triples, err := TripleSeeds(t)
	if err != nil {
		return 0, 0, 0, err
	}
	_, lr, err := ThreeSeeds(t)
	if err != nil {
		return 0, 0, 0, err
	}
	for _, seeds := range triples {
		e, err := solve(t.Geo, seeds, minConf, &lr)
		if err != nil {
			return 0, 0, 0, err
		}
		r, w, err := levelTally(t, e)
		if err != nil {
			return 0, 0, 0, err
		}
		right, wrongSure, all = right+r, wrongSure+w, all+len(t.Hexes)
	}
	return right, wrongSure, all, nil
}

// levelTally returns how many of e's levels are t's true ones, and how
// many are wrong but not guessed.
// Errors: a hex the map cannot name.
func levelTally(t *scangen.Truth, e trace.Elevation) (right, wrongSure int, err error) {
	sure := e.Sure()
	for id, l := range e.Levels {
		o, err := t.Geo.Numbering.Parse(id)
		if err != nil {
			return 0, 0, err
		}
		_, isSure := sure[id]
		switch lv, ok := t.Level[o]; {
		case ok && lv == l:
			right++
		case isSure:
			wrongSure++
		}
	}
	return right, wrongSure, nil
}
