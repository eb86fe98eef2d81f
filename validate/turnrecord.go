package validate

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sandtable/sandtable/scenarios"
)

// checkTurnIDClock warns about a turn whose id is written as a date and
// clock time ("apr6-0600": month, day, hours and minutes) that disagree
// with the turn's date and time (turn.id-clock): the id was typed from the
// turn record before one of them was slipped, or after. Ids of another
// form ("t1") are left alone.
func (e *scenarioEnv) checkTurnIDClock() {
	for i, t := range e.sc.Turns {
		if n, ok := idNumber(t.ID); ok {
			if m, ok := labelNumber(t.Label); ok && m != n {
				e.r.add(Warning, "turn.id-clock", fmt.Sprintf("/turns/%d/label", i), "", "",
					"turn %s is printed %q: its id reads turn %d", t.ID, t.Label, n)
			}
			continue
		}
		month, day, hhmm, ok := idClock(t.ID)
		if !ok || t.Date == "" || t.Time == "" {
			continue
		}
		if len(t.Date) != 10 || len(t.Time) != 5 {
			continue
		}
		mm, err1 := strconv.Atoi(t.Date[5:7])
		dd, err2 := strconv.Atoi(t.Date[8:])
		if err1 != nil || err2 != nil {
			continue
		}
		if mm != month || dd != day || t.Time[:2] != hhmm[:2] || t.Time[3:] != hhmm[2:] {
			e.r.add(Warning, "turn.id-clock", fmt.Sprintf("/turns/%d/time", i), "", "",
				"turn %s stands at %s %s: its id reads month %d, day %d, %s:%s", t.ID, t.Date, t.Time, month, day, hhmm[:2], hhmm[2:])
		}
	}
}

// idNumber reads a turn id of the form "t3" as its number.
func idNumber(id string) (int, bool) {
	if len(id) < 2 || id[0] != 't' {
		return 0, false
	}
	n, err := strconv.Atoi(id[1:])
	return n, err == nil && n > 0
}

// labelNumber reads a turn label of the form "Turn 3" as its number.
func labelNumber(label string) (int, bool) {
	rest, ok := strings.CutPrefix(label, "Turn ")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil
}

// idClock reads a turn id of the form "apr6-0600" as month (4), day and
// "HHMM"; false for any other id.
func idClock(id string) (int, int, string, bool) {
	md, hhmm, ok := strings.Cut(id, "-")
	if !ok || len(md) < 4 || len(md) > 5 || len(hhmm) != 4 {
		return 0, 0, "", false
	}
	k := strings.Index("janfebmaraprmayjunjulaugsepoctnovdec", md[:3])
	day, err := strconv.Atoi(md[3:])
	if k < 0 || k%3 != 0 || err != nil || day < 1 || day > 31 {
		return 0, 0, "", false
	}
	if _, err := strconv.Atoi(hhmm); err != nil {
		return 0, 0, "", false
	}
	return k/3 + 1, day, hhmm, true
}

// step is the step from one turn of a record to the next: n minutes, or n
// days (a record of dates).
type step struct {
	n    int
	days bool
}

func (s step) String() string {
	if s.days {
		return fmt.Sprintf("%d day(s)", s.n)
	}
	return fmt.Sprintf("%d minutes", s.n)
}

// turnStep is the step from one turn of a record to the next: minutes
// between two timed turns of one day, days between two turns of a
// date-only record; false when the two cannot be compared so.
func turnStep(a, b scenarios.Turn) (step, bool) {
	switch {
	case a.Time != "" && b.Time != "":
		if a.Date != b.Date {
			return step{}, false
		}
		ma, ok1 := clockMinutes(a.Time)
		mb, ok2 := clockMinutes(b.Time)
		if !ok1 || !ok2 {
			return step{}, false
		}
		return step{n: mb - ma}, true
	case a.Time == "" && b.Time == "" && a.Date != "" && b.Date != "":
		da, err1 := time.Parse("2006-01-02", a.Date)
		db, err2 := time.Parse("2006-01-02", b.Date)
		if err1 != nil || err2 != nil {
			return step{}, false
		}
		return step{n: int(db.Sub(da).Hours() / 24), days: true}, true
	}
	return step{}, false
}

// checkFirstTurnStep warns about a scenario's first turn whose step to the
// next turn is none the book's turn records take between two turns of one
// day (or, for records of dates, between two turns), in this scenario's
// later turns or in the game's other scenarios (turn.step): the first turn
// printed an hour, or a day, off. Turns the step cannot compare (a record
// without dates or times, two turns of different days) are left alone.
func (e *scenarioEnv) checkFirstTurnStep(others []profiled) {
	k := e.sc.TurnIndex(e.sc.Length.First)
	if k < 0 || k+1 >= len(e.sc.Turns) {
		return
	}
	first, ok := turnStep(e.sc.Turns[k], e.sc.Turns[k+1])
	if !ok || first.n == 0 { // a step of none: checkFirstTurnRepeats
		return
	}
	seen := map[step]bool{}
	record := func(j0 int, ts []scenarios.Turn) {
		for j := j0; j+1 < len(ts); j++ {
			if s, ok := turnStep(ts[j], ts[j+1]); ok {
				seen[s] = true
			}
		}
	}
	record(k+1, e.sc.Turns)
	for oi := range others { // in place: a profile is large
		record(0, others[oi].sc.Turns)
	}
	if len(seen) == 0 || seen[first] {
		return
	}
	t := e.sc.Turns[k]
	e.r.add(Warning, "turn.step", fmt.Sprintf("/turns/%d", k), "", "",
		"the first turn %s (%s) is %s before the next, a step no other turn record of the book takes: a first turn printed an hour or a day off?", t.ID, t.Label, first)
}

// checkFirstTurnRepeats warns about a scenario's first turn that stands at
// the very date and time of the turn after it (turn.step, on the first
// turn; turn.duplicate reports the pair on the second): the first turn
// printed with the next turn's hour or day. It runs without the game's
// other scenarios, as turn.duplicate's error stops the checks that read
// them.
func (e *scenarioEnv) checkFirstTurnRepeats() {
	k := e.sc.TurnIndex(e.sc.Length.First)
	if k < 0 || k+1 >= len(e.sc.Turns) {
		return
	}
	if st, ok := turnStep(e.sc.Turns[k], e.sc.Turns[k+1]); ok && st.n == 0 {
		t := e.sc.Turns[k]
		e.r.add(Warning, "turn.step", fmt.Sprintf("/turns/%d", k), "", "",
			"the first turn %s (%s) stands at the date and time of the next turn %s: a first turn printed an hour or a day off?", t.ID, t.Label, e.sc.Turns[k+1].ID)
	}
}
