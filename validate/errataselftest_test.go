package validate

import (
	"encoding/json"
	"path"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

var errataLogs = []string{
	"scenarios/classic-shiloh/classic-shiloh.errata.json",
	"scenarios/hsn/hsn.errata.json",
	"scenarios/itw-shiloh/itw-shiloh.errata.json",
}

// wantMissed are the machine-detectable entries no check catches yet (see
// README, "Errata self-test"); a change that flags one must remove it here,
// one that loses a flagged entry fails.
var wantMissed = []string{
	"coon-s1-command", "91-in-size-s9", "biddle-s8-csa",
	"s8-7-ky-command", "s4-19-tn-entry-hex", "s4-2-bn-5-oh-cav-og", "s5-2-bn-5-oh-cav-truncated",
}

// TestErrataSelfTest puts every printed value of the built-in errata logs
// back into a copy of the data and checks the verdicts: each entry is
// classified, the missed ones are exactly wantMissed, and every command
// correction of HSN and ITW but the listed ones gives a diagnostic naming
// its unit.
func TestErrataSelfTest(t *testing.T) {
	var flagged, missed []string
	for _, log := range errataLogs {
		results, err := ErrataSelfTest(Builtin{}, log)
		if err != nil {
			t.Fatal(err)
		}
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
	for _, id := range []string{"croxton-s1-command", "forrest-command-later-tables", "dmt-command-s5", "5-tn-command",
		"hazen-command-column", "15-ia-command", "s3-veatch-command", "s4-25-mo-command-slash", "s5-8-il-command-missing",
		"s6-beauregard-command-missing", "reserve-brigade-paths", "wagon-trains-command", "15-mi-command"} {
		if !slices.Contains(flagged, id) {
			t.Errorf("command correction %s: printed value gives no diagnostic naming the unit", id)
		}
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
