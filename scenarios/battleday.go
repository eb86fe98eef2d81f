package scenarios

import "time"

// BattleDay returns the day of the battle (1 for the first day) turn i
// falls on: its date counted from Length.FirstDay, or from the date of the
// first turn when FirstDay is unset. ok is false when the turn or the
// first day has no date.
func (s *Scenario) BattleDay(i int) (day int, ok bool) {
	if i < 0 || i >= len(s.Turns) {
		return 0, false
	}
	first := s.Length.FirstDay
	if first == "" {
		if f := s.TurnIndex(s.Length.First); f >= 0 {
			first = s.Turns[f].Date
		} else {
			first = s.Turns[0].Date
		}
	}
	d0, err := time.Parse(time.DateOnly, first)
	if err != nil {
		return 0, false
	}
	d, err := time.Parse(time.DateOnly, s.Turns[i].Date)
	if err != nil {
		return 0, false
	}
	return int(d.Sub(d0).Hours()/24) + 1, true
}
