package model

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

func reinforcementsField(d *Document) *[]scenarios.Reinforcement { return &d.scenario.Reinforcements }

func constraintsField(d *Document) *[]scenarios.Constraint { return &d.scenario.Constraints }

// SetReinforcement returns the command replacing reinforcement row i by r
// (i == len: a new row at the end); nil when nothing changes.
func (d *Document) SetReinforcement(i int, r scenarios.Reinforcement) Command {
	return nilIfEmpty(setRow(d, "Edit reinforcement", reinforcementsField, i, r))
}

// DeleteReinforcement returns the command removing reinforcement row i.
func (d *Document) DeleteReinforcement(i int) Command {
	return nilIfEmpty(deleteRow(d, "Delete reinforcement", reinforcementsField, i))
}

// SetConstraint returns the command replacing constraint i by c (i == len:
// a new one at the end); nil when nothing changes.
func (d *Document) SetConstraint(i int, c scenarios.Constraint) Command {
	return nilIfEmpty(setRow(d, "Edit constraint "+c.ID, constraintsField, i, c))
}

// DeleteConstraint returns the command removing constraint i.
func (d *Document) DeleteConstraint(i int) Command {
	return nilIfEmpty(deleteRow(d, "Delete constraint", constraintsField, i))
}

// setRow returns the command putting v at row i of a scenario list.
func setRow[T any](d *Document, name string, field func(*Document) *[]T, i int, v T) *ListEdit[T] {
	if i < 0 || i > len(*field(d)) {
		return nil
	}
	return newListEdit(d, name, field, Of(ScenarioFile), Change{Lists: true},
		func(list []T) ([]T, []hexgrid.Offset, bool) {
			if i == len(list) {
				return append(list, cloneJSON(v)), nil, true
			}
			same := string(cloneJSONBytes(list[i])) == string(cloneJSONBytes(v))
			list[i] = cloneJSON(v)
			return list, nil, !same
		})
}

// deleteRow returns the command removing row i of a scenario list.
func deleteRow[T any](d *Document, name string, field func(*Document) *[]T, i int) *ListEdit[T] {
	if i < 0 || i >= len(*field(d)) {
		return nil
	}
	return newListEdit(d, name, field, Of(ScenarioFile), Change{Lists: true},
		func(list []T) ([]T, []hexgrid.Offset, bool) { return slices.Delete(list, i, i+1), nil, true })
}
