package trace

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// codebookSize is how many colour codes describe the taught terrain, at
// least: codesPerType for each taught type when that is more. With 24 codes
// for Tiled's 15 tile kinds (TestTraceTiledSuggest), two green kinds shared
// codes or not by the luck of k-means' seeding: confirming suggested
// examples took a trace from 393 to 367 of 400 hexes right.
const (
	codebookSize = 24
	codesPerType = 3
)

// codebook is a small set of colour codes learnt from the taught hexes,
// plus the picked ink colours whose samples are ignored.
type codebook struct {
	codes []feature
	inks  []feature
}

// size is the number of codes a sample can get: the colour codes and
// one for dark neutral ink (black symbols such as a town's buildings: a
// type is known by its symbols as well as by its tint).
func (cb *codebook) size() int { return len(cb.codes) + 1 }

// nearest returns the index of the code nearest f, len(cb.codes) for dark
// neutral ink, or -1 for a picked line ink.
func (cb *codebook) nearest(c [3]float64) int {
	if neutralInk(c) {
		return len(cb.codes)
	}
	f := featureOf(c)
	best, bd := -1, 1e18
	for i, k := range cb.codes {
		if d := f.dist2(k); d < bd {
			best, bd = i, d
		}
	}
	for _, k := range cb.inks {
		if f.dist2(k) < bd {
			return -1
		}
	}
	return best
}

// inkNear is how close (squared feature distance) a taught sample may be to a
// picked ink colour before it is left out of learning.
const inkNear = 0.02

// learnCodebook clusters the samples taught for types terrain types
// (k-means, deterministic).
func learnCodebook(samples [][3]float64, types int, inks []RGB) (*codebook, error) {
	cb := &codebook{}
	for _, c := range inks {
		cb.inks = append(cb.inks, featureOf(c.f()))
	}
	var fs []feature
	for _, c := range samples {
		if neutralInk(c) {
			continue
		}
		f := featureOf(c)
		ink := false
		for _, k := range cb.inks {
			ink = ink || f.dist2(k) < inkNear
		}
		if !ink {
			fs = append(fs, f)
		}
	}
	k := max(codebookSize, codesPerType*types)
	if len(fs) < k {
		return nil, fmt.Errorf("learn colours: %d usable samples in the taught hexes, want at least %d", len(fs), k)
	}
	cb.codes = kmeans(fs, k)
	return cb, nil
}

// typesOf returns how many terrain types ex teaches.
func typesOf(ex []Example) int {
	n := map[string]bool{}
	for _, e := range ex {
		n[e.Terrain] = true
	}
	return len(n)
}

// kmeans returns k centres of fs, seeded k-means++ style from a fixed seed.
func kmeans(fs []feature, k int) []feature {
	r := rand.New(rand.NewPCG(1, 2))
	cs := []feature{fs[r.IntN(len(fs))]}
	d := make([]float64, len(fs))
	for len(cs) < k {
		sum := 0.0
		for i, f := range fs {
			d[i] = 1e18
			for _, c := range cs {
				d[i] = min(d[i], f.dist2(c))
			}
			sum += d[i]
		}
		x := r.Float64() * sum
		i := 0
		for ; i < len(fs)-1 && x > d[i]; i++ {
			x -= d[i]
		}
		cs = append(cs, fs[i])
	}
	assign := make([]int, len(fs))
	for range 12 {
		for i, f := range fs {
			best, bd := 0, 1e18
			for j, c := range cs {
				if dd := f.dist2(c); dd < bd {
					best, bd = j, dd
				}
			}
			assign[i] = best
		}
		var sum = make([]feature, k)
		n := make([]int, k)
		for i, f := range fs {
			a := assign[i]
			n[a]++
			for c := range 3 {
				sum[a][c] += f[c]
			}
		}
		for j := range cs {
			if n[j] > 0 {
				cs[j] = feature{sum[j][0] / float64(n[j]), sum[j][1] / float64(n[j]), sum[j][2] / float64(n[j])}
			}
		}
	}
	slices.SortFunc(cs, func(a, b feature) int {
		return slices.Compare(a[:], b[:])
	})
	return cs
}
