package game

import "slices"

// onDayAndTime reports whether the current turn falls on one of days (the
// day of the battle as the scenario counts it, scenarios.Length.FirstDay)
// and starts at one of times ("08:00"); an empty list allows any. A turn
// without a date matches no day list.
func (g *Game) onDayAndTime(days []int, times []string) bool {
	if len(days) > 0 {
		day, ok := g.Scenario.BattleDay(g.st.Clock.Turn)
		if !ok || !slices.Contains(days, day) {
			return false
		}
	}
	return len(times) == 0 || slices.Contains(times, g.turn(g.st.Clock.Turn).Time)
}

// sideUntil reports whether a side-until modifier applies to a unit of
// side now: the unit is of the modifier's side and, with day, the turn
// falls on that day of the battle (scenarios.Length.FirstDay) and starts
// at or before untilTime ("09:00": up to the end of the 9 AM turn); else
// the turn is until or earlier in the scenario's turns (never, when the
// scenario has no such turn).
func (g *Game) sideUntil(unitSide, side string, day int, untilTime, until string) bool {
	if unitSide != side {
		return false
	}
	if day > 0 {
		d, ok := g.Scenario.BattleDay(g.st.Clock.Turn)
		at := g.turn(g.st.Clock.Turn).Time
		return ok && d == day && at != "" && at <= untilTime
	}
	i := g.Scenario.TurnIndex(until)
	return i >= 0 && g.st.Clock.Turn <= i
}
