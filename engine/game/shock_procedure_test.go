package game

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// The tests below play the shock of the move file s2-shock.moves.json
// (see TestShockMoveFile): 7 AR (13 SP, Disordered at set-up) and 2 AR
// (8 SP) of Shaver's brigade, under Attack orders, shock 25 MO (9 SP, in
// good order) in S3217, all infantry in Woods, front position. The shock
// DRM worked there is +1 (odds 21 to 9, column 2-1 +2, L4777; attacker
// Disordered -1, L4709), +2 when 25 MO is Disordered (defender Disordered
// +1, L4709). The dice are the player's (Result, UDD, PreShock), so no
// seeded die decides anything. Line numbers are the Italian edition's
// player aids (itw-shiloh-battle-book.it.txt) unless marked EN.
//
// S2 is a first-day scenario (April 6, 8 and 9 AM): "Union units add +1
// to all UDDs, Rally rolls, Pre-Shock Cohesion Checks, Rout Checks, and
// Green Commitment Checks until the end of the 9 AM turn for any first day
// scenario" (EN L1235-1240). 25 MO is Union, so each of its UDDs below is
// worked at +1 more (union-first-day); the Confederates' are not.

// rate enters cohesion ratings in the game's OOB, as a designer copies
// them from the counters (the seeds do not print them; the numbers are
// the test's own).
func rate(t *testing.T, g *Game, id string, good, disordered *int) {
	t.Helper()
	ou := g.OOB.Unit(id)
	if ou == nil {
		t.Fatalf("no OOB unit %s", id)
	}
	ou.Cohesion, ou.CohesionDisordered = good, disordered
}

// Point 1, the attackers' automatic Disorder after a shock: step 6e of the
// procedure, "Implementate il Disordine Automatico Post-Assalto" (L4763),
// and the Second Disorder table's row "Disordine Automatico Post Assalto
// [11.48] Perde 1 SP" (L4616), for attackers only (note c, L4626-4627).
// A die of 4, modified 5, is "Il Difensore si Ritira" (row 5-7, L4684):
// nothing Disorders the attackers, so step 6e does: 2 AR goes into
// Disorder, and 7 AR, Disordered already, loses 1 SP (13 -> 12).
// A die of 7, modified 8, is row 8-9 (L4686-4688): the attacker may
// continue, and step 6e comes after step 6d, "Continuazione dell'Assalto?"
// (L4762): nothing happens to the attackers until the shocking ends, here
// at the end of the activation.
func TestShockAttackersDisorderAfterwards(t *testing.T) {
	g, shock := shockGame(t)
	shock.Result, shock.PreShock = []int{4}, []string{"pass"}
	e := apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "modified 5: defender-retreats") {
		t.Fatalf("a 4 at +1: %s", msg)
	}
	ar, two := g.unit("c-7-ar"), g.unit("c-2-ar")
	if !two.HasStatus("disordered") || *two.Strength != 8 {
		t.Errorf("2 AR after the shock: %v %d SP, want Disordered 8 SP (L4763)", two.Status, *two.Strength)
	}
	if *ar.Strength != 12 || !ar.HasStatus("disordered") || ar.HasStatus("routed") {
		t.Errorf("7 AR after the shock: %v %d SP, want Disordered 12 SP (L4616)", ar.Status, *ar.Strength)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	shock.Result = []int{7}
	e = apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "modified 8: defender-retreats-continue") {
		t.Fatalf("a 7 at +1: %s", msg)
	}
	if two := g.unit("c-2-ar"); two.HasStatus("disordered") || *g.unit("c-7-ar").Strength != 13 {
		t.Errorf("the attackers' Disorder came before they stopped continuing: 2 AR %v, 7 AR %d SP", two.Status, *g.unit("c-7-ar").Strength)
	}
	e = apply(t, g, Action{Action: ActEndActivation})
	if two := g.unit("c-2-ar"); !two.HasStatus("disordered") || *g.unit("c-7-ar").Strength != 12 {
		t.Errorf("after the activation: 2 AR %v, 7 AR %d SP; want Disordered and 12 SP", two.Status, *g.unit("c-7-ar").Strength)
	}
	if len(eventsOf(e, "post-shock")) != 2 {
		t.Errorf("end of activation events: %+v", e.Events)
	}
}

// Point 2, the Second Disorder table's shock row, "Risultati della
// Tabella dell'Assalto [11.45, 11.64, 11.65]" (L4589-4590): an infantry
// unit already Disordered that a result Disorders rolls a UDD, "PASSA =
// Perde 1 SP & poi si Ritira di 1-2 esagoni, FALLIMENTO = Rotta"
// (L4593-4596). 25 MO is put in Disorder first; the shock DRM is then +2,
// and a die of 3, modified 5, is row 5-7 (L4684): 25 MO retreats from
// S3217 to S3316 (straight away from 7 AR in S3117, as in
// TestShockMoveFile) and Disorders again. On a pass it loses 1 SP (9 -> 8)
// and retreats on, straight away, to S3416; on a failure it routs in
// S3316 with its 9 SP. With the designer's Disordered-side cohesion of 5,
// the UDD at the first-day Union +1 (EN L1235-1240): the player's die 4
// passes (4 + 1 = 5 <= 5, EN L826) and 5 fails (5 + 1 = 6 > 5, EN L832),
// where on another day 5 would pass (TestShockFirstDayBoundary).
func TestShockSecondDisorderRow(t *testing.T) {
	cases := []struct {
		name, udd string
		rated     bool
		hex       string
		sp        int
		routed    bool
	}{
		{"pass", "pass", false, "S3416", 8, false},
		{"fail", "fail", false, "S3316", 9, true},
		{"die 4 at +1 against 5", "4", true, "S3416", 8, false},
		{"die 5 at +1 against 5", "5", true, "S3316", 9, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, shock := shockGame(t)
			if c.rated {
				rate(t, g, "u-25-mo", ip(7), ip(5))
			}
			apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}})
			shock.Result, shock.PreShock, shock.UDD = []int{3}, []string{"pass"}, []string{c.udd}
			e := apply(t, g, shock)
			if msg, _ := shockEvent(t, e); !strings.Contains(msg, "defender-disordered +1") || !strings.Contains(msg, "modified 5: defender-retreats") {
				t.Fatalf("a 3 at +2: %s", msg)
			}
			mo := g.unit("u-25-mo")
			if g.Name(mo.Hex) != c.hex || *mo.Strength != c.sp || mo.HasStatus("routed") != c.routed || !mo.HasStatus("disordered") {
				t.Errorf("25 MO: %s %d SP %v, want %s %d SP routed=%v", g.Name(mo.Hex), *mo.Strength, mo.Status, c.hex, c.sp, c.routed)
			}
		})
	}
}

// Point 3, the defender's pre-shock cohesion check, step 4 of the
// procedure (L4754), at the DRM of L4747-4771: -1 per leader (L4750), +2
// in March (L4752), +1 Disordered (L4754), +1 attacked from flank or rear
// (L4756), +1 charged by cavalry (L4765-4767). A failed UDD Disorders
// (EN L1370), and the Disorder counts in the shock: "+1 Qualsiasi
// Difensore in Disordine" (L4709). 25 MO is Union in a first-day 8 AM
// turn, so the check also takes the +1 of EN L1235-1240 ("Pre-Shock
// Cohesion Checks"). The designer rates 25 MO at 4 (good order) and the
// player's die decides: 3 at DRM +1 passes (3 + 1 = 4 <= 4) and a die of
// 3 is then modified 4, the bloody stall (L4679-4682); 4 fails (4 + 1 = 5
// > 4), 25 MO Disorders and the same 3 is modified 5, "Il Difensore si
// Ritira" (L4684). From the flank the check is at +2, so a 3 fails (3 + 1
// + 1 = 5 > 4); in March orders it is at +3, so a 2 fails (2 + 2 + 1 = 5 >
// 4) and a 1 passes (1 + 2 + 1 = 4). Without a rating the player's "fail"
// does the same.
func TestShockPreShockCheck(t *testing.T) {
	cases := []struct {
		name     string
		pre      string
		rated    bool
		position string
		orders   string
		fails    bool
		drm      string
	}{
		{"3 passes at +1", "3", true, "", "", false, "DRM +1 (union-first-day +1)): given 1d10 = 3, modified 4 against cohesion 4: pass"},
		{"4 fails at +1", "4", true, "", "", true, "DRM +1 (union-first-day +1)): given 1d10 = 4, modified 5 against cohesion 4: fail"},
		{"3 fails from the flank", "3", true, "flank", "", true, "DRM +2 (flank-or-rear +1, union-first-day +1)): given 1d10 = 3, modified 5"},
		{"2 fails in March", "2", true, "", "march", true, "DRM +3 (march +2, union-first-day +1)): given 1d10 = 2, modified 5"},
		{"1 passes in March", "1", true, "", "march", false, "DRM +3 (march +2, union-first-day +1)): given 1d10 = 1, modified 4"},
		{"player's fail", "fail", false, "", "", true, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, shock := shockGame(t)
			if c.rated {
				rate(t, g, "u-25-mo", ip(4), ip(2))
			}
			if c.orders != "" {
				apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", Orders: c.orders})
			}
			shock.Result, shock.PreShock, shock.Position, shock.UDD = []int{3}, []string{c.pre}, c.position, []string{"fail"}
			e := apply(t, g, shock)
			pre := eventsOf(e, "udd-required")
			if len(pre) == 0 || pre[0].Unit != "u-25-mo" || !strings.Contains(pre[0].Message, "pre-shock") || !strings.Contains(pre[0].Message, c.drm) {
				t.Fatalf("pre-shock check: %+v, want 25 MO's with %q", pre, c.drm)
			}
			if (pre[0].Result == "fail") != c.fails {
				t.Errorf("check result %q, want fail=%v: %s", pre[0].Result, c.fails, pre[0].Message)
			}
			msg, _ := shockEvent(t, e)
			if c.position == "" {
				want := []string{"modified 4: bloody-stall"}
				if c.fails {
					want = []string{"defender-disordered +1", "modified 5: defender-retreats"}
				}
				for _, w := range want {
					if !strings.Contains(msg, w) {
						t.Errorf("shock after the check: %s, want %q", msg, w)
					}
				}
			} else if !strings.Contains(msg, "defender-disordered +1") {
				t.Errorf("shock after a failed check lacks the Disorder DRM: %s", msg)
			}
		})
	}
}

// Point 4, one shock of a hex per activation: the procedure designates
// every shock's target once (step 1, L4748) and repeats only a continued
// shock (step 6d, L4762). A die of 1, modified 2, is a stall (L4677): 25
// MO stays in S3217, so a second shock on it in the same activation is
// refused, naming the hex and the unit; a continued shock is not, nor a
// shock in the next activation.
func TestShockOneShockOfAHexPerActivation(t *testing.T) {
	g, shock := shockGame(t)
	shock.Result, shock.PreShock = []int{1}, []string{"pass"}
	e := apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "modified 2: stall") {
		t.Fatalf("a 1 at +1: %s", msg)
	}
	again := Action{Action: ActShock, Units: []string{"c-2-ar"}, Target: "S3217", Result: []int{5}, PreShock: []string{"pass"}}
	refuse(t, g, again, "S3217 was already shocked in this activation (by 7 AR")
	refuse(t, g, again, "2 AR cannot shock it again")
	again.Continued = 1
	apply(t, g, again)
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	again.Continued = 0
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	apply(t, g, again) // a new activation: S3217 may be shocked again
}

// Point 5, the bloody stall's loss: "assegnate la perdita all'unità che
// ha Valore di Coesione maggiore" (L4680-4681). The designer rates 7 AR 3
// on its Disordered side (the side it shows) and 2 AR 6 in good order: a
// die of 3, modified 4, takes the attackers' SP from 2 AR (8 -> 7), not
// from 7 AR, the strongest (13). With equal ratings the strongest loses
// it; with a rating missing the engine takes the strongest and says so.
// 7 AR, Disordered again by the stall, fails its second-Disorder UDD
// (L4593-4596) and routs; 25 MO, alone, loses 1 SP (9 -> 8).
func TestShockBloodyStallHighestCohesion(t *testing.T) {
	cases := []struct {
		name         string
		ar7, ar2     *int
		ar7SP, ar2SP int
		note         string
	}{
		{"2 AR rates higher", ip(3), ip(6), 13, 7, "highest cohesion (6)"},
		{"equal ratings", ip(5), ip(5), 12, 8, "highest cohesion (5)"},
		{"rating missing", nil, ip(6), 12, 8, "has no cohesion rating"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, shock := shockGame(t)
			rate(t, g, "c-7-ar", nil, c.ar7)
			rate(t, g, "c-2-ar", c.ar2, nil)
			shock.Result, shock.PreShock, shock.UDD = []int{3}, []string{"pass"}, []string{"fail"}
			e := apply(t, g, shock)
			if msg, _ := shockEvent(t, e); !strings.Contains(msg, "modified 4: bloody-stall") {
				t.Fatalf("a 3 at +1: %s", msg)
			}
			ar, two, mo := g.unit("c-7-ar"), g.unit("c-2-ar"), g.unit("u-25-mo")
			if *ar.Strength != c.ar7SP || *two.Strength != c.ar2SP || *mo.Strength != 8 {
				t.Errorf("after the stall: 7 AR %d, 2 AR %d, 25 MO %d SP; want %d, %d, 8", *ar.Strength, *two.Strength, *mo.Strength, c.ar7SP, c.ar2SP)
			}
			if !ar.HasStatus("routed") || !two.HasStatus("disordered") {
				t.Errorf("7 AR %v, 2 AR %v: want routed, Disordered", ar.Status, two.Status)
			}
			found := false
			for _, ev := range eventsOf(e, "loss") {
				found = found || strings.Contains(ev.Message, c.note)
			}
			if !found {
				t.Errorf("no loss event says %q: %+v", c.note, eventsOf(e, "loss"))
			}
		})
	}
}

// The seeded dice play the shock as the table says. 25 MO is rated 4 (2
// Disordered) and the other units are left unrated; each of 4,000 shocks
// rolls its own dice (two rolls between shocks move the seeded source
// past the two dice the last one used; the shock itself is undone). Worked
// by hand from the table, on the d10 read 0-9: the pre-shock check of 25
// MO (Union, first day, 8 AM) is at DRM +1 (EN L1235-1240), so it passes
// on 0-3 (face + 1 <= 4: 4 in 10, EN L826); then the shock is at +1 and
// the faces 0..9 give modified 1..10: row 1 (L4673) on 0, stall (L4677) on
// 1-2, bloody stall (L4679) on 3, defender retreats (L4684) on 4-6, and
// continues (L4686) on 7-8, routed (L4690) on 9; after a failed check (6
// in 10) it is at +2 (L4709), modified 2..11: no row 1, stall on 0-1,
// bloody stall on 2, retreats on 3-5, continues on 6-7, routed on 8-9. In
// all (0.4 x the first + 0.6 x the second, per 100): row 1 0.4 x 10 = 4,
// stall 0.4 x 20 + 0.6 x 20 = 20, bloody stall 10, retreats 30, continues
// 20, routed 0.4 x 10 + 0.6 x 20 = 16. Pearson's chi-square of the counts
// stays under the 0.1 % critical value for 5 degrees of freedom (20.52),
// and the checks pass about 40 % of the time (within 4 standard
// deviations).
func TestShockSeededDiceFollowTheTable(t *testing.T) {
	g, shock := shockGame(t)
	rate(t, g, "u-25-mo", ip(4), ip(2))
	rows := []string{"attacker-retreats", "stall", "bloody-stall", "defender-retreats", "defender-retreats-continue", "defender-routed"}
	want := []float64{4, 20, 10, 30, 20, 16}
	const n = 4000
	counts := make([]int, len(rows))
	passed := 0
	for range n {
		apply(t, g, Action{Action: ActRoll, Dice: "1d10", Reason: "move the dice on"})
		apply(t, g, Action{Action: ActRoll, Dice: "1d10", Reason: "move the dice on"})
		e := apply(t, g, shock)
		msg, _ := shockEvent(t, e)
		i := strings.LastIndex(msg, ": ")
		id, _, _ := strings.Cut(msg[i+2:], " ")
		k := slices.Index(rows, id)
		if k < 0 {
			t.Fatalf("row %q of %s", id, msg)
		}
		counts[k]++
		if pre := eventsOf(e, "udd-required"); len(pre) > 0 && pre[0].Result == "pass" {
			passed++
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	exp := make([]float64, len(want))
	for i, w := range want {
		exp[i] = n * w / 100
	}
	if x := chiSquare(counts, exp); x > 20.52 {
		t.Errorf("rows %v of %d shocks, want about %v: chi-square %.1f over 20.52", counts, n, exp, x)
	}
	if d := math.Abs(float64(passed) - n*0.4); d > 4*math.Sqrt(n*0.4*0.6) {
		t.Errorf("%d of %d pre-shock checks passed, want about %d", passed, n, n*4/10)
	}
	t.Logf("rows %v (want %v), pre-shock passes %d of %d", counts, exp, passed, n)
}

// The move file testdata/s2-shock-procedure.moves.json, replayed whole.
// Its shock is TestShockMoveFile's (DRM +1) with the player's dice: 25
// MO's pre-shock check passes (L4754), and a 7 is modified 8, row 8-9:
// 25 MO retreats from S3217 to S3316 and Disorders, and the attacker may
// continue (L4686-4688). Step 6e (L4763) follows step 6d, the decision to
// continue (L4762): after the shock 2 AR is still in good order and 7 AR
// has its 13 SP; the next action (the end of the activation) ends the
// shocking, and then 2 AR is Disordered and 7 AR, Disordered already,
// loses 1 SP (L4616-4617): 12.
func TestShockProcedureMoveFile(t *testing.T) {
	data, err := os.ReadFile("testdata/s2-shock-procedure.moves.json")
	if err != nil {
		t.Fatal(err)
	}
	mv, err := DecodeMoves(data)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := LoadScenario(jsonfile.OS{}, s2Path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(pos, Options{Seed: *mv.Seed, ScenarioPath: s2Path})
	if err != nil {
		t.Fatal(err)
	}
	n := len(mv.Actions)
	if _, err := g.Replay(mv.Actions[:n-1]); err != nil {
		t.Fatal(err)
	}
	mo, ar, two := g.unit("u-25-mo"), g.unit("c-7-ar"), g.unit("c-2-ar")
	if g.Name(mo.Hex) != "S3316" || !mo.HasStatus("disordered") || *mo.Strength != 9 {
		t.Errorf("25 MO after the shock: %s %v %d SP", g.Name(mo.Hex), mo.Status, *mo.Strength)
	}
	if two.HasStatus("disordered") || *ar.Strength != 13 {
		t.Errorf("while the attacker may continue: 2 AR %v, 7 AR %d SP; want good order and 13", two.Status, *ar.Strength)
	}
	if _, err := g.Replay(mv.Actions[n-1:]); err != nil {
		t.Fatal(err)
	}
	ar, two = g.unit("c-7-ar"), g.unit("c-2-ar")
	if !two.HasStatus("disordered") || *two.Strength != 8 || *ar.Strength != 12 || ar.HasStatus("routed") {
		t.Errorf("after the activation: 2 AR %v %d SP, 7 AR %v %d SP; want 2 AR Disordered 8, 7 AR 12", two.Status, *two.Strength, ar.Status, *ar.Strength)
	}
}

// The pre-shock check's leader modifier and the Second Disorder table's
// artillery cell. Peabody (a leader) is put with 25 MO in S3217: "-1 Per
// Leader" (L4750), beside the first-day Union +1 (EN L1235-1240), so 25
// MO, rated 4, passes on the player's 4 (4 - 1 + 1 = 4 <= 4), where alone
// it fails (4 + 1 = 5 > 4, TestShockPreShockCheck); the leader adds no
// SP, so the odds stay 21 to 9. Münch's battery, Disordered, is put there
// too with 6 guns and fails its check: for artillery the table's pre-shock
// cell is "Abbandonata" (L4582-4586), with no retreat (note d,
// L4629-4632): it leaves play from S3217.
func TestShockPreShockLeaderAndArtillery(t *testing.T) {
	g, shock := shockGame(t)
	rate(t, g, "u-25-mo", ip(4), ip(2))
	six := 6
	apply(t, g, Action{Action: ActAdjust, Unit: "u-peabody", Hex: "S3217"})
	apply(t, g, Action{Action: ActAdjust, Unit: "u-munch-bty", Hex: "S3217", Strength: &six, AddStatus: []string{"disordered"}})
	var order []string
	for _, u := range g.st.Units.All() {
		if u.ID == "u-25-mo" || u.ID == "u-munch-bty" {
			order = append(order, u.ID)
		}
	}
	pre := map[string]string{"u-25-mo": "4", "u-munch-bty": "fail"}
	shock.Result = []int{4}
	for _, id := range order {
		shock.PreShock = append(shock.PreShock, pre[id])
	}
	e := apply(t, g, shock)
	checks := map[string]string{}
	for _, ev := range eventsOf(e, "udd-required") {
		if strings.Contains(ev.Message, "pre-shock") {
			checks[ev.Unit] = ev.Result
		}
	}
	if checks["u-25-mo"] != "pass" || checks["u-munch-bty"] != "fail" {
		t.Errorf("pre-shock checks %v, want 25 MO pass (leader -1), Münch fail", checks)
	}
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "odds 21 to 9 SP") {
		t.Errorf("the leader or the abandoned battery counted in the odds: %s", msg)
	}
	if b := g.unit("u-munch-bty"); b.Where != Removed || g.Name(b.Hex) != "S3217" {
		t.Errorf("Münch's battery: %s in %s, want removed from S3217", b.Where, g.Name(b.Hex))
	}
}

// A game that went through the shock procedure (a pre-shock result, a
// second-Disorder UDD, the post-shock Disorder) saves and loads to the same
// file: the log, preShock included, replays to the same units.
func TestShockProcedureGameSavesAndLoads(t *testing.T) {
	g, shock := shockGame(t)
	shock.Result, shock.PreShock, shock.UDD = []int{0}, []string{"fail"}, []string{"pass"}
	apply(t, g, shock)
	apply(t, g, Action{Action: ActEndActivation})
	abs, err := filepath.Abs(s2Path)
	if err != nil {
		t.Fatal(err)
	}
	g.Options.ScenarioPath = filepath.ToSlash(abs)
	path := filepath.Join(t.TempDir(), "shock.game.json")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	h, err := Load(jsonfile.OS{}, path)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := g.Encode()
	b, _ := h.Encode()
	if !bytes.Equal(a, b) {
		t.Fatal("load and save changed the file")
	}
	if !bytes.Contains(a, []byte(`"preShock"`)) {
		t.Error("the saved log lost the pre-shock results")
	}
}

// The post-shock row's cavalry cell: "Esausta [11.58]" (L4616-4618) beside
// the infantry's "Perde 1 SP". The Georgia Dragoons (given 4 SP and
// Disorder) join Shaver's shock from a free hex next to S3217: their SP
// are halved in the Woods they shock into (L4701), so the odds are 13 + 8
// + 2 = 23 to 9, column 2-1 +2 (L4777), with -1 for Disordered attackers
// (L4709): a die of 9 is modified 10, the rout row, which lets the attacker
// continue (L4690-4693). At the activation's end the shocking is over: the
// dragoons, Disordered already, are Exhausted and keep their 4 SP, 7 AR
// loses 1 SP, 2 AR is Disordered (L4763, L4616).
func TestShockPostShockCavalryExhausted(t *testing.T) {
	g, shock := shockGame(t)
	target, err := g.Board.Geo.Numbering.Parse("S3217")
	if err != nil {
		t.Fatal(err)
	}
	free := ""
	for _, n := range g.Board.Geo.Grid.Neighbors(target) {
		if len(g.occupancy()[n]) == 0 && g.Board.stepCost(g.moverOf(g.unit("c-7-ar")), n, target).ok {
			free = g.Name(n)
			break
		}
	}
	if free == "" {
		t.Fatal("no free hex next to S3217")
	}
	four := 4
	apply(t, g, Action{Action: ActAdjust, Unit: "c-ga-dragoons-cav", Hex: free, Strength: &four, AddStatus: []string{"disordered"}})
	shock.Units = append(shock.Units, "c-ga-dragoons-cav")
	shock.Result, shock.PreShock, shock.UDD = []int{9}, []string{"pass"}, []string{"fail"}
	e := apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "odds 23 to 9 SP") || !strings.Contains(msg, "modified 10: defender-routed") {
		t.Fatalf("a 9 at +1: %s", msg)
	}
	apply(t, g, Action{Action: ActEndActivation})
	cav, ar, two := g.unit("c-ga-dragoons-cav"), g.unit("c-7-ar"), g.unit("c-2-ar")
	if !cav.HasStatus("exhausted") || *cav.Strength != 4 {
		t.Errorf("dragoons: %v %d SP, want Exhausted with 4 SP", cav.Status, *cav.Strength)
	}
	if *ar.Strength != 12 || !two.HasStatus("disordered") {
		t.Errorf("7 AR %d SP, 2 AR %v: want 12 and Disordered", *ar.Strength, two.Status)
	}
}
