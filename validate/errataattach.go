package validate

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/scenarios"
)

// unitCommandPointer matches the JSON pointer of a unit's command in an OOB.
var unitCommandPointer = regexp.MustCompile(`^/units/([0-9]+)/command$`)

// attachedChecks puts a printed OOB command back the other way a book can
// print it: as a scenario attachment. For each OOB patch of an entry's check
// that replaces /units/N/command with a non-empty formation id, every
// scenario of the game that uses the unit gets that attachment (its own
// attachment of the unit, if any, retargeted) and is validated on its own;
// the result holds the first new diagnostic naming the unit, or nil. An
// empty printed command has no attachment form and gives no result.
// Errors: a file cannot be read or decoded.
func attachedChecks(files Files, logPath string, paths []string, c *scenarios.ErrataCheck) ([]AttachedResult, error) {
	var out []AttachedResult
	for _, p := range c.Patches {
		m := unitCommandPointer.FindStringSubmatch(p.Pointer)
		var to string
		if m == nil || json.Unmarshal(p.Printed, &to) != nil || to == "" {
			continue
		}
		oobPath := files.Join(logPath, p.File)
		oob, err := NewSession(files).OOB(oobPath)
		if err != nil {
			return nil, err
		}
		i, _ := strconv.Atoi(m[1])
		if i >= len(oob.Units) {
			return nil, fmt.Errorf("%s %s: no such unit", oobPath, p.Pointer)
		}
		unit := oob.Units[i].ID
		for _, sp := range paths {
			if len(c.AttachIn) > 0 && !slices.ContainsFunc(c.AttachIn, func(f string) bool { return files.Join(logPath, f) == sp }) {
				continue
			}
			res, err := attachedCheck(files, sp, oobPath, unit, to)
			if err != nil {
				return nil, err
			}
			if res != nil {
				out = append(out, *res)
			}
		}
	}
	return out, nil
}

// attachedCheck gives unit the attachment to formation in the scenario at
// sp when that scenario uses the OOB at oobPath and the unit; nil otherwise.
func attachedCheck(files Files, sp, oobPath, unit, to string) (*AttachedResult, error) {
	if KindOf(sp) != "scenario" {
		return nil, nil
	}
	data, err := files.ReadFile(sp)
	if err != nil {
		return nil, err
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sp, err)
	}
	s := NewSession(files)
	if op, err := s.Ref(sp, sc.OOB); err != nil || op != oobPath || !usesUnit(s, sp, sc, unit) {
		return nil, nil
	}
	ptr, val := "/attachments/-", json.RawMessage(fmt.Sprintf(`{"unit":%q,"to":%q,"kind":"attached"}`, unit, to))
	if len(sc.Attachments) == 0 {
		ptr, val = "/attachments", json.RawMessage("["+string(val)+"]")
	}
	for k, a := range sc.Attachments {
		if a.Unit == unit && a.To == to {
			return nil, nil // the data already attaches it so: nothing printed to put back
		}
		if a.Unit == unit {
			ptr, val = fmt.Sprintf("/attachments/%d/to", k), json.RawMessage(strconv.Quote(to))
		}
	}
	patched, err := addPointer(data, ptr, val)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", sp, ptr, err)
	}
	base := diagnosticSet(s.File(sp))
	res := &AttachedResult{Scenario: sp}
	for _, d := range NewSession(overlayFiles{files, map[string][]byte{sp: patched}}).File(sp) {
		if !base[diagnosticKey(d)] && d.Unit == unit {
			res.Found = &d
			break
		}
	}
	return res, nil
}

// usesUnit reports whether the scenario sets up, brings on or lets place
// the unit.
func usesUnit(s *Session, sp string, sc *scenarios.Scenario, unit string) bool {
	for _, st := range sc.Setup {
		if st.Unit == unit {
			return true
		}
	}
	var oob *scenarios.OOB
	if op, err := s.Ref(sp, sc.OOB); err == nil {
		oob, _ = s.OOB(op)
	}
	inFormations := func(fs []string) bool {
		if oob == nil {
			return false
		}
		return slices.ContainsFunc(fs, func(f string) bool { return slices.Contains(oob.Members(f), unit) })
	}
	for _, rf := range sc.Reinforcements {
		if slices.Contains(rf.Units, unit) || inFormations(rf.Formations) && !slices.Contains(rf.Except, unit) {
			return true
		}
	}
	for _, g := range sc.FreeSetup {
		if slices.Contains(g.Units, unit) || inFormations(g.Formations) {
			return true
		}
	}
	return false
}

// addPointer is setPointer with "add" (a new member or array element).
func addPointer(doc []byte, pointer string, raw json.RawMessage) ([]byte, error) {
	if pointer == "/attachments" || pointer == "/attachments/-" {
		return patchOp(doc, "add", pointer, raw)
	}
	return setPointer(doc, pointer, raw)
}
