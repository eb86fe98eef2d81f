package model

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// OOBEdit replaces the order of battle by an edited copy.
type OOBEdit struct {
	name          string
	before, after *scenarios.OOB
}

// Label implements Command.
func (e *OOBEdit) Label() string { return e.name }

// Files implements Command.
func (e *OOBEdit) Files() FileSet { return Of(OOBFile) }

// Apply implements Command.
func (e *OOBEdit) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *OOBEdit) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *OOBEdit) set(d *Document, o *scenarios.OOB) Change {
	d.oob = cloneJSON(o)
	return Change{Files: e.Files(), OOB: true, Units: true}
}

// ErrNoOOB is returned by OOB edits when the document's OOB could not be
// read.
var ErrNoOOB = errors.New("the order of battle could not be read: it cannot be edited")

// editOOB returns the command applying edit to a copy of the OOB.
func (d *Document) editOOB(name string, edit func(o *scenarios.OOB) error) (*OOBEdit, error) {
	if d.oob == nil {
		return nil, ErrNoOOB
	}
	after := cloneJSON(d.oob)
	if err := edit(after); err != nil {
		return nil, fmt.Errorf("%s: %w", strings.ToLower(name[:1])+name[1:], err)
	}
	return &OOBEdit{name: name, before: cloneJSON(d.oob), after: after}, nil
}

// childEchelon is the echelon of a formation under one of echelon e (""
// for none: an army), read from the OOB schema's echelons, top first.
var childEchelon = func() map[string]string {
	out := map[string]string{}
	above := ""
	for _, e := range schemaEnum("oob", "/definitions/formation/properties/echelon") {
		out[above] = e
		above = e
	}
	return out
}()

// AddFormation returns the command adding a formation named name under
// parent (a formation id; "" for an army of side). Its id is a number
// before its parent's id ("4/1/T"), or the slug of the name for an army.
func (d *Document) AddFormation(side, parent, name string) (*OOBEdit, string, error) {
	var id string
	e, err := d.editOOB("Add formation "+name, func(o *scenarios.OOB) error {
		ech, p, err := formationSlot(o, side, parent)
		if err != nil {
			return err
		}
		id = newFormationID(o, parent, name)
		o.Formations = append(o.Formations, scenarios.Formation{ID: id, Side: p, Echelon: ech, Name: name, Parent: parent})
		return nil
	})
	return e, id, err
}

// formationSlot returns the echelon and side a new formation under parent
// takes.
func formationSlot(o *scenarios.OOB, side, parent string) (echelon, sideID string, err error) {
	if parent == "" {
		return "army", side, nil
	}
	pf := o.Formation(parent)
	if pf == nil {
		return "", "", fmt.Errorf("no formation %q", parent)
	}
	ech, ok := childEchelon[pf.Echelon]
	if !ok {
		return "", "", fmt.Errorf("a %s has units, not formations, under it", pf.Echelon)
	}
	return ech, pf.Side, nil
}

// newFormationID numbers a new formation under parent.
func newFormationID(o *scenarios.OOB, parent, name string) string {
	used := func(id string) bool { return o.Formation(id) != nil }
	if parent == "" {
		return uniqueID(Slug(name), used)
	}
	for n := 1; ; n++ {
		if id := strconv.Itoa(n) + "/" + parent; !used(id) {
			return id
		}
	}
}

// AddUnit returns the command adding a unit named name of class to
// formation command; its id is the side's letter and the slug of the name
// ("u-12-mi").
func (d *Document) AddUnit(command, name, class string) (*OOBEdit, string, error) {
	var id string
	e, err := d.editOOB("Add unit "+name, func(o *scenarios.OOB) error {
		f := o.Formation(command)
		if f == nil {
			return fmt.Errorf("no formation %q", command)
		}
		id = uniqueID(sideLetter(f.Side)+"-"+Slug(name), func(id string) bool { return o.Unit(id) != nil })
		o.Units = append(o.Units, scenarios.Unit{ID: id, Name: name, Side: f.Side, Class: class, Command: command})
		return nil
	})
	return e, id, err
}

// sideLetter is the prefix of a side's unit ids: u for the Union, c for the
// Confederacy, else the side's first letter.
func sideLetter(side string) string {
	switch side {
	case "union":
		return "u"
	case "csa":
		return "c"
	case "":
		return "x"
	}
	return Slug(side)[:1]
}

// RenameFormation returns the command renaming formation id.
func (d *Document) RenameFormation(id, name string) (*OOBEdit, error) {
	return d.editOOB("Rename "+id, func(o *scenarios.OOB) error {
		f := o.Formation(id)
		if f == nil {
			return fmt.Errorf("no formation %q", id)
		}
		f.Name = name
		return nil
	})
}

// RenameUnit returns the command renaming unit id (its printed name).
func (d *Document) RenameUnit(id, name string) (*OOBEdit, error) {
	return d.editOOB("Rename "+id, func(o *scenarios.OOB) error {
		u := o.Unit(id)
		if u == nil {
			return fmt.Errorf("no unit %q", id)
		}
		u.Name = name
		return nil
	})
}

// SetCohesion returns the command setting unit id's cohesion ratings, as
// printed on the two sides of its counter (nil: not given; the play-test
// then asks the player for its UDDs).
// Errors: an unknown unit, a rating outside 0-100.
func (d *Document) SetCohesion(id string, good, disordered *int) (*OOBEdit, error) {
	return d.editOOB("Cohesion of "+id, func(o *scenarios.OOB) error {
		u := o.Unit(id)
		if u == nil {
			return fmt.Errorf("no unit %q", id)
		}
		for _, r := range []*int{good, disordered} {
			if r != nil && (*r < 0 || *r > 100) {
				return fmt.Errorf("cohesion %d is outside 0-100", *r)
			}
		}
		u.Cohesion, u.CohesionDisordered = cloneInt(good), cloneInt(disordered)
		return nil
	})
}

func cloneInt(p *int) *int {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// MoveFormation returns the command putting formation id under parent.
// Errors: unknown ids, another side, or parent inside id.
func (d *Document) MoveFormation(id, parent string) (*OOBEdit, error) {
	return d.editOOB("Move "+id, func(o *scenarios.OOB) error {
		f, p := o.Formation(id), o.Formation(parent)
		switch {
		case f == nil || p == nil:
			return fmt.Errorf("no formation %q or %q", id, parent)
		case f.Side != p.Side:
			return fmt.Errorf("%s and %s are of different sides", id, parent)
		case slices.Contains(o.CommandPath(parent), id):
			return fmt.Errorf("%s is under %s", parent, id)
		}
		f.Parent = parent
		return nil
	})
}

// MoveUnit returns the command putting unit id under formation command.
func (d *Document) MoveUnit(id, command string) (*OOBEdit, error) {
	return d.editOOB("Move "+id, func(o *scenarios.OOB) error {
		u, f := o.Unit(id), o.Formation(command)
		switch {
		case u == nil || f == nil:
			return fmt.Errorf("no unit %q or formation %q", id, command)
		case u.Side != f.Side:
			return fmt.Errorf("%s and %s are of different sides", id, command)
		}
		u.Command = command
		return nil
	})
}

// DeleteFormation returns the command removing an empty formation.
// Errors: it has formations or units under it.
func (d *Document) DeleteFormation(id string) (*OOBEdit, error) {
	return d.editOOB("Delete "+id, func(o *scenarios.OOB) error {
		if slices.ContainsFunc(o.Formations, func(f scenarios.Formation) bool { return f.Parent == id }) ||
			slices.ContainsFunc(o.Units, func(u scenarios.Unit) bool { return u.Command == id }) {
			return fmt.Errorf("%s still has formations or units under it", id)
		}
		n := len(o.Formations)
		o.Formations = slices.DeleteFunc(o.Formations, func(f scenarios.Formation) bool { return f.ID == id })
		if len(o.Formations) == n {
			return fmt.Errorf("no formation %q", id)
		}
		return nil
	})
}

// DeleteUnit returns the command removing unit id from the OOB and from
// this scenario's setup.
func (d *Document) DeleteUnit(id string) (Command, error) {
	e, err := d.editOOB("Delete "+id, func(o *scenarios.OOB) error {
		n := len(o.Units)
		o.Units = slices.DeleteFunc(o.Units, func(u scenarios.Unit) bool { return u.ID == id })
		if len(o.Units) == n {
			return fmt.Errorf("no unit %q", id)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	b := &Batch{Name: "Delete " + d.UnitName(id), Cmds: []Command{e}}
	if r := d.RemoveSetup(id); r != nil {
		b.Cmds = append(b.Cmds, r)
	}
	return b, nil
}
