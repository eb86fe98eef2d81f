package game

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/engine"
)

// Dice is a throw of N dice of Sides faces ("2d6"), each reading First
// to First+Sides-1.
type Dice struct {
	N, Sides, First int
}

// String returns "NdS".
func (d Dice) String() string { return strconv.Itoa(d.N) + "d" + strconv.Itoa(d.Sides) }

// ParseDice reads "NdS" (1 to 20 dice of 2 to 100 faces, reading from 1;
// "d10" is 1d10).
// Errors: anything else.
func ParseDice(s string) (Dice, error) {
	n, sides, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "d")
	if !ok {
		return Dice{}, fmt.Errorf("dice %q: want NdS, like 2d6", s)
	}
	if n == "" {
		n = "1"
	}
	d := Dice{N: atoiOr(n, -1), Sides: atoiOr(sides, -1), First: 1}
	if d.N < 1 || d.N > 20 || d.Sides < 2 || d.Sides > 100 {
		return Dice{}, fmt.Errorf("dice %q: want 1-20 dice of 2-100 faces", s)
	}
	return d, nil
}

func atoiOr(s string, dflt int) int {
	v, err := strconv.Atoi(s)
	if err != nil {
		return dflt
	}
	return v
}

// dice returns the ruleset's faces for a die spec.
func (g *Game) dice(spec engine.DiceSpec) Dice {
	return Dice{N: spec.N, Sides: spec.Sides, First: g.Board.Sys.FirstFace(spec.Sides)}
}

// throw rolls the dice from the game's seeded source.
func (g *Game) throw(d Dice) []int {
	r := rand.New(&g.st.rng)
	out := make([]int, d.N)
	for i := range out {
		out[i] = d.First + r.IntN(d.Sides)
	}
	return out
}

// checkResult validates a roll the player gives for the dice.
func checkResult(d Dice, rolls []int) error {
	if len(rolls) != d.N {
		return fmt.Errorf("result has %d dice, %s needs %d", len(rolls), d, d.N)
	}
	for _, v := range rolls {
		if v < d.First || v >= d.First+d.Sides {
			return fmt.Errorf("result %d is not a face of a d%d (%d-%d)", v, d.Sides, d.First, d.First+d.Sides-1)
		}
	}
	return nil
}

// roll records a dice roll: the player's Result when given, else a throw of
// the seeded source.
func (g *Game) roll(a Action, e *Entry) error {
	d, err := ParseDice(a.Dice)
	if err != nil {
		return refusef("%v", err)
	}
	d.First = g.Board.Sys.FirstFace(d.Sides)
	rolls, how := a.Result, "given"
	if len(rolls) == 0 {
		rolls, how = g.throw(d), "rolled"
	} else if err := checkResult(d, rolls); err != nil {
		return refusef("%v", err)
	}
	ev := e.event("roll", a.Unit, "", "%s %s for %s: %v (total %d)", how, d, orWord(a.Reason, "a roll"), rolls, sum(rolls))
	ev.Rolls = rolls
	return nil
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func orWord(s, dflt string) string {
	if s == "" {
		return dflt
	}
	return s
}
