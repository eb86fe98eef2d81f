package model

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
)

// RulesetEdit replaces the ruleset by an edited copy.
type RulesetEdit struct {
	name          string
	before, after *engine.Ruleset
}

// Label implements Command.
func (e *RulesetEdit) Label() string { return e.name }

// Files implements Command.
func (e *RulesetEdit) Files() FileSet { return Of(RulesetFile) }

// Apply implements Command.
func (e *RulesetEdit) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *RulesetEdit) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *RulesetEdit) set(d *Document, rs *engine.Ruleset) Change {
	d.ruleset = cloneJSON(rs)
	d.styles = drawscene.Styles(d.ruleset) // a colour edited in the Rules tab shows at once
	return Change{Files: e.Files(), Whole: true}
}

// ErrRulesetReadOnly is returned by ruleset edits when the ruleset is not
// the document's to change: a built-in one named by id, or one shown beside
// a map or OOB opened alone.
var ErrRulesetReadOnly = errors.New("this ruleset is not a file of the game's own: File > New Game copies a built-in ruleset into one, or open a ruleset file")

// EditRuleset returns the command applying edit to a copy of the ruleset.
// Errors: the ruleset is not editable (ErrRulesetReadOnly), or edit's.
func (d *Document) EditRuleset(name string, edit func(rs *engine.Ruleset) error) (*RulesetEdit, error) {
	if !d.Editable(RulesetFile) {
		return nil, ErrRulesetReadOnly
	}
	after := cloneJSON(d.ruleset)
	if err := edit(after); err != nil {
		return nil, fmt.Errorf("%s: %w", strings.ToLower(name[:1])+name[1:], err)
	}
	return &RulesetEdit{name: name, before: cloneJSON(d.ruleset), after: after}, nil
}

// RuleKind names a table of the ruleset with a TEC row per entry.
type RuleKind string

// The ruleset tables with TEC rows.
const (
	TerrainRules RuleKind = "terrain"
	HexsideRules RuleKind = "hexside"
	PathRules    RuleKind = "path"
)

// idPattern is what a type or class id may be.
var idPattern = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// colorPattern is a "#rrggbb" colour.
var colorPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// ruleIDs returns the ids of a ruleset table.
func ruleIDs(rs *engine.Ruleset, k RuleKind) []string {
	var out []string
	switch k {
	case TerrainRules:
		for _, t := range rs.Terrain {
			out = append(out, t.ID)
		}
	case HexsideRules:
		for _, t := range rs.Hexsides {
			out = append(out, t.ID)
		}
	case PathRules:
		for _, t := range rs.Paths {
			out = append(out, t.ID)
		}
	}
	return out
}

// AddRuleType returns the command adding a terrain, hexside or path type
// with an id and English and Italian names (its costs unset).
// Errors: a bad or taken id, no English name.
func (d *Document) AddRuleType(k RuleKind, id, en, it string) (*RulesetEdit, error) {
	return d.EditRuleset(fmt.Sprintf("Add %s type %s", k, id), func(rs *engine.Ruleset) error {
		if !idPattern.MatchString(id) {
			return fmt.Errorf("id %q: lower-case letters, digits and dashes, a letter first", id)
		}
		if slices.Contains(ruleIDs(rs, k), id) {
			return fmt.Errorf("%s type %q exists", k, id)
		}
		if strings.TrimSpace(en) == "" {
			return errors.New("give an English name")
		}
		names := engine.Names{"en": strings.TrimSpace(en)}
		if it = strings.TrimSpace(it); it != "" {
			names["it"] = it
		}
		switch k {
		case TerrainRules:
			rs.Terrain = append(rs.Terrain, engine.TerrainType{ID: id, Name: names})
		case HexsideRules:
			rs.Hexsides = append(rs.Hexsides, engine.HexsideType{ID: id, Name: names})
		case PathRules:
			rs.Paths = append(rs.Paths, engine.PathType{ID: id, Name: names})
		default:
			return fmt.Errorf("no table %q", k)
		}
		return nil
	})
}

// AddTerrainType is AddRuleType for a terrain type with its "#rrggbb"
// colour ("" for none), as one command.
func (d *Document) AddTerrainType(id, en, it, color string) (*RulesetEdit, error) {
	return d.AddTerrainTypeStyled(id, en, it, color, "")
}

// AddTerrainTypeStyled is AddTerrainType with a fill pattern (see
// FillPatterns) as well.
func (d *Document) AddTerrainTypeStyled(id, en, it, color, pattern string) (*RulesetEdit, error) {
	if !slices.Contains(FillPatterns, pattern) {
		return nil, fmt.Errorf("add terrain type %s: fill pattern %q: one of %s", id, pattern, strings.Join(FillPatterns[1:], ", "))
	}
	if pattern == "solid" {
		pattern = ""
	}
	c, err := d.AddRuleType(TerrainRules, id, en, it)
	if err != nil {
		return nil, err
	}
	c.after.Terrain[len(c.after.Terrain)-1].Pattern = pattern
	color = strings.TrimSpace(color)
	if color == "" {
		return c, nil
	}
	if !colorPattern.MatchString(color) {
		return nil, fmt.Errorf("add terrain type %s: colour %q: #rrggbb", id, color)
	}
	c.after.Terrain[len(c.after.Terrain)-1].Color = strings.ToLower(color)
	return c, nil
}

// SetRuleName returns the command naming type i of a table in a language
// ("en", "it"); an empty Italian name removes it. Errors: no such type, an
// empty English name.
func (d *Document) SetRuleName(k RuleKind, i int, lang, name string) (*RulesetEdit, error) {
	return d.editRow(k, i, "Name", func(names *engine.Names, _ *map[string]engine.Cost) error {
		name = strings.TrimSpace(name)
		if name == "" && lang == "en" {
			return errors.New("the English name may not be empty")
		}
		if *names == nil {
			*names = engine.Names{}
		}
		if name == "" {
			delete(*names, lang)
		} else {
			(*names)[lang] = name
		}
		return nil
	})
}

// editRow applies edit to the names and costs of type i of table k.
func (d *Document) editRow(k RuleKind, i int, verb string, edit func(*engine.Names, *map[string]engine.Cost) error) (*RulesetEdit, error) {
	ids := ruleIDs(d.ruleset, k)
	if d.ruleset == nil || i < 0 || i >= len(ids) {
		return nil, fmt.Errorf("no %s type %d", k, i)
	}
	return d.EditRuleset(fmt.Sprintf("%s %s %s", verb, k, ids[i]), func(rs *engine.Ruleset) error {
		switch k {
		case TerrainRules:
			return edit(&rs.Terrain[i].Name, &rs.Terrain[i].Cost)
		case HexsideRules:
			return edit(&rs.Hexsides[i].Name, &rs.Hexsides[i].Cost)
		default:
			return edit(&rs.Paths[i].Name, &rs.Paths[i].Cost)
		}
	})
}

// ParseCost reads a TEC cell as typed: "" for none, "P" (or "prohibited")
// for prohibited, "+1" for a cost added to the hex's, a number of MP, "?"
// for a cost the designer has still to set, and a number then "?" for a
// placeholder value still to be set ("2?").
func ParseCost(text string) (engine.Cost, bool, error) {
	t := strings.TrimSpace(text)
	switch strings.ToLower(t) {
	case "":
		return engine.Cost{}, false, nil
	case "p", "prohibited":
		return engine.Cost{Prohibited: true}, true, nil
	case "?":
		return engine.Cost{Unset: true}, true, nil
	}
	unset := strings.HasSuffix(t, "?")
	t = strings.TrimSuffix(t, "?")
	add := strings.HasPrefix(t, "+")
	v, err := strconv.ParseFloat(strings.TrimPrefix(t, "+"), 64)
	if err != nil || v < 0 || v > 1000 {
		return engine.Cost{}, false, fmt.Errorf("cost %q: a number of MP, +N, P or ?", text)
	}
	return engine.Cost{MP: &v, Add: add, Unset: unset}, true, nil
}

// FormatCost writes a TEC cell as ParseCost reads it ("" when none).
func FormatCost(c engine.Cost, ok bool) string {
	switch {
	case !ok:
		return ""
	case c.Prohibited:
		return "P"
	case c.MP == nil:
		return "?"
	}
	s := strconv.FormatFloat(*c.MP, 'f', -1, 64)
	if c.Add {
		s = "+" + s
	}
	if c.Unset {
		s += "?"
	}
	return s
}

// SetCost returns the command setting the TEC cell of type i of table k in
// move column col from text (see ParseCost); the cell's other fields
// (disorder, march rate, notes) are kept when it stays a cost. Errors: no
// such type or column, text that does not read.
func (d *Document) SetCost(k RuleKind, i int, col, text string) (*RulesetEdit, error) {
	if d.ruleset == nil || !slices.Contains(d.ruleset.MoveColumns, col) {
		return nil, fmt.Errorf("no move column %q", col)
	}
	c, ok, err := ParseCost(text)
	if err != nil {
		return nil, err
	}
	return d.editRow(k, i, "Set "+col+" cost of", func(_ *engine.Names, costs *map[string]engine.Cost) error {
		if !ok {
			delete(*costs, col)
			return nil
		}
		if *costs == nil {
			*costs = map[string]engine.Cost{}
		}
		old := (*costs)[col]
		old.MP, old.Prohibited, old.Add, old.Unset = c.MP, c.Prohibited, c.Add, c.Unset
		(*costs)[col] = old
		return nil
	})
}

// TerrainField names an in-hex terrain type's value besides names and
// costs: "color", "height", "blocksLOS", "fire", "shock".
type TerrainField string

// The terrain fields the Rules tab edits.
const (
	TerrainColor   TerrainField = "color"
	TerrainPattern TerrainField = "pattern"
	TerrainHeight  TerrainField = "height"
	TerrainLOS     TerrainField = "blocksLOS"
	TerrainFire    TerrainField = "fire"
	TerrainShock   TerrainField = "shock"
)

// FillPatterns are the fill patterns a terrain type may have ("" and
// "solid" are the plain fill).
var FillPatterns = []string{"", "solid", "dots", "hatch"}

// SetTerrainField returns the command setting a field of terrain type i
// from text: a "#rrggbb" colour ("" for none), a fill pattern (see
// FillPatterns), the LOS height in levels,
// the LOS blocking ("none", "first-hex", "second-hex" or ""), or a fire or
// shock modifier (a whole number, "" for none). Errors: no such type, text
// that does not read.
func (d *Document) SetTerrainField(i int, f TerrainField, text string) (*RulesetEdit, error) {
	if d.ruleset == nil || i < 0 || i >= len(d.ruleset.Terrain) {
		return nil, fmt.Errorf("no terrain type %d", i)
	}
	text = strings.TrimSpace(text)
	optInt := func() (*int, error) {
		if text == "" {
			return nil, nil
		}
		v, err := strconv.Atoi(strings.TrimPrefix(text, "+"))
		if err != nil {
			return nil, fmt.Errorf("%s %q: a whole number", f, text)
		}
		return &v, nil
	}
	return d.EditRuleset(fmt.Sprintf("Set %s of %s", f, d.ruleset.Terrain[i].ID), func(rs *engine.Ruleset) error {
		t := &rs.Terrain[i]
		switch f {
		case TerrainColor:
			if text != "" && !colorPattern.MatchString(text) {
				return fmt.Errorf("colour %q: #rrggbb", text)
			}
			t.Color = strings.ToLower(text)
		case TerrainPattern:
			if !slices.Contains(FillPatterns, text) {
				return fmt.Errorf("fill pattern %q: one of %s", text, strings.Join(FillPatterns[1:], ", "))
			}
			if text == "solid" {
				text = ""
			}
			t.Pattern = text
		case TerrainHeight:
			v, err := strconv.Atoi(text)
			if text == "" {
				v, err = 0, nil
			}
			if err != nil || v < 0 {
				return fmt.Errorf("height %q: a number of levels", text)
			}
			t.HeightLevels = v
		case TerrainLOS:
			if !slices.Contains([]string{"", "none", "first-hex", "second-hex"}, text) {
				return fmt.Errorf("LOS blocking %q: none, first-hex or second-hex", text)
			}
			t.BlocksLOS = text
		case TerrainFire:
			v, err := optInt()
			if err != nil {
				return err
			}
			t.Fire = v
		case TerrainShock:
			v, err := optInt()
			if err != nil {
				return err
			}
			t.Shock = v
		default:
			return fmt.Errorf("no terrain field %q", f)
		}
		return nil
	})
}

// AddUnitClass returns the command adding a unit class moving by TEC
// column col (a new column when it is not one yet). Errors: a bad or taken
// id, no English name.
func (d *Document) AddUnitClass(id, en, it, col string) (*RulesetEdit, error) {
	return d.EditRuleset("Add unit class "+id, func(rs *engine.Ruleset) error {
		if !idPattern.MatchString(id) || (col != "" && !idPattern.MatchString(col)) {
			return fmt.Errorf("id %q, column %q: lower-case letters, digits and dashes", id, col)
		}
		if rs.HasClass(id) {
			return fmt.Errorf("unit class %q exists", id)
		}
		if strings.TrimSpace(en) == "" {
			return errors.New("give an English name")
		}
		if col != "" && !slices.Contains(rs.MoveColumns, col) {
			rs.MoveColumns = append(rs.MoveColumns, col)
		}
		names := engine.Names{"en": strings.TrimSpace(en)}
		if it = strings.TrimSpace(it); it != "" {
			names["it"] = it
		}
		rs.UnitClasses = append(rs.UnitClasses, engine.UnitClass{ID: id, Name: names, MoveColumn: col})
		return nil
	})
}

// SetStacking returns the command setting the most SP of stacking row i
// ("" for none). Errors: no such row, a bad number.
func (d *Document) SetStacking(i int, text string) (*RulesetEdit, error) {
	if d.ruleset == nil || i < 0 || i >= len(d.ruleset.Stacking) {
		return nil, fmt.Errorf("no stacking row %d", i)
	}
	var v *int
	if text = strings.TrimSpace(text); text != "" {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("stacking %q: a number of SP", text)
		}
		v = &n
	}
	return d.EditRuleset(fmt.Sprintf("Set stacking of %s", d.ruleset.Stacking[i].Class), func(rs *engine.Ruleset) error {
		rs.Stacking[i].MaxSP = v
		return nil
	})
}

// AddStacking returns the command adding a stacking row: at most maxSP SP
// of class in a hex. Errors: an unknown class, a bad number.
func (d *Document) AddStacking(class, maxSP string) (*RulesetEdit, error) {
	n, err := strconv.Atoi(strings.TrimSpace(maxSP))
	if err != nil || n < 0 {
		return nil, fmt.Errorf("stacking %q: a number of SP", maxSP)
	}
	return d.EditRuleset("Add stacking row for "+class, func(rs *engine.Ruleset) error {
		if !rs.HasClass(class) {
			return fmt.Errorf("no unit class %q", class)
		}
		rs.Stacking = append(rs.Stacking, engine.StackingLimit{Class: class, MaxSP: &n})
		return nil
	})
}

// SetDie returns the command setting the die of the shock or fire table
// ("shock", "fire") to n dice of sides faces. Errors: no such table in the
// ruleset, numbers out of range.
func (d *Document) SetDie(table string, n, sides int) (*RulesetEdit, error) {
	if n < 1 || n > 10 || sides < 2 || sides > 100 {
		return nil, fmt.Errorf("die %dd%d: 1 to 10 dice of 2 to 100 faces", n, sides)
	}
	return d.EditRuleset(fmt.Sprintf("Set %s die to %dd%d", table, n, sides), func(rs *engine.Ruleset) error {
		switch {
		case table == "shock" && rs.Shock != nil:
			rs.Shock.Die = engine.DiceSpec{N: n, Sides: sides}
		case table == "fire" && rs.Fire != nil:
			rs.Fire.Die = engine.DiceSpec{N: n, Sides: sides}
		default:
			return fmt.Errorf("the ruleset has no %s table", table)
		}
		return nil
	})
}
