package model

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/engine"
)

// LineField names a part of a hexside or path type's line style: its
// colour, width or dash.
type LineField string

// The line style fields the Rules tab edits.
const (
	LineColor LineField = "color"
	LineWidth LineField = "width"
	LineDash  LineField = "dash"
)

// NewLineStyle is the style a hexside or path type without one starts
// from when one of its fields is set: a thin solid black line.
var NewLineStyle = engine.LineStyle{Color: "#000000", Width: 0.08}

// The bounds of a line style, as the ruleset schema gives them
// (schema/ruleset.schema.json, lineStyle): a width above 0 and at most 2
// hex radii, at most 8 dash and gap lengths, each above 0 and at most 5.
const (
	maxLineWidth = 2.0
	maxDashes    = 8
	maxDash      = 5.0
)

// SetLineStyle returns the command setting a field of the line style of
// hexside or path type i from text: a "#rrggbb" colour ("" removes the
// style: a hexside is then not drawn, a path is drawn in the unknown
// style), a width in hex radii (centre to corner), or the dash and gap
// lengths in hex radii, in turn, separated by spaces or commas ("" for a
// solid line). A type without a style starts from NewLineStyle.
// Errors: not a hexside or path table, no such type, text that does not
// read or is out of the schema's bounds.
func (d *Document) SetLineStyle(k RuleKind, i int, f LineField, text string) (*RulesetEdit, error) {
	if k != HexsideRules && k != PathRules {
		return nil, fmt.Errorf("%s types have no line style", k)
	}
	ids := ruleIDs(d.ruleset, k)
	if d.ruleset == nil || i < 0 || i >= len(ids) {
		return nil, fmt.Errorf("no %s type %d", k, i)
	}
	text = strings.TrimSpace(text)
	return d.EditRuleset(fmt.Sprintf("Set line %s of %s %s", f, k, ids[i]), func(rs *engine.Ruleset) error {
		var style **engine.LineStyle
		if k == HexsideRules {
			style = &rs.Hexsides[i].Style
		} else {
			style = &rs.Paths[i].Style
		}
		if f == LineColor && text == "" {
			*style = nil
			return nil
		}
		s := NewLineStyle
		if *style != nil {
			s = **style
		}
		if err := setLineField(&s, f, text); err != nil {
			return err
		}
		*style = &s
		return nil
	})
}

// setLineField reads text into field f of s.
func setLineField(s *engine.LineStyle, f LineField, text string) error {
	switch f {
	case LineColor:
		if !colorPattern.MatchString(text) {
			return fmt.Errorf("colour %q: #rrggbb", text)
		}
		s.Color = strings.ToLower(text)
	case LineWidth:
		v, err := strconv.ParseFloat(text, 64)
		if err != nil || !(v > 0) || v > maxLineWidth {
			return fmt.Errorf("width %q: a number of hex radii above 0 and at most %g", text, maxLineWidth)
		}
		s.Width = v
	case LineDash:
		dash, err := parseDash(text)
		if err != nil {
			return err
		}
		s.Dash = dash
	default:
		return fmt.Errorf("no line style field %q", f)
	}
	return nil
}

// parseDash reads dash and gap lengths separated by spaces or commas; ""
// is a solid line (nil).
func parseDash(text string) ([]float64, error) {
	parts := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(parts) > maxDashes {
		return nil, fmt.Errorf("dash %q: at most %d lengths", text, maxDashes)
	}
	var out []float64
	for _, p := range parts {
		v, err := strconv.ParseFloat(p, 64)
		if err != nil || !(v > 0) || v > maxDash {
			return nil, fmt.Errorf("dash %q: lengths in hex radii above 0 and at most %g, separated by spaces", text, maxDash)
		}
		out = append(out, v)
	}
	return out, nil
}

// FormatDash writes dash lengths as SetLineStyle reads them ("" for solid).
func FormatDash(dash []float64) string {
	parts := make([]string, len(dash))
	for i, v := range dash {
		parts[i] = strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strings.Join(parts, " ")
}

// SetClassName returns the command naming unit class i in a language
// ("en", "it"); an empty Italian name removes it. Errors: no such class,
// an empty English name.
func (d *Document) SetClassName(i int, lang, name string) (*RulesetEdit, error) {
	if d.ruleset == nil || i < 0 || i >= len(d.ruleset.UnitClasses) {
		return nil, fmt.Errorf("no unit class %d", i)
	}
	name = strings.TrimSpace(name)
	if name == "" && lang == "en" {
		return nil, errors.New("the English name may not be empty")
	}
	return d.EditRuleset(fmt.Sprintf("Name unit class %s", d.ruleset.UnitClasses[i].ID), func(rs *engine.Ruleset) error {
		c := &rs.UnitClasses[i]
		if c.Name == nil {
			c.Name = engine.Names{}
		}
		if name == "" {
			delete(c.Name, lang)
		} else {
			c.Name[lang] = name
		}
		return nil
	})
}
