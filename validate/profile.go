package validate

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Shared indexes for the checks that compare a scenario with the book's
// others (checkProfile and the check* functions it calls). A new check
// should read these rather than work the same facts out again; each is
// built once and must never be changed by a check:
//
//   - others := prof.others(e.sc.ID): the game's other scenarios as the
//     profile holds them (profiled: each unit's hex, its distance to its
//     command, its leader's distance, the commands beside it, strengths,
//     classes, arrivals, entry hexes by side, rule regions), built once a
//     session for every scenario of the game, side by side.
//   - e.setup(): this scenario's own set-up index (setupIndex: at, apart,
//     leaderApart, beside), taken from the profile's entry for this very
//     scenario (e.own) when there is one, else built once from it.
//   - e.own: that entry itself (nil for an edited copy the profile did not
//     read), with its rule regions as the evaluator's shared sets.
//   - e.scOOB(): the OOB with the scenario's attachments applied, built
//     once (and read by the profile: Session.appliedOOB).
//   - e.regions.View(r): a region's hexes, evaluated once a session per map
//     (notes aside); the set is shared, compare two with sameHexes.
//   - toCubes and minCubeDistance: distances between hex lists with each
//     hex converted to cube coordinates once, not once a pair.
//
// Avoid pairing every unit with every other (or every scenario's units with
// every other's): group by command, side or hex first (see checkMisfiled).

// gameProfile is what the book's scenarios of one game (one OOB) show
// together: where each unit stands beside its formation, the strengths
// each counter is given, and where each side's reinforcements arrive. The
// checks that ask "do the book's other set-ups agree?" read it, always
// leaving out the scenario being checked (same scenario id), so a scenario
// is never compared with itself or with a copy of itself.
type gameProfile struct {
	scenarios []profiled
	// ech is the echelon index (echelons), built once on first use.
	echOnce sync.Once
	ech     *echelonIdx
	echOOB  *scenarios.OOB
	// the rosters of the scenarios (setup.missing), built once on first use
	rosterState
	// command.misfiled's listing index, per OOB
	listedCache listedCache
	// strengthByDate of every profiled scenario (gameProfile.dated)
	datedOnce sync.Once
	datedAll  map[string]map[string]span
	// setup.missing's reading of the OOB's listing (oobListing)
	listingOnce sync.Once
	listing     *oobListing
}

// echelons returns the game's echelon index (command.echelon): where the
// OOB files each side's classes and where every profiled scenario's
// attachments put units, built once a session for the OOB o (a check with
// another OOB, an edited one, gets its own).
func (g *gameProfile) echelons(o *scenarios.OOB) *echelonIdx {
	build := func() *echelonIdx {
		scs := make([]*scenarios.Scenario, 0, len(g.scenarios))
		for i := range g.scenarios {
			scs = append(scs, g.scenarios[i].sc)
		}
		return &echelonIdx{seen: echelonIndex(o, scs), judged: echelonFormations(o), count: classCounts(o)}
	}
	g.echOnce.Do(func() { g.ech, g.echOOB = build(), o })
	if g.echOOB != o {
		return build()
	}
	return g.ech
}

// profiled is one scenario of the game as the profile sees it.
type profiled struct {
	id string
	// date and start are the date and clock time the set-up stands at
	// (the first turn's, or the set-up time), "" when not known.
	date, start string
	// apart is each set-up unit's distance to the nearest other set-up
	// unit of its command in this scenario (units alone in their command
	// are left out).
	apart map[string]int
	// strength is each set-up unit's strength, where the row gives one.
	strength map[string]int
	// class is the class of each unit with a strength.
	class map[string]string
	// entries holds the entry hexes of the reinforcement rows, by side.
	entries map[string][]hexgrid.Offset
	// leaderApart is each set-up leader's distance to the nearest unit of
	// the formation he leads.
	leaderApart map[string]int
	// at is each set-up unit's hex.
	at map[string]hexgrid.Offset
	// beside is, for each set-up grouped unit, the commands of the other
	// grouped units of its side in its hex or an adjacent one.
	beside map[string][]string
	// arrivals is each reinforcement unit's arrival (its first row with a
	// turn).
	arrivals map[string]arrival
	// regions holds the hexes of each special-rule area and free set-up
	// region, by regionKey (the evaluator's shared sets, "" regions left
	// out).
	regions map[string]*engine.HexBits
	// sc is the scenario profiled and oob the game's OOB it was read
	// with: a check of that very scenario reads what the profile already
	// holds of it (gameProfile.own).
	sc  *scenarios.Scenario
	oob *scenarios.OOB
	// applied is oob with sc's attachments applied, as the profile read
	// it (Session.appliedOOB: the copy the scenario's own check made).
	applied *scenarios.OOB
	// m and eval are the map (its geometry) and region evaluator the
	// scenario was read with.
	m    *maps.Map
	eval *engine.Regions
	// setArrivals is each unit's arrival by a numbered set of an arrival
	// table or die-roll schedule (a row without a turn: HSN's arrival
	// tables), its first such row.
	setArrivals map[string]setArrival
	// formArrivals is each formation's arrival by a row that brings it on
	// whole (its first such row with a turn).
	formArrivals map[string]arrival
}

// setArrival is the schedule, set number and entry hexes (sorted) of a
// reinforcement row that brings a unit on by a numbered set.
type setArrival struct {
	schedule string
	set      int
	entry    []hexgrid.Offset
}

// arrival is when and where a reinforcement row brings a unit on: the date
// and clock time of its turn and the hexes of its entry (sorted).
type arrival struct {
	date, time string
	entry      []hexgrid.Offset
}

// profileFor returns the profile of the game whose OOB is at oobPath,
// built once per session from the scenarios beside the OOB that use it.
func (s *Session) profileFor(oobPath string, oob *scenarios.OOB, m *maps.Map, geo maps.Geometry) *gameProfile {
	p, _ := s.profiles.get(oobPath, func() (*gameProfile, error) {
		// the scenarios are profiled side by side (the other worker
		// waits for this profile), kept in the order of their paths
		sps := s.siblingScenarios(path.Dir(oobPath))
		each := make([]*profiled, len(sps))
		parallel(len(sps), func(i int) {
			sc, ok := s.siblingScenario(sps[i])
			if !ok || s.Files.Join(sps[i], sc.OOB) != oobPath {
				return
			}
			rg := s.regionsFor(s.Files.Join(sps[i], sc.Map), m, geo)
			applied := s.appliedOOB(sps[i], oob, sc)
			p := profileScenario(sc, applied, geo, rg)
			p.oob, p.applied, p.m, p.eval = oob, applied, m, rg
			each[i] = &p
		})
		gp := &gameProfile{}
		for _, p := range each {
			if p != nil {
				gp.scenarios = append(gp.scenarios, *p)
			}
		}
		return gp, nil
	})
	return p
}

// own returns what the profile holds of e's scenario itself, when it is
// the very scenario profiled (not an edited copy of it, the editor's
// case), read with e's OOB, map and region evaluator: the checks then
// read it instead of working it out again.
func (g *gameProfile) own(e *scenarioEnv) *profiled {
	for i := range g.scenarios {
		if p := &g.scenarios[i]; p.sc == e.sc && p.oob == e.oob && p.m == e.m && p.eval == e.regions {
			return p
		}
	}
	return nil
}

// ownProfile returns e's own entry of the game profile (see
// gameProfile.own), or false.
func ownProfile(e *scenarioEnv) (*profiled, bool) {
	return e.own, e.own != nil
}

// setupIndex is what the profile checks of one scenario read of its
// set-up: each set-up unit's hex and its distances to its command
// (profiled.at, apart, leaderApart, beside), worked out once per scenario
// (see scenarioEnv.setup) instead of once per check.
type setupIndex struct {
	at          map[string]hexgrid.Offset
	apart       map[string]int
	leaderApart map[string]int
	beside      map[string][]string
}

// setup returns the scenario's set-up index: the game profile's entry for
// this scenario when there is one, else built from the scenario with its
// attachments applied (scOOB). The maps are shared: never change them.
func (e *scenarioEnv) setup() *setupIndex {
	if e.setupIdx != nil {
		return e.setupIdx
	}
	if p := e.own; p != nil {
		e.setupIdx = &setupIndex{at: p.at, apart: p.apart, leaderApart: p.leaderApart, beside: p.beside}
		return e.setupIdx
	}
	o := e.scOOB()
	at := placedHexes(e.sc, e.geo)
	e.setupIdx = &setupIndex{at: at, apart: apartFromCommand(o, at, e.geo.Grid), leaderApart: leaderApart(o, at, e.geo.Grid), beside: besideCommands(o, at, e.geo.Grid)}
	return e.setupIdx
}

// siblingScenario returns the scenario at path as the profile reads it: the
// one this session has validated (Paths validates a game's files before
// it runs the profile checks, so a game folder is decoded once), else the
// fields the profile reads, decoded from the file.
func (s *Session) siblingScenario(path string) (*scenarios.Scenario, bool) {
	if sc, ok := s.scenarioDecoded(path); ok {
		return sc, true
	}
	data, err := s.Files.ReadFile(path)
	if err != nil {
		return nil, false
	}
	var light lightScenario
	if err := json.Unmarshal(data, &light); err != nil {
		return nil, false
	}
	sc := light.scenario()
	return &sc, true
}

// siblingScenarios lists the scenario files of a game folder: the built-in
// ones under that path, and those on disk there.
func (s *Session) siblingScenarios(dir string) []string {
	var out []string
	for _, p := range BuiltinPaths() {
		if path.Dir(p) == dir && KindOf(p) == "scenario" {
			out = append(out, p)
		}
	}
	if _, builtin := s.Files.(Builtin); !builtin {
		if es, err := os.ReadDir(dir); err == nil {
			for _, e := range es {
				if p := path.Join(dir, e.Name()); e.Type()&fs.ModeType == 0 && KindOf(p) == "scenario" && !slices.Contains(out, p) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// placedHexes returns each set-up unit's hex (first row wins, bad hexes
// left out).
func placedHexes(sc *scenarios.Scenario, geo maps.Geometry) map[string]hexgrid.Offset {
	at := make(map[string]hexgrid.Offset, len(sc.Setup))
	for _, st := range sc.Setup {
		if st.Hex == "" {
			continue
		}
		if _, dup := at[st.Unit]; dup {
			continue
		}
		if o, err := geo.Numbering.Parse(st.Hex); err == nil {
			at[st.Unit] = o
		}
	}
	return at
}

// apartFromCommand returns, for each set-up non-leader unit, the distance to
// the nearest other set-up non-leader unit of the same command (o gives the
// commands).
func apartFromCommand(o *scenarios.OOB, at map[string]hexgrid.Offset, grid hexgrid.Grid) map[string]int {
	byCmd := map[string][]string{}
	for id := range at {
		if u := o.Unit(id); u != nil && grouped(u) {
			byCmd[u.Command] = append(byCmd[u.Command], id)
		}
	}
	out := make(map[string]int, len(at)) // at most one a set-up unit
	var cubes []hexgrid.Cube
	for _, ids := range byCmd {
		if len(ids) < 2 {
			continue
		}
		cubes = cubes[:0] // each hex converted once, not once a pair
		for _, id := range ids {
			cubes = append(cubes, grid.ToCube(at[id]))
		}
		for i, a := range ids {
			best := -1
			for j := range ids {
				if i != j {
					if d := cubes[j].Sub(cubes[i]).Len(); best < 0 || d < best {
						best = d
					}
				}
			}
			out[a] = best
		}
	}
	return out
}

// leaderApart returns, for each set-up leader who leads a formation with set-up
// units, the distance to the nearest of them.
func leaderApart(o *scenarios.OOB, at map[string]hexgrid.Offset, grid hexgrid.Grid) map[string]int {
	parent := make(map[string]string, len(o.Formations))
	leaderOf := map[string]string{}
	for _, f := range o.Formations {
		parent[f.ID] = f.Parent
		if _, ok := at[f.Leader]; ok && f.Leader != "" {
			leaderOf[f.ID] = f.Leader
		}
	}
	out := map[string]int{}
	if len(leaderOf) == 0 {
		return out
	}
	for id, h := range at {
		u := o.Unit(id)
		if u == nil || u.Class == "leader" || u.Class == "wagon" {
			continue
		}
		for f, n := u.Command, 0; f != "" && n < 16; f, n = parent[f], n+1 {
			l, ok := leaderOf[f]
			if !ok {
				continue
			}
			d := grid.Distance(at[l], h)
			if best, seen := out[l]; !seen || d < best {
				out[l] = d
			}
		}
	}
	return out
}

// profileScenario reads what the profile keeps of one scenario (o with the
// scenario's attachments applied).
func profileScenario(sc *scenarios.Scenario, o *scenarios.OOB, geo maps.Geometry, regions *engine.Regions) profiled {
	at := placedHexes(sc, geo)
	arriving := 0 // the maps sized once: about one unit a row
	for _, rf := range sc.Reinforcements {
		arriving += len(rf.Units)
	}
	p := profiled{id: sc.ID, sc: sc, at: at, apart: apartFromCommand(o, at, geo.Grid), leaderApart: leaderApart(o, at, geo.Grid), beside: besideCommands(o, at, geo.Grid),
		strength: make(map[string]int, len(sc.Setup)), class: make(map[string]string, len(sc.Setup)), entries: map[string][]hexgrid.Offset{}, arrivals: make(map[string]arrival, arriving), setArrivals: map[string]setArrival{}, formArrivals: map[string]arrival{},
		regions: ruleRegions(sc, regions)}
	p.date, p.start = startOf(sc)
	for _, st := range sc.Setup {
		if st.Strength != nil {
			if _, dup := p.strength[st.Unit]; !dup {
				p.strength[st.Unit] = *st.Strength
				if u := o.Unit(st.Unit); u != nil {
					p.class[st.Unit] = u.Class
				}
			}
		}
	}
	for _, rf := range sc.Reinforcements {
		hs, err := regions.View(rf.Entry)
		if err != nil {
			continue
		}
		entry := hs.Sorted()
		if k := sc.TurnIndex(rf.Turn); k >= 0 && rf.Turn != "" && sc.Turns[k].Time != "" {
			for _, id := range rf.Units {
				if _, dup := p.arrivals[id]; !dup {
					p.arrivals[id] = arrival{date: sc.Turns[k].Date, time: sc.Turns[k].Time, entry: entry}
				}
			}
			for _, f := range rf.Formations {
				if _, dup := p.formArrivals[f]; !dup {
					p.formArrivals[f] = arrival{date: sc.Turns[k].Date, time: sc.Turns[k].Time, entry: entry}
				}
			}
		}
		if rf.Set != nil && rf.Turn == "" {
			for _, id := range rf.Units {
				if _, dup := p.setArrivals[id]; !dup {
					p.setArrivals[id] = setArrival{schedule: rf.Schedule, set: *rf.Set, entry: entry}
				}
			}
		}
		side := rowSide(o, rf)
		if side == "" || onlyClass(o, rf, "gunboat") {
			continue
		}
		p.entries[side] = append(p.entries[side], entry...)
	}
	return p
}

// startOf returns the date and clock time a scenario's set-up stands at:
// its first turn's, or its set-up time; "" when not known.
func startOf(sc *scenarios.Scenario) (string, string) {
	k := sc.TurnIndex(sc.Length.First)
	if k < 0 {
		return "", ""
	}
	t := sc.Turns[k]
	at := t.Time
	if sc.Length.SetupTime != "" {
		at = sc.Length.SetupTime
	}
	return t.Date, at
}

// besideCommands returns, for each set-up grouped unit, the commands of
// the other grouped units of its side in its hex or an adjacent one (each
// once, in no order).
func besideCommands(o *scenarios.OOB, at map[string]hexgrid.Offset, g hexgrid.Grid) map[string][]string {
	byHex := make(map[hexgrid.Offset][]*scenarios.Unit, len(at))
	for id, h := range at {
		if u := o.Unit(id); u != nil && grouped(u) {
			byHex[h] = append(byHex[h], u)
		}
	}
	out := make(map[string][]string, len(at))
	for h, us := range byHex {
		ns := g.Neighbors(h)
		for _, u := range us {
			var cmds []string
			add := func(vs []*scenarios.Unit) {
				for _, v := range vs {
					if v.ID != u.ID && v.Side == u.Side && !slices.Contains(cmds, v.Command) {
						cmds = append(cmds, v.Command)
					}
				}
			}
			add(us)
			for _, n := range ns {
				add(byHex[n])
			}
			out[u.ID] = cmds
		}
	}
	return out
}

// onlyClass reports whether every unit of the row is of the class.
func onlyClass(o *scenarios.OOB, rf scenarios.Reinforcement, class string) bool {
	if len(rf.Units) == 0 {
		return false
	}
	for _, id := range rf.Units {
		if u := o.Unit(id); u == nil || u.Class != class {
			return false
		}
	}
	return true
}

// others returns the profiled scenarios other than the one with id.
func (g *gameProfile) others(id string) []profiled {
	out := make([]profiled, 0, len(g.scenarios))
	for _, p := range g.scenarios {
		if !sameScenario(p.id, id) {
			out = append(out, p)
		}
	}
	return out
}

// sameScenario reports whether the profiled scenario pid is the scenario
// id or a copy of it (id and a suffix after "\x00"), which others leaves out.
func sameScenario(pid, id string) bool {
	return pid == id || strings.HasPrefix(pid, id+"\x00")
}

// lightScenario is the part of a scenario file the profile reads: decoding
// only these fields keeps the profile cheap beside the full validation.
type lightScenario struct {
	ID    string `json:"id"`
	OOB   string `json:"oob"`
	Map   string `json:"map"`
	Setup []struct {
		Unit     string `json:"unit"`
		Hex      string `json:"hex"`
		Strength *int   `json:"strength"`
		Source   string `json:"source"`
	} `json:"setup"`
	Attachments []scenarios.Attachment `json:"attachments"`
	Turns       []scenarios.Turn       `json:"turns"`
	Length      scenarios.Length       `json:"length"`
	Constraints []struct {
		ID     string            `json:"id"`
		StayIn *scenarios.Region `json:"stayIn"`
		Avoid  *scenarios.Region `json:"avoid"`
	} `json:"constraints"`
	FreeSetup []struct {
		ID         string           `json:"id"`
		Units      []string         `json:"units"`
		Formations []string         `json:"formations"`
		Region     scenarios.Region `json:"region"`
	} `json:"freeSetup"`
	Absent  []string `json:"absent"`
	Victory *struct {
		Objectives []struct {
			ID     string            `json:"id"`
			Type   string            `json:"type"`
			Region *scenarios.Region `json:"region"`
			VP     *int              `json:"vp"`
			Hexes  []string          `json:"hexes"`
		} `json:"objectives"`
	} `json:"victory"`
	Reinforcements []struct {
		Turn       string           `json:"turn"`
		Set        *int             `json:"set"`
		Schedule   string           `json:"schedule"`
		Entry      scenarios.Region `json:"entry"`
		Units      []string         `json:"units"`
		Formations []string         `json:"formations"`
		Except     []string         `json:"except"`
	} `json:"reinforcements"`
}

func (l *lightScenario) scenario() scenarios.Scenario {
	sc := scenarios.Scenario{ID: l.ID, OOB: l.OOB, Map: l.Map, Attachments: l.Attachments, Turns: l.Turns, Length: l.Length, Absent: l.Absent}
	for _, c := range l.Constraints {
		sc.Constraints = append(sc.Constraints, scenarios.Constraint{ID: c.ID, StayIn: c.StayIn, Avoid: c.Avoid})
	}
	for _, f := range l.FreeSetup {
		sc.FreeSetup = append(sc.FreeSetup, scenarios.FreeSetup{ID: f.ID, Units: f.Units, Formations: f.Formations, Region: f.Region})
	}
	if l.Victory != nil {
		sc.Victory = &scenarios.Victory{}
		for _, o := range l.Victory.Objectives {
			sc.Victory.Objectives = append(sc.Victory.Objectives, scenarios.Objective{ID: o.ID, Type: o.Type, Region: o.Region, VP: o.VP, Hexes: o.Hexes})
		}
	}
	for _, st := range l.Setup {
		sc.Setup = append(sc.Setup, scenarios.Setup{Unit: st.Unit, Hex: st.Hex, Strength: st.Strength, Source: st.Source})
	}
	for _, rf := range l.Reinforcements {
		sc.Reinforcements = append(sc.Reinforcements, scenarios.Reinforcement{Turn: rf.Turn, Set: rf.Set, Schedule: rf.Schedule, Entry: rf.Entry, Units: rf.Units, Formations: rf.Formations, Except: rf.Except})
	}
	return sc
}

// grouped reports whether a unit stands with its command: not a leader, a
// wagon, a gunboat or a blockhouse, and with a command.
func grouped(u *scenarios.Unit) bool {
	switch u.Class {
	case "leader", "wagon", "gunboat", "blockhouse":
		return false
	}
	return u.Command != ""
}

// placedElsewhere reports whether another scenario of the book sets the
// unit up in hex h: a hex the book prints twice is meant.
func placedElsewhere(others []profiled, unit string, h hexgrid.Offset) bool {
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		if x, ok := p.at[unit]; ok && x == h {
			return true
		}
	}
	return false
}
