package validate

import (
	"encoding/json"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

var errataLogs = []string{
	"scenarios/classic-shiloh/classic-shiloh.errata.json",
	"scenarios/hsn/hsn.errata.json",
	"scenarios/itw-shiloh/itw-shiloh.errata.json",
}

// errataRuns keeps, per test binary, ErrataSelfTest's results on each
// built-in log: TestErrataSelfTest and TestErrataCommandCorrectionsBothWays
// read the same results, which re-validate the data once per errata entry
// (several CPU-seconds), so the self-test runs once per log, not twice.
var errataRuns struct {
	sync.Mutex
	results map[string][]ErrataResult
}

// errataSelfTest returns ErrataSelfTest(Builtin{}, log), run once per
// test binary. Callers only read the results.
func errataSelfTest(t *testing.T, log string) []ErrataResult {
	t.Helper()
	errataRuns.Lock()
	defer errataRuns.Unlock()
	if r, ok := errataRuns.results[log]; ok {
		return r
	}
	r, err := ErrataSelfTest(Builtin{}, log)
	if err != nil {
		t.Fatal(err)
	}
	if errataRuns.results == nil {
		errataRuns.results = map[string][]ErrataResult{}
	}
	errataRuns.results[log] = r
	return r
}

// wantMissed are the machine-detectable entries no check catches yet (see
// README, "Errata self-test"); a change that flags one must remove it here,
// one that loses a flagged entry fails.
var wantMissed = []string{}

// TestErrataSelfTest puts every printed value of the built-in errata logs
// back into a copy of the data and checks the verdicts: each entry is
// classified, the missed ones are exactly wantMissed, and every command
// correction gives a diagnostic naming its unit (TestErrataCommandCorrections).
func TestErrataSelfTest(t *testing.T) {
	if testing.Short() {
		t.Skip("re-validates the built-in data once per errata entry (15 s): the full run only")
	}
	cacheSchemaResults(t) // each entry re-validates the game with one file patched
	var flagged, missed []string
	for _, log := range errataLogs {
		results := errataSelfTest(t, log)
		for _, r := range results {
			switch r.Verdict {
			case ErrataFlagged:
				flagged = append(flagged, r.Entry.ID)
				if c := r.Entry.Check; c.Unit != "" && r.Found.Unit != c.Unit {
					t.Errorf("%s: flagged by %v, which does not name %s", r.Entry.ID, r.Found, c.Unit)
				}
			case ErrataMissed:
				missed = append(missed, r.Entry.ID)
			case ErrataUnclassified:
				t.Errorf("%s: neither a check nor a reason", r.Entry.ID)
			}
		}
	}
	slices.Sort(missed)
	want := slices.Clone(wantMissed)
	slices.Sort(want)
	if !slices.Equal(missed, want) {
		t.Errorf("missed %v, want %v", missed, want)
	}
	t.Logf("%d flagged, %d missed", len(flagged), len(missed))
}

// TestBuiltinWarningsAreExplained: every warning on the corrected built-in
// data is listed by an errata entry's explains (code, file, unit).
func TestBuiltinWarningsAreExplained(t *testing.T) {
	explained := map[string]string{}
	for _, log := range errataLogs {
		var e scenarios.Errata
		if err := json.Unmarshal(builtinBytes(t, log), &e); err != nil {
			t.Fatal(err)
		}
		for _, x := range e.Entries {
			for _, w := range x.Explains {
				explained[w.Code+" "+path.Join(path.Dir(log), w.File)+" "+w.Unit] = x.ID
			}
		}
	}
	n := 0
	for _, d := range BuiltinGames() {
		if d.Severity == Error {
			t.Errorf("error on built-in data: %v", d)
			continue
		}
		n++
		if explained[d.Code+" "+d.File+" "+d.Unit] == "" {
			t.Errorf("warning explained by no errata entry: %v", d)
		}
	}
	if n != len(explained) {
		t.Errorf("%d warnings, %d explained by the logs: an explains entry is stale", n, len(explained))
	}
}

// TestErrataCommandCorrections: every entry of the HSN and ITW logs whose
// printed value is a unit's or formation's command (a patch of a "command",
// "parent" or "leader" field), put back on its own, gives a new diagnostic
// naming the entry's unit. The list comes from the logs, so a new command
// correction is tested as soon as it has a check.
func TestErrataCommandCorrections(t *testing.T) {
	cacheSchemaResults(t) // each entry re-validates the game with one file patched
	n := 0
	for _, log := range errataLogs[1:] {
		var e scenarios.Errata
		if err := json.Unmarshal(builtinBytes(t, log), &e); err != nil {
			t.Fatal(err)
		}
		paths := gamePaths(log)
		// The unmutated game's diagnostics, shared with the mutation
		// harness and the slip families (gameDiagnostics(Builtin{},
		// paths) computed once per test binary).
		baseline := mutationBaseline(t, log, true)
		for _, x := range e.Entries {
			if !isCommandCorrection(x) {
				continue
			}
			n++
			if x.Check == nil || x.Check.Unit == "" {
				t.Errorf("%s: command correction without a check naming its unit", x.ID)
				continue
			}
			unitOnly := &scenarios.ErrataCheck{Patches: x.Check.Patches, Unit: x.Check.Unit}
			found, err := runErrataCheck(Builtin{}, log, paths, baseline, unitOnly)
			if err != nil {
				t.Fatal(err)
			}
			if found == nil {
				t.Errorf("%s: printed command put back, no diagnostic names %s", x.ID, x.Check.Unit)
			}
		}
	}
	if n < 15 {
		t.Errorf("%d command corrections in the HSN and ITW logs, want at least 15 (HSN 6, ITW 9)", n)
	}
}

// isCommandCorrection reports whether an entry's check puts back a printed
// command, superior or leader.
func isCommandCorrection(x scenarios.ErrataEntry) bool {
	if x.Check == nil {
		return strings.Contains(x.ID, "command")
	}
	for _, p := range x.Check.Patches {
		switch path.Base(p.Pointer) {
		case "command", "parent", "leader":
			return true
		}
	}
	return false
}

// TestErrataCommandCorrectionsBothWays: every entry that puts a unit's
// printed command back into the OOB is also put back as a scenario
// attachment in each scenario its attachIn names, and flagged there, unless
// the printed command is empty (no attachment can name it) or that
// scenario already attaches the unit so (the printed column is the
// scenario's attachment, as 15 MI's in ITW S2).
func TestErrataCommandCorrectionsBothWays(t *testing.T) {
	if testing.Short() {
		t.Skip("re-validates the games once per command correction, both ways (7 s): the full run only")
	}
	cacheSchemaResults(t) // each entry re-validates the game with one file patched
	n := 0
	for _, log := range errataLogs {
		results := errataSelfTest(t, log)
		for _, r := range results {
			c := r.Entry.Check
			if c == nil {
				continue
			}
			for _, p := range c.Patches {
				var to string
				if !unitCommandPointer.MatchString(p.Pointer) || json.Unmarshal(p.Printed, &to) != nil || to == "" {
					continue
				}
				n++
				for _, a := range r.Attached {
					if a.Found == nil {
						t.Errorf("%s: as an attachment in %s: not flagged", r.Entry.ID, a.Scenario)
					}
				}
				if len(r.Attached) > 0 {
					continue
				}
				oob, err := NewSession(Builtin{}).OOB(path.Join(path.Dir(log), p.File))
				if err != nil {
					t.Fatal(err)
				}
				k, _ := strconv.Atoi(unitCommandPointer.FindStringSubmatch(p.Pointer)[1])
				unit := oob.Units[k].ID
				for _, f := range c.AttachIn {
					sp := path.Join(path.Dir(log), f)
					sc, err := scenarios.DecodeScenario(builtinBytes(t, sp))
					if err != nil {
						t.Fatal(err)
					}
					if !slices.ContainsFunc(sc.Attachments, func(a scenarios.Attachment) bool { return a.Unit == unit && a.To == to }) {
						t.Errorf("%s: no attachment form was tried in %s, which does not attach the unit to %s", r.Entry.ID, f, to)
					}
				}
			}
		}
	}
	if n < 13 {
		t.Errorf("%d command corrections with a printed command, want the 13 of the logs", n)
	}
}
