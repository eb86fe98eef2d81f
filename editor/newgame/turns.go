package newgame

import (
	"fmt"
	"strings"
	"time"

	"github.com/sandtable/sandtable/scenarios"
)

// ScenarioSpec is what the New Scenario form asks: a title, the turns from
// a start, an end and a turn length, and the sides in order of play.
type ScenarioSpec struct {
	Title string
	// Number is the scenario's number in the game (file "01-<slug>", id
	// "<game>-01"); 1 when 0.
	Number int
	Start  time.Time // the first turn's start (date and, for turns under a day, time of day)
	End    time.Time // the last turn's start
	// Turn is the length of a turn: turns of a day or more are dated and
	// numbered ("t1", "Nov 24"), shorter ones timed ("apr6-0600", "6 AM").
	Turn  time.Duration
	Sides []string // side ids, the first moving first; the game's sides when empty
}

// maxTurns bounds the turns one scenario may have.
const maxTurns = 1000

// Turns returns the turns of the spec: one every Turn from Start to End
// inclusive, in the built-in games' forms. Errors: no turn length, an end
// before the start, more than a thousand turns.
func (s ScenarioSpec) Turns() ([]scenarios.Turn, error) {
	if s.Turn <= 0 {
		return nil, fmt.Errorf("turn length %v: want more than 0", s.Turn)
	}
	if s.End.Before(s.Start) {
		return nil, fmt.Errorf("the last turn (%s) is before the first (%s)", s.End.Format("2006-01-02 15:04"), s.Start.Format("2006-01-02 15:04"))
	}
	if n := s.End.Sub(s.Start) / s.Turn; n >= maxTurns {
		return nil, fmt.Errorf("%d turns: at most %d", n+1, maxTurns)
	}
	daily := s.Turn >= 24*time.Hour
	var out []scenarios.Turn
	for i, t := 0, s.Start; !t.After(s.End); i, t = i+1, t.Add(s.Turn) {
		tr := scenarios.Turn{Date: t.Format("2006-01-02")}
		if daily {
			tr.ID, tr.Label = fmt.Sprintf("t%d", i+1), t.Format("Jan 2")
		} else {
			tr.ID = strings.ToLower(t.Format("Jan2")) + "-" + t.Format("1504")
			tr.Time, tr.Label = t.Format("15:04"), clockLabel(t)
		}
		out = append(out, tr)
	}
	return out, nil
}

// clockLabel writes a time of day as the battle books do: "6 AM", "12:30 PM".
func clockLabel(t time.Time) string {
	if t.Minute() == 0 {
		return t.Format("3 PM")
	}
	return t.Format("3:04 PM")
}
