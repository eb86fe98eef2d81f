package model

import (
	"testing"
)

func TestPaintUndoRedo(t *testing.T) {
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	if got := d.TerrainAt(o); got != "woods" {
		t.Fatalf("S2016 starts as %q", got)
	}
	ch := do(t, d, d.PaintTerrain(0, "field", o))
	if d.TerrainAt(o) != "field" || len(ch.Hexes) != 1 || ch.Hexes[0] != o || !ch.Files.Has(MapFile) {
		t.Fatalf("after painting: %q, change %+v", d.TerrainAt(o), ch)
	}
	if !d.Dirty() || !d.History().Dirty(MapFile) || d.History().Dirty(ScenarioFile) {
		t.Error("painting must make the map, and only the map, dirty")
	}
	if _, ok := d.Undo(); !ok || d.TerrainAt(o) != "woods" {
		t.Fatalf("undo: %q", d.TerrainAt(o))
	}
	if d.Dirty() {
		t.Error("undone back to the opened state, still dirty")
	}
	if _, ok := d.Redo(); !ok || d.TerrainAt(o) != "field" {
		t.Fatalf("redo: %q", d.TerrainAt(o))
	}
	if _, ok := d.Redo(); ok {
		t.Error("a second redo succeeded")
	}
}

func TestPaintingTheDefaultTerrainStoresNothing(t *testing.T) {
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	if c := d.PaintTerrain(0, "woods", o); c != nil {
		t.Errorf("painting woods on woods gives a command %v", c.Label())
	}
	do(t, d, d.PaintTerrain(0, "field", o))
	do(t, d, d.PaintTerrain(0, "woods", o))
	if _, ok := d.Map().Hexes["S2016"]; ok {
		t.Error("a hex painted back to the default terrain keeps an entry")
	}
}

func TestStrokeIsOneCommand(t *testing.T) {
	d := openBuiltin(t)
	ids := []string{"S2016", "S2017", "S2018", "S2017"}
	for _, id := range ids {
		if c := d.PaintTerrain(42, "field", hex(t, d, id)); c != nil {
			d.Do(c)
		}
	}
	if n := d.History().Len(); n != 1 {
		t.Fatalf("%d commands for one stroke", n)
	}
	if got := d.History().UndoLabel(); got != "Paint Field (3 hexes)" {
		t.Errorf("label %q", got)
	}
	d.Undo()
	for _, id := range ids {
		if got := d.TerrainAt(hex(t, d, id)); got != "woods" {
			t.Errorf("after undoing the stroke %s is %s", id, got)
		}
	}
	d.Redo()
	for _, id := range ids {
		if got := d.TerrainAt(hex(t, d, id)); got != "field" {
			t.Errorf("after redoing the stroke %s is %s", id, got)
		}
	}
	// A new stroke is a new command.
	d.Do(d.PaintTerrain(43, "marsh", hex(t, d, "S2019")))
	if n := d.History().Len(); n != 2 {
		t.Errorf("%d commands after a second stroke", n)
	}
}

func TestNewCommandDropsRedo(t *testing.T) {
	d := openBuiltin(t)
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2017")))
	d.Undo()
	do(t, d, d.PaintTerrain(0, "marsh", hex(t, d, "S2018")))
	if d.History().CanRedo() || d.History().Len() != 2 {
		t.Errorf("redo kept after a new command: len %d", d.History().Len())
	}
	if d.TerrainAt(hex(t, d, "S2017")) != "woods" {
		t.Error("the dropped command is still applied")
	}
}

func TestGoTo(t *testing.T) {
	d := openBuiltin(t)
	for _, id := range []string{"S2016", "S2017", "S2018"} {
		do(t, d, d.PaintTerrain(0, "field", hex(t, d, id)))
	}
	ch := d.GoTo(1)
	if d.History().Pos() != 1 || len(ch.Hexes) != 2 {
		t.Errorf("GoTo(1): pos %d, %d hexes changed", d.History().Pos(), len(ch.Hexes))
	}
	d.GoTo(3)
	if d.TerrainAt(hex(t, d, "S2018")) != "field" {
		t.Error("GoTo(3) did not redo")
	}
}

func TestDirtyAfterSaveAndUndo(t *testing.T) {
	d, err := OpenFile(copyBuiltinGame(t, t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() {
		t.Fatal("dirty right after saving")
	}
	d.Undo()
	if !d.History().Dirty(MapFile) {
		t.Error("undoing a saved edit must make the map dirty again")
	}
	d.Redo()
	if d.Dirty() {
		t.Error("redoing back to the saved state must be clean")
	}
	d.Undo()
	do(t, d, d.PaintTerrain(0, "marsh", hex(t, d, "S2017")))
	d.Undo()
	if !d.History().Dirty(MapFile) {
		t.Error("the saved state was dropped from the history: the map must stay dirty")
	}
}
