package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Where a unit is.
const (
	OnMap      = "map"        // on the map
	OffMap     = "off"        // a reinforcement that has not entered yet
	Unplaced   = "unplaced"   // a free set-up unit not placed yet
	Eliminated = "eliminated" // destroyed (its SP count as lost)
	Removed    = "removed"    // left play without being destroyed
)

// Unit is the state of one counter during a game.
type Unit struct {
	ID      string
	Side    string
	Class   string
	Command string
	// Where is OnMap, OffMap, Unplaced, Eliminated or Removed.
	Where     string
	Hex       hexgrid.Offset
	Extended  *hexgrid.Offset
	Extension string // "line" or "column"
	Facing    string
	// Strength is the current strength in SP (guns for a battery), nil when
	// neither the scenario nor the OOB gives it.
	Strength *int
	// Lost is the SP eliminated since the start of play (at-start losses of
	// a scenario do not count).
	Lost   int
	Status []string
	Orders string
	// MPSpent is the MP used in the current activation.
	MPSpent float64
	// Finished: the unit may not move again in this activation (it entered
	// an enemy ZOC, retracted in a Marsh, failed a UDD).
	Finished bool
	// Moved: the unit moved in the current activation.
	Moved bool
	// Acts counts the activations of the current turn in which the unit
	// moved or entered the map (see Game.Activations).
	Acts int
	// Arrived: the unit entered the map in the current turn.
	Arrived bool
	// Fatigue is the unit's fatigue level at the start of the current
	// turn (or at its entry): its set-up's or reinforcement row's level, or
	// the level the player entered (adjust). Where the sequence of play
	// counts fatigue (engine.Fatigue) each activation in the turn adds to
	// it (see Game.FatigueLevel); the GBACW seeds give start levels but
	// neither how units gain them nor the DRM of a level (ITW IT L4769
	// prints "+?").
	Fatigue int
	// Row is the reinforcement row the unit arrives with (-1 for setup units).
	Row int
}

// HasStatus reports whether the unit carries the status ("disordered").
func (u *Unit) HasStatus(s string) bool { return slices.Contains(u.Status, s) }

// The unexported changes below never write through the unit's Strength
// pointer or into its Status array: they replace them, so a state's unit
// copy may share both with the state it was forked from.

// addStatus adds a status once, keeping the list sorted.
func (u *Unit) addStatus(s string) {
	if !u.HasStatus(s) {
		u.Status = append(slices.Clip(u.Status), s)
		slices.Sort(u.Status)
	}
}

// removeStatus drops a status.
func (u *Unit) removeStatus(s string) {
	if u.HasStatus(s) {
		u.Status = slices.DeleteFunc(slices.Clone(u.Status), func(x string) bool { return x == s })
		if len(u.Status) == 0 {
			u.Status = nil // as a saved game reads back a unit with no status
		}
	}
}

// InPlay reports whether the unit is on the map.
func (u *Unit) InPlay() bool { return u.Where == OnMap }

// clone returns a deep copy.
func (u Unit) clone() Unit {
	if u.Extended != nil {
		e := *u.Extended
		u.Extended = &e
	}
	if u.Strength != nil {
		s := *u.Strength
		u.Strength = &s
	}
	u.Status = slices.Clone(u.Status)
	return u
}

// hexes returns the hexes the unit occupies (both of an extended unit).
func (u *Unit) hexes() []hexgrid.Offset {
	if u.Extended != nil {
		return []hexgrid.Offset{u.Hex, *u.Extended}
	}
	return []hexgrid.Offset{u.Hex}
}

// loseSP records a loss of n SP (never below zero strength).
func (u *Unit) loseSP(n int) {
	if n <= 0 {
		return
	}
	if u.Strength != nil {
		n = min(n, *u.Strength)
		left := *u.Strength - n
		u.Strength = &left
	}
	u.Lost += n
}
