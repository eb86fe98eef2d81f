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
