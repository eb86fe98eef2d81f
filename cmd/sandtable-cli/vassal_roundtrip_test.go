package main

import (
	"bytes"
	"encoding/xml"
	"io"
	stdmaps "maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/vassal"
	"github.com/sandtable/sandtable/scenarios"
)

// TestVassalModuleRoundTripITWScenario1 is the acceptance test of the
// module export: ITW Scenario 1 exported with sandtable-cli vassal export
// (default dpi) as a .vmod, imported back through the importer's Go API,
// gives the same hexes with the same ids at the same places (every id of
// the imported map names, on the original map, the hex at the same
// position; every hex of the original is there once), and the same set-up
// (every unit, by the id its piece keeps, in the same hex, with its name).
func TestVassalModuleRoundTripITWScenario1(t *testing.T) {
	const mapPath, scenPath = "maps/itw-shiloh.map.json", "scenarios/itw-shiloh/01-bloody-april.scenario.json"
	mod := filepath.Join(t.TempDir(), "s1.vmod")
	start := time.Now()
	if out, err := runSubcommand(newVassalCmd(), "export", mapPath, "--scenario", scenPath, "-o", mod); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	fi, err := os.Stat(mod)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("export %s, %.1f MB", time.Since(start).Round(time.Millisecond), float64(fi.Size())/1e6)
	if fi.Size() > 30<<20 {
		t.Errorf("module is %d bytes, want well under 30 MB", fi.Size())
	}
	back, err := vassal.ImportFile(mod, vassal.ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Warnings) > 0 {
		t.Errorf("import warnings: %q", back.Warnings)
	}
	orig, err := loadMapForExport(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	og, err := orig.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	bg, err := back.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	checkSameHexes(t, og, bg)
	checkSameSetup(t, scenPath, og, back.Setup)
	checkPlayParts(t, mod, scenPath)
}

// checkPlayParts: the module's piece window has a panel per side of the
// scenario, named as the order of battle names the side, with a piece per
// unit of that side; its turn tracker lists the scenario's turns.
func checkPlayParts(t *testing.T, mod, scenPath string) {
	t.Helper()
	src, err := vassal.Open(mod)
	if err != nil {
		t.Fatal(err)
	}
	files := filesFor(scenPath)
	data, _ := files.ReadFile(scenPath)
	s, err := scenarios.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	oobData, _ := files.ReadFile(files.Join(scenPath, s.OOB))
	oob, err := scenarios.DecodeOOB(oobData)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, side := range oob.Sides {
		for _, u := range oob.Units {
			if u.Side == side.ID && slices.Contains(s.Sides, side.ID) {
				want[side.Name]++
			}
		}
	}
	got := map[string]int{}
	var turns []string
	var stack []xml.StartElement
	dec := xml.NewDecoder(bytes.NewReader(src.BuildFile))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			stack = append(stack, e)
			switch e.Name.Local {
			case "VASSAL.build.widget.PieceSlot":
				if p := stack[len(stack)-2]; p.Name.Local == "VASSAL.build.widget.PanelWidget" {
					got[attrOf(p, "entryName")]++
				}
			case "VASSAL.build.module.turn.ListTurnLevel":
				turns = strings.Split(attrOf(e, "list"), ",")
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
	if !stdmaps.Equal(got, want) || len(want) != 2 {
		t.Errorf("piece window panels %v, want %v", got, want)
	}
	if len(turns) != len(s.Turns) || turns[0] != s.Turns[0].Label {
		t.Errorf("turn tracker %q, want the %d turns of the scenario", turns, len(s.Turns))
	}
}

func attrOf(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// checkSameHexes: every name of every hex of the imported map parses on
// the original map to the hex at the same place (one global offset apart
// for all), and both maps have the same number of hexes.
func checkSameHexes(t *testing.T, og, bg maps.Geometry) {
	t.Helper()
	all := bg.Numbering.All()
	if n := len(og.Numbering.All()); len(all) != n {
		t.Errorf("imported map has %d hexes, the original %d", len(all), n)
	}
	var delta hexgrid.Offset
	names := 0
	for i, o := range all {
		for _, name := range bg.Numbering.Names(o) {
			po, err := og.Numbering.Parse(name)
			if err != nil {
				t.Fatalf("imported hex %s: not on the original map: %v", name, err)
			}
			d := hexgrid.Offset{Col: po.Col - o.Col, Row: po.Row - o.Row}
			if i == 0 && names == 0 {
				delta = d
			} else if d != delta {
				t.Fatalf("imported hex %s is at %v, its original at %v: not where the others are (shift %v)", name, o, po, delta)
			}
			names++
		}
	}
	if (delta.Col & 1) != 0 {
		t.Errorf("the imported map is shifted an odd number of columns (%v): staggers differ", delta)
	}
	t.Logf("%d hexes, %d names checked", len(all), names)
}

// checkSameSetup: the imported set-up has each unit of the scenario's
// set-up (those placed in a hex) once, with its order-of-battle name, in
// the same hex.
func checkSameSetup(t *testing.T, scenPath string, og maps.Geometry, got []vassal.SetupPiece) {
	t.Helper()
	files := filesFor(scenPath)
	data, err := files.ReadFile(scenPath)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	oobData, err := files.ReadFile(files.Join(scenPath, s.OOB))
	if err != nil {
		t.Fatal(err)
	}
	oob, err := scenarios.DecodeOOB(oobData)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, e := range s.Setup {
		if e.Hex != "" {
			id, err := og.Numbering.Canonical(e.Hex)
			if err != nil {
				t.Fatal(err)
			}
			want[e.Unit] = id
		}
	}
	seen := map[string]bool{}
	for _, p := range got {
		if seen[p.Unit] {
			t.Errorf("unit %s set up twice", p.Unit)
		}
		seen[p.Unit] = true
		hex, err := og.Numbering.Canonical(p.Hex)
		if err != nil {
			t.Errorf("unit %s: imported hex %s: %v", p.Unit, p.Hex, err)
			continue
		}
		if want[p.Unit] != hex {
			t.Errorf("unit %s: imported in %s (%s), set up in %s", p.Unit, p.Hex, hex, want[p.Unit])
		}
		if u := oob.Unit(p.Unit); u == nil || u.Name != p.Name {
			t.Errorf("unit %s: imported name %q, order of battle %+v", p.Unit, p.Name, u)
		}
	}
	if len(seen) != len(want) || len(got) != len(want) {
		t.Errorf("imported %d pieces of %d units, the set-up places %d", len(got), len(seen), len(want))
	}
}

// TestVassalRoundTripDiffEmpty (issue 27): a map exported to a VASSAL
// module and imported back with the real commands shows no change under
// sandtable-cli diff, which compares every map field: ITW with streams,
// roads, elevations, an area's boundary, a label and features added (two
// overlapping sheets with names and offsets), HSN (its short columns) and
// classic Shiloh. What VASSAL's boards cannot hold comes back from the map
// file the module carries (vassal.CarriedMapName).
func TestVassalRoundTripDiffEmpty(t *testing.T) {
	for _, name := range []string{"itw-rich", "hsn.map.json", "classic-shiloh.map.json"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			var src string
			if name == "itw-rich" {
				src = writeStreamsAndRoads(t, dir)
			} else {
				src = writeBuiltinMap(t, dir, name)
			}
			m, err := maps.Load(src)
			if err != nil {
				t.Fatal(err)
			}
			geo, err := m.Geometry()
			if err != nil {
				t.Fatal(err)
			}
			id, _ := geo.Numbering.Format(geo.Numbering.All()[7])
			h := m.Hexes[id]
			h.Label, h.Features = "Test Farm", []string{"building", "crossroads"}
			if m.Hexes == nil {
				m.Hexes = map[string]maps.Hex{}
			}
			m.Hexes[id] = h
			if err := maps.Save(src, m); err != nil {
				t.Fatal(err)
			}
			mod := filepath.Join(dir, "m.vmod")
			if code, out, errOut := runCLI(t, "vassal", "export", src, "--dpi", "20", "-o", mod); code != 0 {
				t.Fatalf("vassal export: exit %d\n%s%s", code, out, errOut)
			}
			back := filepath.Join(dir, "imported", "back.map.json")
			code, out, errOut := runCLI(t, "vassal", "import", mod, "-o", back)
			if code != 0 || errOut != "" {
				t.Fatalf("vassal import: exit %d\n%s%s", code, out, errOut)
			}
			if code, out, errOut := runCLI(t, "diff", src, back); code != 0 || out != "" || errOut != "" {
				t.Errorf("diff after the VASSAL round trip: exit %d\n%s%s", code, out, errOut)
			}
		})
	}
}
