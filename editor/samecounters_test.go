package editor

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// rawGame is what the test reads of a game's files with plain JSON,
// without the code under test: each set-up entry's hex, facing and
// strength, each OOB unit's class and strength, and the ruleset's facing
// and classes without one.
type rawGame struct {
	setup []struct {
		Unit, Hex, Facing string
		Strength          *int
	}
	strength map[string]*int
	class    map[string]string
	facing   bool
	noFacing map[string]bool
}

// readRaw reads the scenario at path of the built-in files, its OOB and
// ruleset, as plain JSON.
func readRaw(t *testing.T, path string) rawGame {
	t.Helper()
	files := validate.Builtin{}
	read := func(p string, v any) {
		data, err := files.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
	var sc struct {
		OOB, Ruleset string
		Setup        []struct {
			Unit, Hex, Facing string
			Strength          *int
		}
	}
	read(path, &sc)
	var oob struct {
		Units []struct {
			ID, Class string
			Strength  *int
		}
	}
	read(files.Join(path, sc.OOB), &oob)
	var rs struct {
		Facing      bool
		UnitClasses []struct {
			ID       string
			NoFacing bool
		}
	}
	read("engine/rulesets/"+sc.Ruleset+".ruleset.json", &rs)
	g := rawGame{setup: sc.Setup, strength: map[string]*int{}, class: map[string]string{}, facing: rs.Facing, noFacing: map[string]bool{}}
	for _, u := range oob.Units {
		g.strength[u.ID], g.class[u.ID] = u.Strength, u.Class
	}
	for _, c := range rs.UnitClasses {
		g.noFacing[c.ID] = c.NoFacing
	}
	return g
}

// The screen shows the counters print shows: for a scenario of each
// built-in game, the editor's view holds the very counters render draws
// (the scene the CLI builds from the same files), and each carries the
// strength and facing the files give (read here as plain JSON: the set-up
// entry's strength else the OOB's; a facing only where the ruleset has
// facing and the unit's class is not without). In the play-test, at the
// start, every set-up unit on the map shows the same counter again.
func TestScreenShowsPrintCounters(t *testing.T) {
	for _, path := range []string{
		"scenarios/itw-shiloh/01-bloody-april.scenario.json",
		"scenarios/hsn/01-here-come-the-rebels.scenario.json",
	} {
		t.Run(path, func(t *testing.T) {
			doc, err := model.Open(validate.Builtin{}, path)
			if err != nil {
				t.Fatal(err)
			}
			e := newTestEditor(t, doc)
			screen := e.view.Scene().Overlay.Counters

			sess := validate.NewSession(validate.Builtin{})
			data, _ := validate.Builtin{}.ReadFile(path)
			sc, err := scenarios.DecodeScenario(data)
			if err != nil {
				t.Fatal(err)
			}
			m, err := sess.Map(validate.Builtin{}.Join(path, sc.Map))
			if err != nil {
				t.Fatal(err)
			}
			oob, err := sess.OOB(validate.Builtin{}.Join(path, sc.OOB))
			if err != nil {
				t.Fatal(err)
			}
			rs, err := sess.Ruleset(path, sc.Ruleset)
			if err != nil {
				t.Fatal(err)
			}
			print, err := drawscene.Scene(m, rs, sc, oob)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(screen, print.Overlay.Counters) {
				t.Fatalf("screen and print counters differ: %d on screen, %d in print", len(screen), len(print.Overlay.Counters))
			}

			raw := readRaw(t, path)
			byID := map[string]draw.Counter{}
			for _, c := range screen {
				byID[c.ID] = c
			}
			strong, faced := 0, 0
			for _, st := range raw.setup {
				c, ok := byID[st.Unit]
				if st.Hex == "" || !ok {
					continue
				}
				want := st.Strength
				if want == nil {
					want = raw.strength[st.Unit]
				}
				if (want == nil) != (c.Strength == nil) || want != nil && *want != *c.Strength {
					t.Errorf("%s: strength %v, the files give %v", st.Unit, c.Strength, want)
				}
				wantFacing := raw.facing && !raw.noFacing[raw.class[st.Unit]] && st.Facing != "" && st.Facing != "any"
				if c.HasFacing != wantFacing {
					t.Errorf("%s (%s, facing %q): facing shown %v, want %v", st.Unit, raw.class[st.Unit], st.Facing, c.HasFacing, wantFacing)
				}
				if c.Strength != nil {
					strong++
				}
				if c.HasFacing {
					faced++
				}
			}
			if strong == 0 || raw.facing && faced == 0 {
				t.Fatalf("%d counters with strength, %d with facing: nothing checked", strong, faced)
			}

			e.play.MenuItem.Action()
			if !e.play.Active() {
				t.Fatal("the play-test did not start")
			}
			played := map[string]draw.Counter{}
			for _, c := range e.view.Scene().Overlay.Counters {
				played[c.ID] = c
			}
			for _, c := range screen {
				if p, ok := played[c.ID]; ok && !reflect.DeepEqual(p, c) {
					t.Errorf("%s: play-test counter %+v, set-up counter %+v", c.ID, p, c)
				}
			}
			e.play.MenuItem.Action() // back to editing
		})
	}
}
