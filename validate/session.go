package validate

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// Session validates files and caches the maps, OOBs and rulesets they refer
// to, so a whole game folder loads each shared file once.
type Session struct {
	Files Files
	// Progress, when set, is called after each file of Paths (and so of
	// Game) with the number of files done and the total.
	Progress func(done, total int)
	// Strict makes Map, OOB, Scenario, Position and a ruleset file refuse a
	// file that fails the first stages of validation (JSON, JSON Schema,
	// struct rules), with the diagnostics validate gives it: the commands
	// that use a file rather than report on it (play, analyze, check,
	// render, diff) then refuse what validate refuses, the same way.
	Strict   bool
	maps     memo[*maps.Map]
	oobs     memo[*scenarios.OOB]
	rulesets memo[*engine.Ruleset]
	regions  memo[*engine.Regions] // one region evaluator per map
	profiles memo[*gameProfile]    // what each game's scenarios show together, by OOB path
	// decoded holds the scenarios validated so far, by path, for the checks
	// across scenarios (each file is decoded once).
	mu      sync.Mutex
	decoded map[string]*scenarios.Scenario
	// applied holds, by path, the last scenario checked there with its
	// OOB with its attachments applied (scenarioEnv.scOOB), which the
	// game profile reads instead of building it again.
	applied map[string]appliedOOB
}

// appliedOOB is an OOB (base) with one scenario's attachments applied.
type appliedOOB struct {
	sc        *scenarios.Scenario
	base, oob *scenarios.OOB
}

// rememberApplied keeps the scenario at path with its OOB with its
// attachments applied.
func (s *Session) rememberApplied(path string, sc *scenarios.Scenario, base, oob *scenarios.OOB) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.applied == nil {
		s.applied = map[string]appliedOOB{}
	}
	s.applied[path] = appliedOOB{sc, base, oob}
}

// appliedOOB returns o with the attachments of sc (read at path) applied:
// the one kept when sc was checked against o, else built (scenarioOOB).
func (s *Session) appliedOOB(path string, o *scenarios.OOB, sc *scenarios.Scenario) *scenarios.OOB {
	s.mu.Lock()
	a, ok := s.applied[path]
	s.mu.Unlock()
	if ok && a.sc == sc && a.base == o {
		return a.oob
	}
	return scenarioOOB(o, sc)
}

// NewSession returns a session reading through files. A session may
// validate several files at once (Paths does); shared files still load once.
func NewSession(files Files) *Session {
	return &Session{Files: files}
}

// Map loads a map once. Errors: unreadable or undecodable file.
func (s *Session) Map(path string) (*maps.Map, error) {
	return s.maps.get(path, func() (*maps.Map, error) {
		data, err := s.read(path)
		if err != nil {
			return nil, err
		}
		if s.Strict {
			var m maps.Map
			if err := s.decodeStrict("map", path, data, &m); err != nil {
				return nil, err
			}
			return &m, nil
		}
		m, err := maps.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", path, err)
		}
		return m, nil
	})
}

// regionsFor returns the session's region evaluator for the map at path,
// shared by every scenario on that map (regions are evaluated once).
func (s *Session) regionsFor(path string, m *maps.Map, geo maps.Geometry) *engine.Regions {
	r, _ := s.regions.get(path, func() (*engine.Regions, error) { return engine.NewRegions(m, geo), nil })
	return r
}

// remember keeps a decoded scenario for the checks across scenarios.
func (s *Session) remember(path string, sc *scenarios.Scenario) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.decoded == nil {
		s.decoded = map[string]*scenarios.Scenario{}
	}
	s.decoded[path] = sc
}

// scenarioDecoded returns the scenario validated at path, if any.
func (s *Session) scenarioDecoded(path string) (*scenarios.Scenario, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sc, ok := s.decoded[path]
	return sc, ok
}

// read reads a file through s.Files; a refusal (*jsonfile.RefError) already
// names the path and is returned as it is.
func (s *Session) read(path string) ([]byte, error) {
	data, err := s.Files.ReadFile(path)
	var re *jsonfile.RefError
	if err != nil && !errors.As(err, &re) {
		err = fmt.Errorf("load %s: %w", path, err)
	}
	return data, err
}

// OOB loads an order of battle once.
func (s *Session) OOB(path string) (*scenarios.OOB, error) {
	return s.oobs.get(path, func() (*scenarios.OOB, error) {
		data, err := s.read(path)
		if err != nil {
			return nil, err
		}
		return s.loadOOB(path, data)
	})
}

// loadOOB decodes the OOB file read at path for Session.OOB.
func (s *Session) loadOOB(path string, data []byte) (*scenarios.OOB, error) {
	if s.Strict {
		var o scenarios.OOB
		if err := s.decodeStrict("oob", path, data, &o); err != nil {
			return nil, err
		}
		o.Reindex()
		return &o, nil
	}
	o, err := scenarios.DecodeOOB(data)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return o, nil
}

// Ref resolves a reference written in the file at from (a map, OOB or
// ruleset path) to the path to read. Errors: a *jsonfile.RefError when ref is
// an absolute path (see jsonfile.CheckRef); the Files value refuses the rest
// of what leaves the folder opened when it reads.
func (s *Session) Ref(from, ref string) (string, error) {
	if err := jsonfile.CheckRef(ref); err != nil {
		return "", err
	}
	return s.Files.Join(from, ref), nil
}

// IsRulesetPath reports whether a ruleset reference names a file rather
// than a built-in id (see isRulesetPath).
func IsRulesetPath(ref string) bool { return isRulesetPath(ref) }

// isRulesetPath tells a ruleset file reference from a built-in id: a path
// ends in .json or holds a folder separator (an absolute path is never
// looked up as an id).
func isRulesetPath(ref string) bool {
	return strings.HasSuffix(ref, ".json") || strings.ContainsAny(ref, `/\:`)
}

// builtinRulesets holds the built-in rulesets decoded so far, by id,
// shared by every session.
var builtinRulesets sync.Map

// builtinRuleset returns the built-in ruleset id, decoded once a process.
// Errors: those of engine.BuiltinRuleset (not kept).
func builtinRuleset(id string) (*engine.Ruleset, error) {
	if r, ok := builtinRulesets.Load(id); ok {
		return r.(*engine.Ruleset), nil
	}
	r, err := engine.BuiltinRuleset(id)
	if err != nil {
		return nil, err
	}
	kept, _ := builtinRulesets.LoadOrStore(id, r)
	return kept.(*engine.Ruleset), nil
}

// Ruleset resolves a ruleset reference: a built-in id ("gbacw") or a path to a
// ruleset file relative to the referring file. A built-in ruleset is decoded
// once a process and shared by every session: never change it (the editor
// shows built-in rulesets read only; copy one to edit it).
// Errors: unknown id, refused reference (jsonfile.ErrContainment), unreadable
// or undecodable file.
func (s *Session) Ruleset(from, ref string) (*engine.Ruleset, error) {
	// A built-in id is cached under a key no path can spell, and looked up
	// as an id only when the reference is not a path: a path resolved from
	// a file in the current folder ("x.ruleset.json") equals the reference.
	key, isPath := "builtin:"+ref, isRulesetPath(ref)
	if isPath {
		p, err := s.Ref(from, ref)
		if err != nil {
			return nil, fmt.Errorf("ruleset %s: %w", ref, err)
		}
		key = p
	}
	return s.rulesets.get(key, func() (*engine.Ruleset, error) {
		var r *engine.Ruleset
		var err error
		if !isPath {
			r, err = builtinRuleset(ref)
		} else {
			var data []byte
			if data, err = s.Files.ReadFile(key); err == nil && s.Strict {
				r = new(engine.Ruleset)
				if err = s.decodeStrict("ruleset", key, data, r); err != nil {
					r = nil
				}
			} else if err == nil {
				r, err = engine.DecodeRuleset(data)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("ruleset %s: %w", ref, err)
		}
		return r, nil
	})
}

// hexRef resolves a hex id written in a file against the map geometry. It
// returns the canonical name and the diagnostic code when the id is bad.
func hexRef(geo maps.Geometry, id string) (canonical string, o hexgrid.Offset, code string, err error) {
	o, err = geo.Numbering.Parse(id)
	if err != nil {
		if errors.Is(err, hexgrid.ErrMalformed) {
			return "", o, "hex.malformed", err
		}
		return "", o, "hex.unknown", err
	}
	canonical, err = geo.Numbering.FormatAs(o, id)
	if err != nil {
		return "", o, "hex.unknown", err
	}
	return canonical, o, "", nil
}

// checkHex reports a bad hex id at ptr and returns its canonical name and
// whether it exists.
func (r *report) checkHex(geo maps.Geometry, ptr, id, unit string) (string, hexgrid.Offset, bool) {
	c, o, code, err := hexRef(geo, id)
	if code != "" {
		msg := "hex %s does not exist on this map: %v"
		if code == "hex.malformed" {
			msg = "%q is not a hex id of this map: %v"
		}
		r.add(Error, code, ptr, id, unit, msg, id, err)
		return "", o, false
	}
	return c, o, true
}

// Scenario reads and decodes the scenario file at path (see Strict).
// Errors: unreadable or undecodable file, or (Strict) a *DecodeError.
func (s *Session) Scenario(path string) (*scenarios.Scenario, error) {
	data, err := s.Files.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	if s.Strict {
		var sc scenarios.Scenario
		if err := s.decodeStrict("scenario", path, data, &sc); err != nil {
			return nil, err
		}
		return &sc, nil
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return sc, nil
}

// decodeStrict runs validate's first stages on data (a kind file at path)
// into v. Errors: a *DecodeError holding validate's error diagnostics.
func (s *Session) decodeStrict(kind, path string, data []byte, v any) error {
	r := newReport(path, data)
	r.decode(kind, data, v)
	if !HasErrors(r.out) {
		return nil
	}
	return &DecodeError{Path: path, Diagnostics: r.out}
}

// DecodeError is a file refused by the first stages of validation: the
// diagnostics validate gives it (errors and warnings).
type DecodeError struct {
	Path        string
	Diagnostics []Diagnostic
}

func (e *DecodeError) Error() string {
	var b strings.Builder
	n := 0
	for _, d := range e.Diagnostics {
		if d.Severity != Error {
			continue
		}
		if n++; n > 3 {
			fmt.Fprintf(&b, "; and more (run validate %s)", e.Path)
			break
		}
		if n > 1 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s:%d:%d: error %s: %s", d.File, d.Line, d.Column, d.Code, d.Message)
		if d.Pointer != "" {
			fmt.Fprintf(&b, " (at %s)", d.Pointer)
		}
	}
	return b.String()
}

// Position loads a scenario's map, OOB and ruleset and returns its start
// position for the rules engine.
// Errors: the scenario or a file it refers to cannot be read or decoded, or
// the map's sheets are inconsistent.
func (s *Session) Position(path string) (*engine.Position, error) {
	sc, err := s.Scenario(path)
	if err != nil {
		return nil, err
	}
	mp, err := s.Ref(path, sc.Map)
	if err != nil {
		return nil, fmt.Errorf("map %s: %w", sc.Map, err)
	}
	m, err := s.Map(mp)
	if err != nil {
		return nil, err
	}
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("map %s: %w", sc.Map, err)
	}
	op, err := s.Ref(path, sc.OOB)
	if err != nil {
		return nil, fmt.Errorf("oob %s: %w", sc.OOB, err)
	}
	oob, err := s.OOB(op)
	if err != nil {
		return nil, err
	}
	rs, err := s.Ruleset(path, sc.Ruleset)
	if err != nil {
		return nil, err
	}
	return engine.NewSetupPosition(sc, oob, m, geo, rs), nil
}
