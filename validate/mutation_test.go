package validate

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	jsonpatch "github.com/evanphx/json-patch/v5"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// The mutation harness puts errors of the kinds printed books make into
// copies of the built-in data, at random, and measures which share the
// validator flags (a new diagnostic naming the mutated unit, hex or value).
// The mutations are drawn from how book errors look (a digit slipped or
// swapped in a hex id or a strength, a command cell printed for the
// neighbouring row, a name abbreviated or cut, a turn printed twice, an
// entry given the other side's area), never from what the checks test:
// each family takes every place of the data where such an error can fall.
// Seeds are fixed for the test run; SANDTABLE_MUTATION_SEED=random (or a
// number) draws others, so a hidden set of the same kinds meets the same
// shares.

// mutation is one error put into a copy of a built-in file.
type mutation struct {
	file   string
	data   []byte
	unit   string // the unit a diagnostic must name (or hex, or pointer)
	hex    string
	ptr    string // a diagnostic at or under this pointer counts too
	game   bool   // validate the game folder (checks across scenarios)
	band   string // a sub-kind reported apart ("far", "near")
	detail string
}

// mutator draws one mutation of its kind; false when the draw fits nowhere.
type mutator func(rng *rand.Rand, d *mutData) (mutation, bool)

// mutData is the built-in data the mutators draw from, decoded once.
type mutData struct {
	scenarios []mutScenario
	oobs      map[string]*scenarios.OOB
	oobBytes  map[string][]byte
}

type mutScenario struct {
	path string
	raw  []byte
	sc   *scenarios.Scenario
	oob  string
	geo  maps.Geometry
	m    *maps.Map
}

func loadMutData(t *testing.T) *mutData {
	d := &mutData{oobs: map[string]*scenarios.OOB{}, oobBytes: map[string][]byte{}}
	s := NewSession(Builtin{})
	for _, p := range BuiltinPaths() {
		switch KindOf(p) {
		case "oob":
			o, err := s.OOB(p)
			if err != nil {
				t.Fatal(err)
			}
			d.oobs[p], d.oobBytes[p] = o, builtinBytes(t, p)
		case "scenario":
			raw := builtinBytes(t, p)
			sc, err := scenarios.DecodeScenario(raw)
			if err != nil {
				t.Fatal(err)
			}
			m, err := s.Map(path.Join(path.Dir(p), sc.Map))
			if err != nil {
				t.Fatal(err)
			}
			geo, _ := m.Geometry()
			d.scenarios = append(d.scenarios, mutScenario{path: p, raw: raw, sc: sc, oob: path.Join(path.Dir(p), sc.OOB), geo: geo, m: m})
		}
	}
	return d
}

func (d *mutData) pick(rng *rand.Rand) mutScenario { return d.scenarios[rng.IntN(len(d.scenarios))] }

// patchJSON applies JSON Patch operations to a document (a mutation that
// does not apply is a bug of its mutator).
func patchJSON(_ testing.TB, raw []byte, ops ...map[string]any) []byte {
	b, _ := json.Marshal(ops)
	patch, err := jsonpatch.DecodePatch(b)
	if err != nil {
		panic(err)
	}
	out, err := patch.ApplyIndent(raw, "  ")
	if err != nil {
		panic(fmt.Sprintf("%v: %s", err, b))
	}
	return out
}

// typo returns id with one slip of the pen in its digits: two neighbouring
// digits swapped, or one digit replaced by another.
func typo(rng *rand.Rand, id string) string {
	b := []byte(id)
	var digits []int
	for i, c := range b {
		if c >= '0' && c <= '9' {
			digits = append(digits, i)
		}
	}
	if len(digits) < 2 {
		return id
	}
	if rng.IntN(2) == 0 {
		k := rng.IntN(len(digits) - 1)
		i, j := digits[k], digits[k+1]
		b[i], b[j] = b[j], b[i]
	} else {
		b[digits[rng.IntN(len(digits))]] = byte('0' + rng.IntN(10))
	}
	return string(b)
}

// occupied returns the canonical hexes of a scenario's set-up.
func occupied(ms mutScenario) map[string]bool {
	out := map[string]bool{}
	for _, st := range ms.sc.Setup {
		if c, err := ms.geo.Numbering.Canonical(st.Hex); err == nil {
			out[c] = true
		}
	}
	return out
}

// hexTypo: a set-up row's hex mistyped onto an empty, legal hex; the band
// is the new hex's distance to the nearest other unit of the unit's OOB
// command (far: 6 or more, near: less, none: no other unit set up).
func hexTypo(leaders bool) mutator {
	return func(rng *rand.Rand, d *mutData) (mutation, bool) {
		ms := d.pick(rng)
		if len(ms.sc.Setup) == 0 {
			return mutation{}, false
		}
		i := rng.IntN(len(ms.sc.Setup))
		st := ms.sc.Setup[i]
		o := d.oobs[ms.oob]
		u := o.Unit(st.Unit)
		// the family is counters that stand with a formation: wagons,
		// blockhouses and gunboats have no brigade to be far from
		if st.Hex == "" || u == nil || (u.Class == "leader") != leaders || slices.Contains([]string{"wagon", "blockhouse", "gunboat"}, u.Class) {
			return mutation{}, false
		}
		nh := typo(rng, st.Hex)
		c, err := ms.geo.Numbering.Canonical(nh)
		if err != nil || nh == st.Hex || occupied(ms)[c] {
			return mutation{}, false
		}
		no, _ := ms.geo.Numbering.Parse(nh)
		near := -1
		mates := o.Members(u.Command)
		if leaders {
			mates = o.Members(ledBy(o, u.ID))
		}
		for _, s2 := range ms.sc.Setup {
			v := o.Unit(s2.Unit)
			if s2.Unit == st.Unit || v == nil || v.Class == "leader" || !slices.Contains(mates, s2.Unit) {
				continue
			}
			if x, err := ms.geo.Numbering.Parse(s2.Hex); err == nil {
				if dd := ms.geo.Grid.Distance(no, x); near < 0 || dd < near {
					near = dd
				}
			}
		}
		band := "near"
		switch {
		case near < 0:
			band = "alone"
		case leaders && near >= 10, !leaders && near >= 6:
			band = "far"
		}
		data := patchJSON(nil, ms.raw, map[string]any{"op": "replace", "path": fmt.Sprintf("/setup/%d/hex", i), "value": nh})
		return mutation{file: ms.path, data: data, unit: st.Unit, hex: c, band: band, detail: st.Unit + " " + st.Hex + "->" + nh}, true
	}
}

// strengthSlip: a set-up strength printed with its digits swapped or one
// digit doubled (13 -> 31, 4 -> 44); only slips that raise it (a lowered
// strength reads as losses).
func strengthSlip(rng *rand.Rand, d *mutData) (mutation, bool) {
	ms := d.pick(rng)
	var rows []int
	for i, st := range ms.sc.Setup {
		if st.Strength != nil {
			rows = append(rows, i)
		}
	}
	if len(rows) == 0 {
		return mutation{}, false
	}
	i := rows[rng.IntN(len(rows))]
	v := *ms.sc.Setup[i].Strength
	s := strconv.Itoa(v)
	var n int
	if len(s) >= 2 && rng.IntN(2) == 0 {
		n, _ = strconv.Atoi(s[1:2] + s[0:1] + s[2:])
	} else {
		n, _ = strconv.Atoi(s + s[len(s)-1:])
	}
	if n <= v {
		return mutation{}, false
	}
	data := patchJSON(nil, ms.raw, map[string]any{"op": "replace", "path": fmt.Sprintf("/setup/%d/strength", i), "value": n})
	return mutation{file: ms.path, data: data, unit: ms.sc.Setup[i].Unit, detail: fmt.Sprintf("%s %d->%d", ms.sc.Setup[i].Unit, v, n)}, true
}

// strengthTwin: a unit that two scenarios set up at the same moment given
// another strength in one of them (one digit off, 6 for 9).
func strengthTwin(rng *rand.Rand, d *mutData) (mutation, bool) {
	type key struct{ oob, date, at string }
	start := func(ms mutScenario) key {
		t := ms.sc.Turns[max(ms.sc.TurnIndex(ms.sc.Length.First), 0)]
		at := t.Time
		if ms.sc.Length.SetupTime != "" {
			at = ms.sc.Length.SetupTime
		}
		return key{ms.oob, t.Date, at}
	}
	ms := d.pick(rng)
	k := start(ms)
	strong := map[string]bool{}
	for _, o := range d.scenarios {
		if o.path != ms.path && start(o) == k && k.date != "" {
			for _, st := range o.sc.Setup {
				if st.Strength != nil {
					strong[st.Unit] = true
				}
			}
		}
	}
	var rows []int
	for i, st := range ms.sc.Setup {
		if st.Strength != nil && strong[st.Unit] {
			rows = append(rows, i)
		}
	}
	if len(rows) == 0 {
		return mutation{}, false
	}
	i := rows[rng.IntN(len(rows))]
	v := *ms.sc.Setup[i].Strength
	n := v + []int{-3, -2, -1, 1, 2, 3}[rng.IntN(6)]
	if n < 0 {
		return mutation{}, false
	}
	data := patchJSON(nil, ms.raw, map[string]any{"op": "replace", "path": fmt.Sprintf("/setup/%d/strength", i), "value": n})
	return mutation{file: ms.path, data: data, unit: ms.sc.Setup[i].Unit, game: true, detail: fmt.Sprintf("%s %d->%d", ms.sc.Setup[i].Unit, v, n)}, true
}

// neighbourCommand returns the command of the nearest set-up row above or
// below row i whose unit has another command than unit u (a command cell
// printed for the wrong row), or "".
func neighbourCommand(rng *rand.Rand, ms mutScenario, o *scenarios.OOB, i int, u *scenarios.Unit) string {
	dir := []int{-1, 1}[rng.IntN(2)]
	for _, step := range []int{dir, -dir} {
		for j := i + step; j >= 0 && j < len(ms.sc.Setup); j += step {
			v := o.Unit(ms.sc.Setup[j].Unit)
			if v != nil && v.Side == u.Side && v.Class != "leader" && v.Command != u.Command && v.Command != "" {
				return v.Command
			}
		}
	}
	return ""
}

// commandAttached: a set-up unit's command printed as the neighbouring
// row's, given as a scenario attachment (or, oob, in the OOB itself).
func commandSlip(oob bool) mutator {
	return func(rng *rand.Rand, d *mutData) (mutation, bool) {
		ms := d.pick(rng)
		if len(ms.sc.Setup) == 0 {
			return mutation{}, false
		}
		o := d.oobs[ms.oob]
		i := rng.IntN(len(ms.sc.Setup))
		u := o.Unit(ms.sc.Setup[i].Unit)
		if u == nil || u.Class == "leader" || u.Class == "wagon" || slices.ContainsFunc(ms.sc.Attachments, func(a scenarios.Attachment) bool { return a.Unit == u.ID }) {
			return mutation{}, false
		}
		to := neighbourCommand(rng, ms, o, i, u)
		if to == "" {
			return mutation{}, false
		}
		if oob {
			k := slices.IndexFunc(o.Units, func(x scenarios.Unit) bool { return x.ID == u.ID })
			data := patchJSON(nil, d.oobBytes[ms.oob], map[string]any{"op": "replace", "path": fmt.Sprintf("/units/%d/command", k), "value": to})
			return mutation{file: ms.oob, data: data, unit: u.ID, game: true, detail: u.ID + " " + u.Command + "->" + to}, true
		}
		att := map[string]any{"unit": u.ID, "to": to, "kind": "attached"}
		op := map[string]any{"op": "add", "path": "/attachments/-", "value": att}
		if len(ms.sc.Attachments) == 0 {
			op = map[string]any{"op": "add", "path": "/attachments", "value": []any{att}}
		}
		return mutation{file: ms.path, data: patchJSON(nil, ms.raw, op), unit: u.ID, detail: ms.path + " " + u.ID + " attached to " + to}, true
	}
}

// entryOtherSide: a reinforcement row given the entry of a row of the
// other side (of this scenario or another of the game).
func entryOtherSide(rng *rand.Rand, d *mutData) (mutation, bool) {
	ms := d.pick(rng)
	if len(ms.sc.Reinforcements) == 0 {
		return mutation{}, false
	}
	o := d.oobs[ms.oob]
	i := rng.IntN(len(ms.sc.Reinforcements))
	rf := ms.sc.Reinforcements[i]
	side := rowSide(o, rf)
	if side == "" || len(rf.Units) == 0 || onlyClass(o, rf, "gunboat") {
		return mutation{}, false
	}
	var pool []scenarios.Region
	for _, other := range d.scenarios {
		if other.oob != ms.oob {
			continue
		}
		for _, r2 := range other.sc.Reinforcements {
			if s2 := rowSide(o, r2); s2 != "" && s2 != side && !onlyClass(o, r2, "gunboat") {
				pool = append(pool, r2.Entry)
			}
		}
	}
	if len(pool) == 0 {
		return mutation{}, false
	}
	e := pool[rng.IntN(len(pool))]
	data := patchJSON(nil, ms.raw, map[string]any{"op": "replace", "path": fmt.Sprintf("/reinforcements/%d/entry", i), "value": e})
	return mutation{file: ms.path, data: data, unit: rf.Units[0], ptr: fmt.Sprintf("/reinforcements/%d", i), detail: fmt.Sprintf("%s row %d", ms.path, i)}, true
}

// unitWrongRow: a unit of one side listed in a reinforcement row of the
// other (moved from its own row, or added when the scenario lacks it).
func unitWrongRow(rng *rand.Rand, d *mutData) (mutation, bool) {
	ms := d.pick(rng)
	if len(ms.sc.Reinforcements) < 2 {
		return mutation{}, false
	}
	o := d.oobs[ms.oob]
	i := rng.IntN(len(ms.sc.Reinforcements))
	side := rowSide(o, ms.sc.Reinforcements[i])
	var cands []string
	for _, u := range o.Units {
		if u.Side != side && u.Class != "leader" && side != "" {
			cands = append(cands, u.ID)
		}
	}
	if len(cands) == 0 {
		return mutation{}, false
	}
	id := cands[rng.IntN(len(cands))]
	ops := []map[string]any{}
	for j, rf := range ms.sc.Reinforcements {
		if k := slices.Index(rf.Units, id); k >= 0 && j != i {
			ops = append(ops, map[string]any{"op": "remove", "path": fmt.Sprintf("/reinforcements/%d/units/%d", j, k)})
			if len(rf.Units) == 1 {
				return mutation{}, false // the row would be left empty
			}
		}
	}
	if slices.ContainsFunc(ms.sc.Setup, func(st scenarios.Setup) bool { return st.Unit == id }) {
		return mutation{}, false
	}
	add := map[string]any{"op": "add", "path": fmt.Sprintf("/reinforcements/%d/units/-", i), "value": id}
	if len(ms.sc.Reinforcements[i].Units) == 0 {
		add = map[string]any{"op": "add", "path": fmt.Sprintf("/reinforcements/%d/units", i), "value": []string{id}}
	}
	ops = append([]map[string]any{add}, ops...)
	return mutation{file: ms.path, data: patchJSON(nil, ms.raw, ops...), unit: id, detail: ms.path + " " + id}, true
}

// nameVariant: a counter entered a second time under another printing of
// its name: a word abbreviated, the last word (or several) dropped, a
// doubled digit read once, one letter changed, dropped or doubled in a
// long word, or the spacing or case changed.
func nameVariant(rng *rand.Rand, d *mutData) (mutation, bool) {
	p := []string{"scenarios/itw-shiloh/itw-shiloh.oob.json", "scenarios/hsn/hsn.oob.json"}[rng.IntN(2)]
	o := d.oobs[p]
	u := o.Units[rng.IntN(len(o.Units))]
	ws := strings.Fields(u.Name)
	var name string
	switch rng.IntN(6) {
	case 0: // a word of a longer name abbreviated to its first and last letter (Guard: Gd)
		k := rng.IntN(len(ws))
		if w := ws[k]; len(ws) >= 2 && len(w) >= 5 && isWord(strings.ToLower(w)) {
			ws[k] = w[:1] + w[len(w)-1:]
			name = strings.Join(ws, " ")
		}
	case 1: // words dropped at the end
		if len(ws) >= 2 {
			n := 1 + rng.IntN(len(ws)-1)
			if len(ws)-n >= 2 || len(ws[0]) >= 4 {
				name = strings.Join(ws[:len(ws)-n], " ")
			}
		}
	case 2: // a doubled digit read once
		for k, w := range ws {
			if i := strings.Index(w, "11"); i >= 0 || strings.Contains(w, "22") || strings.Contains(w, "33") {
				for _, dd := range []string{"11", "22", "33", "44", "55"} {
					if strings.Contains(w, dd) {
						ws[k] = strings.Replace(w, dd, dd[:1], 1)
						name = strings.Join(ws, " ")
						break
					}
				}
				break
			}
		}
	case 3, 4: // one letter changed, dropped or doubled in a word of five or more
		k := rng.IntN(len(ws))
		if w := ws[k]; len(w) >= 5 && isWord(strings.ToLower(w)) {
			j := 1 + rng.IntN(len(w)-1)
			switch rng.IntN(3) {
			case 0:
				w = w[:j] + string(rune('a'+rng.IntN(26))) + w[j+1:]
			case 1:
				w = w[:j] + w[j+1:]
			default:
				w = w[:j] + w[j:j+1] + w[j:]
			}
			ws[k] = w
			name = strings.Join(ws, " ")
		}
	default: // spacing or case
		if len(ws) >= 2 {
			name = strings.Join(ws, "")
		} else {
			name = strings.ToUpper(u.Name)
		}
	}
	if name == "" || name == u.Name || slices.ContainsFunc(o.Units, func(x scenarios.Unit) bool { return x.Name == name }) {
		return mutation{}, false
	}
	nu := map[string]any{"id": "x-variant", "name": name, "side": u.Side, "class": u.Class, "command": u.Command}
	data := patchJSON(nil, d.oobBytes[p], map[string]any{"op": "add", "path": "/units/-", "value": nu})
	return mutation{file: p, data: data, unit: "x-variant", detail: u.Name + " -> " + name}, true
}

// turnTwice: a turn of the turn record printed with the time and label of
// the turn before it.
func turnTwice(rng *rand.Rand, d *mutData) (mutation, bool) {
	ms := d.pick(rng)
	if len(ms.sc.Turns) < 2 {
		return mutation{}, false
	}
	i := 1 + rng.IntN(len(ms.sc.Turns)-1)
	prev := ms.sc.Turns[i-1]
	if prev.Date != ms.sc.Turns[i].Date {
		return mutation{}, false
	}
	ops := []map[string]any{{"op": "replace", "path": fmt.Sprintf("/turns/%d/label", i), "value": prev.Label}}
	if prev.Time != "" && ms.sc.Turns[i].Time != "" {
		ops = append(ops, map[string]any{"op": "replace", "path": fmt.Sprintf("/turns/%d/time", i), "value": prev.Time})
	}
	return mutation{file: ms.path, data: patchJSON(nil, ms.raw, ops...), ptr: fmt.Sprintf("/turns/%d", i), detail: ms.path + " turn " + ms.sc.Turns[i].ID}, true
}

// absentSetUp: a unit the scenario's text leaves out set up on an empty hex
// beside a unit of its side.
func absentSetUp(rng *rand.Rand, d *mutData) (mutation, bool) {
	ms := d.pick(rng)
	if len(ms.sc.Absent) == 0 || len(ms.sc.Setup) == 0 {
		return mutation{}, false
	}
	id := ms.sc.Absent[rng.IntN(len(ms.sc.Absent))]
	st := ms.sc.Setup[rng.IntN(len(ms.sc.Setup))]
	o, _ := ms.geo.Numbering.Parse(st.Hex)
	n := ms.geo.Grid.Neighbors(o)[rng.IntN(6)]
	h, err := ms.geo.Numbering.Format(n)
	if err != nil || occupied(ms)[h] {
		return mutation{}, false
	}
	row := map[string]any{"unit": id, "hex": h}
	if st.Facing != "" {
		row["facing"] = st.Facing
	}
	return mutation{file: ms.path, data: patchJSON(nil, ms.raw, map[string]any{"op": "add", "path": "/setup/-", "value": row}), unit: id, detail: ms.path + " " + id}, true
}

// rowColumnSwap: a rectangle of a region (play area, free set-up, entry,
// constraint) with its column and row bounds swapped, the book's "row" for
// "column" wording taken at its word.
func rowColumnSwap(rng *rand.Rand, d *mutData) (mutation, bool) {
	ms := d.pick(rng)
	var ptrs []string
	var walk func(p string, v any)
	walk = func(p string, v any) {
		switch x := v.(type) {
		case map[string]any:
			if r, ok := x["rect"].(map[string]any); ok && len(r) > 1 {
				ptrs = append(ptrs, p+"/rect")
			}
			for k, c := range x {
				walk(p+"/"+k, c)
			}
		case []any:
			for i, c := range x {
				walk(p+"/"+strconv.Itoa(i), c)
			}
		}
	}
	var doc map[string]any
	_ = json.Unmarshal(ms.raw, &doc)
	for _, k := range []string{"playArea", "playAreaFrom", "freeSetup", "constraints"} {
		walk("/"+k, doc[k])
	}
	if len(ptrs) == 0 {
		return mutation{}, false
	}
	slices.Sort(ptrs)
	p := ptrs[rng.IntN(len(ptrs))]
	var rect map[string]any
	raw, _ := json.Marshal(resolve(doc, p))
	_ = json.Unmarshal(raw, &rect)
	swapped := map[string]any{}
	for k, v := range rect {
		switch k {
		case "colMin":
			swapped["rowMin"] = v
		case "colMax":
			swapped["rowMax"] = v
		case "rowMin":
			swapped["colMin"] = v
		case "rowMax":
			swapped["colMax"] = v
		default:
			swapped[k] = v
		}
	}
	return mutation{file: ms.path, data: patchJSON(nil, ms.raw, map[string]any{"op": "replace", "path": p, "value": swapped}), ptr: p, detail: ms.path + " " + p}, true
}

func resolve(doc any, ptr string) any {
	for _, k := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		switch x := doc.(type) {
		case map[string]any:
			doc = x[k]
		case []any:
			i, _ := strconv.Atoi(k)
			doc = x[i]
		}
	}
	return doc
}

// brigadeMisfiled: a brigade of the OOB printed under the neighbouring
// division (the parent of the formation before or after it of the same
// echelon and side).
func brigadeMisfiled(rng *rand.Rand, d *mutData) (mutation, bool) {
	p := "scenarios/itw-shiloh/itw-shiloh.oob.json"
	o := d.oobs[p]
	i := rng.IntN(len(o.Formations))
	f := o.Formations[i]
	if f.Parent == "" || !strings.Contains(f.ID, "/") {
		return mutation{}, false
	}
	for _, j := range []int{i - 1, i + 1, i - 2, i + 2, i - 3, i + 3} {
		if j < 0 || j >= len(o.Formations) {
			continue
		}
		g := o.Formations[j]
		if g.Echelon == f.Echelon && g.Side == f.Side && g.Parent != f.Parent && g.Parent != "" {
			data := patchJSON(nil, d.oobBytes[p], map[string]any{"op": "replace", "path": fmt.Sprintf("/formations/%d/parent", i), "value": g.Parent})
			return mutation{file: p, data: data, ptr: fmt.Sprintf("/formations/%d", i), detail: f.ID + " under " + g.Parent}, true
		}
	}
	return mutation{}, false
}

// mutationKinds lists the families with the share each must reach (of the
// mutations in its gated band, "" for all).
var mutationKinds = []struct {
	name string
	gen  mutator
	band string
	want float64
}{
	{"hex typo (unit)", hexTypo(false), "far", 0.85},
	{"hex typo (leader)", hexTypo(true), "far", 0.85},
	{"strength digit slip", strengthSlip, "", 0.85},
	{"strength at the same moment", strengthTwin, "", 0.85},
	{"command as attachment", commandSlip(false), "", 0},
	{"command in the OOB", commandSlip(true), "", 0},
	{"entry of the other side", entryOtherSide, "", 0.85},
	{"unit in a row of the other side", unitWrongRow, "", 0.85},
	{"name printed another way", nameVariant, "", 0.85},
	{"turn printed twice", turnTwice, "", 0.85},
	{"absent unit set up", absentSetUp, "", 0.85},
	{"row and column swapped", rowColumnSwap, "", 0},
	{"brigade under the wrong division", brigadeMisfiled, "", 0.85},
}

// TestMutationHarness reports, per kind, the share of mutations flagged,
// and fails when a gated kind falls below its share.
func TestMutationHarness(t *testing.T) {
	seed := mutationSeed(t, 26)
	per := 40
	if testing.Short() {
		per = 7
	}
	t.Logf("seed %d, %d mutations per kind", seed, per)
	cacheSchemaResults(t)
	d := loadMutData(t)
	baseline := func(m mutation) map[string]bool { return mutationBaseline(t, m.file, m.game) }
	allFlagged, allTotal := 0, 0
	defer func() {
		t.Logf("all kinds: %d/%d flagged (%.0f%%)", allFlagged, allTotal, 100*float64(allFlagged)/float64(max(allTotal, 1)))
	}()
	for ki, kind := range mutationKinds {
		rng := rand.New(rand.NewPCG(seed, uint64(ki)))
		flagged, total := map[string]int{}, map[string]int{}
		var missed []string
		for tries := 0; total["all"] < per && tries < per*200; tries++ {
			m, ok := kind.gen(rng, d)
			if !ok {
				continue
			}
			b := baseline(m)
			hit := false
			for _, x := range mutationDiagnostics(m) {
				if b[diagnosticKey(x)] {
					continue
				}
				if m.unit != "" && x.Unit == m.unit || m.hex != "" && x.Hex == m.hex || m.ptr != "" && strings.HasPrefix(x.Pointer, m.ptr) {
					hit = true
					break
				}
			}
			for _, band := range []string{"all", m.band} {
				if band == "" {
					continue
				}
				total[band]++
				if hit {
					flagged[band]++
				}
			}
			if !hit && (kind.band == "" || m.band == kind.band) {
				missed = append(missed, m.detail)
			}
		}
		allFlagged += flagged["all"]
		allTotal += total["all"]
		var parts []string
		for _, band := range slices.Sorted(mapsKeys(total)) {
			parts = append(parts, fmt.Sprintf("%s %d/%d", band, flagged[band], total[band]))
		}
		t.Logf("%-34s %s", kind.name, strings.Join(parts, ", "))
		if len(missed) > 0 {
			t.Logf("    missed: %s", strings.Join(missed[:min(len(missed), 6)], "; "))
		}
		gate := kind.band
		if gate == "" {
			gate = "all"
		}
		if total[gate] > 0 && float64(flagged[gate]) < kind.want*float64(total[gate]) {
			t.Errorf("%s: %d of %d flagged (%s), want at least %.0f%%", kind.name, flagged[gate], total[gate], gate, 100*kind.want)
		}
	}
}

// mutationBaselines holds, by file (by game folder when the folder is
// validated), the diagnostics of the unmutated built-in data: every
// mutation harness and slip family of the test binary, and the errata
// command corrections, compare with the same ones, computed once.
var mutationBaselines sync.Map

// mutationBaseline returns the diagnostic set of the unmutated file (or its
// game folder), as mutationDiagnostics gives it. The game folder's set is
// the same whichever of its files is named (the unmutated file is the
// built-in one, and the whole folder is validated), so it is computed once
// per folder, not once per file: at -short the harness and the slip
// families named six of the ITW folder's files, each a validation of the
// whole game.
func mutationBaseline(t *testing.T, file string, game bool) map[string]bool {
	k := fmt.Sprint(file, game)
	if game {
		k = fmt.Sprint(path.Dir(file), "/ (game)")
	}
	if b, ok := mutationBaselines.Load(k); ok {
		return b.(map[string]bool)
	}
	b := diagnosticSet(mutationDiagnostics(mutation{file: file, game: game, data: builtinBytes(t, file)}))
	mutationBaselines.Store(k, b)
	return b
}

func mapsKeys(m map[string]int) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// mutationDiagnostics validates a mutated file as the CLI validates a game:
// the file and the checks across the game's scenarios, or for an OOB the
// whole game folder. Its session starts with what the unmutated game has
// loaded that the mutation leaves alone (mutationSession).
func mutationDiagnostics(m mutation) []Diagnostic {
	files := overlay{files: map[string][]byte{m.file: m.data}}
	return mutationDiagnosticsIn(mutationSession(files, m.file, m.game), m)
}

// mutationDiagnosticsIn is mutationDiagnostics in session s.
func mutationDiagnosticsIn(s *Session, m mutation) []Diagnostic {
	if !m.game {
		// as the CLI validates a game: the file, then the checks across
		// the game's scenarios
		return append(s.File(m.file), s.crossScenario(gamePaths(m.file))...)
	}
	out, cross := s.pathsAndCross(gamePaths(m.file))
	return append(out, cross...)
}
