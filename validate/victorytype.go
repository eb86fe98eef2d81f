package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// vpTypeLead is how many times the highest figure the book gives any other
// objective of the same type a figure ending in 0 must exceed before the
// type check calls it a zero added. The book's own largest such lead is
// ITW's 10 VP for a Confederate division's combat ineffectiveness against
// 5 for a Union division (twice); HSN S4's 40 VP for Franklin stands 1.3
// times S6's 30 for Brentwood.
const vpTypeLead = 3

// typeLead returns why objective k's points look like a zero added, judged
// by its type across the book: a figure of 10 or more ending in 0 that is
// more than vpTypeLead times every figure the book gives another objective
// of that type (this scenario's others and every objective of the game's
// other scenarios, at least two of them), or "" (vp.zero): ITW S3's
// control-hexes objectives give 1 or 2 each, so a 10 is a slip, as is 60 for
// HSN S5's blockhouses where no per-loss objective of the book gives more
// than 3 (an objective id scenarios agree on is judged by checkVPSlips'
// agreement test instead).
func typeLead(obs []scenarios.Objective, k int, others []profiled) string {
	ob := obs[k]
	v := *ob.VP
	if v < 10 || v%10 != 0 || ob.Type == "" {
		return ""
	}
	top, n, src := 0, 0, ""
	see := func(o scenarios.Objective, where string) {
		if o.Type == ob.Type && o.VP != nil {
			n++
			if *o.VP > top {
				top, src = *o.VP, where
			}
		}
	}
	for j, o := range obs {
		if j != k {
			see(o, "this scenario")
		}
	}
	for _, p := range others {
		if p.sc != nil && p.sc.Victory != nil {
			for _, o := range p.sc.Victory.Objectives {
				see(o, "scenario "+p.id)
			}
		}
	}
	if n < 2 || top <= 0 || v <= vpTypeLead*top {
		return ""
	}
	return fmt.Sprintf("more than %d times every other %s objective of the book (%d at most, in %s)", vpTypeLead, ob.Type, top, src)
}
