package scenarios

import "encoding/json"

// ErrataFormat is the value of the "format" field of an errata log.
const ErrataFormat = "sandtable-errata/1"

// Errata is a game's errata log: every place where the printed source
// contradicts itself, and what the data uses instead.
type Errata struct {
	Schema  string        `json:"$schema" validate:"required"`
	Format  string        `json:"format" validate:"required,eq=sandtable-errata/1"`
	Game    string        `json:"game" validate:"required"`
	Entries []ErrataEntry `json:"entries" validate:"dive"`
}

// ErrataEntry is one contradiction: where it is printed, what is printed,
// what the data uses, and why (our words).
type ErrataEntry struct {
	ID       string   `json:"id" validate:"required"`
	Location string   `json:"location" validate:"required"`
	Printed  string   `json:"printed" validate:"required"`
	Used     string   `json:"used" validate:"required"`
	Why      string   `json:"why" validate:"required"`
	Files    []string `json:"files,omitempty"`
	// Check is the machine-readable form of the printed value: put back
	// into a copy of the data, it must give a diagnostic naming Unit or Hex.
	Check *ErrataCheck `json:"check,omitempty" validate:"omitempty"`
	// NotDetectable says why no check of the data could catch the printed
	// value (prose, a name only in notes, a value not in the data model).
	NotDetectable string `json:"notDetectable,omitempty" validate:"excluded_with=Check"`
	// Category says why an entry has no check: "prose" (a rule in words
	// only), "absent" (the fact is not in the data), "judgement" (a reading
	// the book leaves open). Required with NotDetectable, so an entry never
	// leaves the checked ones without it.
	Category string `json:"category,omitempty" validate:"required_with=NotDetectable,omitempty,oneof=prose absent judgement"`
	// WouldCatch names the check that would have caught the printed value,
	// and WhyWrong why that check would be wrong (what it would flag in
	// correct data, or what it cannot know).
	WouldCatch string `json:"wouldCatch,omitempty" validate:"required_with=NotDetectable"`
	WhyWrong   string `json:"whyWrong,omitempty" validate:"required_with=NotDetectable"`
	// Explains lists the warnings that the corrected data still gives
	// because of what this entry records.
	Explains []ErrataWarning `json:"explains,omitempty" validate:"dive"`
}

// ErrataCheck puts the printed value back: each patch replaces the value at
// a JSON pointer of a file (path relative to the errata log), and a
// diagnostic must then name the unit (OOB id) or hex (canonical name), or,
// for a value that concerns neither (a victory level), carry the code.
type ErrataCheck struct {
	Patches []ErrataPatch `json:"patches" validate:"min=1,dive"`
	Unit    string        `json:"unit,omitempty" validate:"required_without_all=Hex Code"`
	// AttachIn lists the scenario files (relative to the log) whose tables
	// print a unit's command that a patch puts back into the OOB: the
	// self-test also gives that command as a scenario attachment there.
	// Empty: every scenario that uses the unit.
	AttachIn []string `json:"attachIn,omitempty"`
	Hex      string   `json:"hex,omitempty"`
	Code     string   `json:"code,omitempty"`
}

// ErrataPatch is one printed value: file, JSON pointer, and the value as
// printed (any JSON).
type ErrataPatch struct {
	File    string          `json:"file" validate:"required"`
	Pointer string          `json:"pointer"`
	Printed json.RawMessage `json:"printed" validate:"required"`
}

// ErrataWarning names a warning (code, file relative to the log, unit) that
// the corrected data gives on purpose.
type ErrataWarning struct {
	Code string `json:"code" validate:"required"`
	File string `json:"file" validate:"required"`
	Unit string `json:"unit" validate:"required"`
}
