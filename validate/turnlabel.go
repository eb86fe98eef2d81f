package validate

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// checkTurnLabels warns about a turn whose clock time or date disagrees
// with the label the book prints for it (turn.time-label): "4 PM" at 17:00,
// "Dec 15" on 1864-12-16. The label is what the turn record prints; the
// time and date are our reading of it, so one of them was slipped when the
// record was typed. Labels that are no clock time or date ("Turn 3",
// "Noon turn") are left alone; a span ("7-8 PM") is read by its first hour.
func (e *scenarioEnv) checkTurnLabels() {
	for i, t := range e.sc.Turns {
		if t.Time != "" {
			if h, ok := labelHour(t.Label); ok {
				if th, tm, ok := clockHM(t.Time); ok && (th != h || tm != 0) {
					e.r.add(Warning, "turn.time-label", fmt.Sprintf("/turns/%d/time", i), "", "",
						"turn %s is printed %q but its time is %s: the label reads %02d:00", t.ID, t.Label, t.Time, h)
				}
			}
		}
		if t.Date != "" {
			if md, ok := labelDate(t.Label); ok {
				if d, err := time.Parse("2006-01-02", t.Date); err == nil && d.Format("Jan 2") != md {
					e.r.add(Warning, "turn.time-label", fmt.Sprintf("/turns/%d/date", i), "", "",
						"turn %s is printed %q but its date is %s", t.ID, t.Label, t.Date)
				}
			}
		}
	}
}

// labelHour reads a printed turn label as a clock hour: "8 AM" 8, "1 PM"
// 13, "12 N" and "Noon" 12, "12 AM" and "Midnight" 0, "7-8 PM" 19.
func labelHour(label string) (int, bool) {
	l := strings.ToUpper(strings.TrimSpace(label))
	switch l {
	case "NOON", "12 N":
		return 12, true
	case "MIDNIGHT":
		return 0, true
	}
	num, suffix, ok := strings.Cut(l, " ")
	if !ok {
		return 0, false
	}
	if a, _, span := strings.Cut(num, "-"); span {
		num = a
	}
	h, err := strconv.Atoi(num)
	if err != nil || h < 1 || h > 12 {
		return 0, false
	}
	switch suffix {
	case "AM":
		return h % 12, true
	case "PM":
		return h%12 + 12, true
	case "N":
		return h, h == 12
	}
	return 0, false
}

// labelDate reads a printed turn label that is a date ("Dec 15"), in the
// form time's "Jan 2" layout gives.
func labelDate(label string) (string, bool) {
	l := strings.TrimSpace(label)
	if len(l) < 5 || l[3] != ' ' || !strings.Contains("JanFebMarAprMayJunJulAugSepOctNovDec", l[:3]) {
		return "", false // no month first: not a date (parsing it would cost an error value)
	}
	d, err := time.Parse("Jan 2", l)
	if err != nil {
		return "", false
	}
	return d.Format("Jan 2"), true
}

// clockHM reads "HH:MM".
func clockHM(s string) (int, int, bool) {
	m, ok := clockMinutes(s)
	return m / 60, m % 60, ok
}
