package ui

import (
	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine"
)

// UILanguage returns the language code the UI is shown in ("en", "it").
func UILanguage() string {
	if c := lang.L("lang.code"); c != "lang.code" {
		return c
	}
	return "en"
}

// LocalName returns n in the UI language, else in English, else def.
func LocalName(n engine.Names, def string) string {
	if s := n[UILanguage()]; s != "" {
		return s
	}
	if s := n["en"]; s != "" {
		return s
	}
	return def
}

// TerrainName returns the ruleset's name of terrain id in the UI language.
func TerrainName(d *model.Document, id string) string {
	if rs := d.Ruleset(); rs != nil {
		if t := rs.TerrainByID(id); t != nil {
			return LocalName(t.Name, id)
		}
	}
	return d.TerrainName(id)
}

// SideTypeName returns the ruleset's name of hexside type id in the UI
// language.
func SideTypeName(d *model.Document, id string) string {
	if rs := d.Ruleset(); rs != nil {
		for _, t := range rs.Hexsides {
			if t.ID == id {
				return LocalName(t.Name, id)
			}
		}
	}
	return d.SideTypeName(id)
}

// PathTypeName returns the ruleset's name of path type id in the UI
// language.
func PathTypeName(d *model.Document, id string) string {
	if rs := d.Ruleset(); rs != nil {
		for _, t := range rs.Paths {
			if t.ID == id {
				return LocalName(t.Name, id)
			}
		}
	}
	return d.PathTypeName(id)
}

// TerrainIDs returns the ruleset's terrain ids in its order, or the map's
// default terrain alone when there is no ruleset.
func TerrainIDs(d *model.Document) []string {
	var ids []string
	if rs := d.Ruleset(); rs != nil {
		for _, t := range rs.Terrain {
			ids = append(ids, t.ID)
		}
	}
	if len(ids) == 0 {
		ids = []string{d.Map().DefaultTerrain}
	}
	return ids
}

// SideTypeIDs returns the ruleset's hexside type ids in its order.
func SideTypeIDs(d *model.Document) []string {
	var ids []string
	if rs := d.Ruleset(); rs != nil {
		for _, h := range rs.Hexsides {
			ids = append(ids, h.ID)
		}
	}
	return ids
}
