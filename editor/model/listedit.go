package model

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ListEdit replaces one list of the model (the map's paths, areas or places;
// the scenario's setup, reinforcements or constraints) by another. Both lists
// are deep copies owned by the command, so later edits never reach them.
type ListEdit[T any] struct {
	name   string
	key    int64
	field  func(d *Document) *[]T
	files  FileSet
	kind   Change // the flags to report (Lines, Units, Lists...)
	before []T
	after  []T
	hexes  []hexgrid.Offset // hexes whose drawing the edit changes
}

// Label implements Command.
func (e *ListEdit[T]) Label() string { return e.name }

// Files implements Command.
func (e *ListEdit[T]) Files() FileSet { return e.files }

// Apply implements Command.
func (e *ListEdit[T]) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *ListEdit[T]) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *ListEdit[T]) set(d *Document, v []T) Change {
	*e.field(d) = cloneJSON(v)
	ch := e.kind
	ch.Files = e.files
	ch.Hexes = append([]hexgrid.Offset(nil), e.hexes...)
	return ch
}

func (e *ListEdit[T]) strokeKey() int64 { return e.key }

// absorb joins a later edit of the same list in the same gesture.
func (e *ListEdit[T]) absorb(next Command) bool {
	n, ok := next.(*ListEdit[T])
	if !ok || n.name != e.name {
		return false
	}
	e.after = n.after
	e.hexes = append(e.hexes, n.hexes...)
	return true
}

// newListEdit returns the command replacing the list field of d by the
// result of edit on a copy of it; nil when edit reports no change.
func newListEdit[T any](d *Document, name string, field func(*Document) *[]T, files FileSet, kind Change,
	edit func(list []T) ([]T, []hexgrid.Offset, bool)) *ListEdit[T] {
	before := cloneJSON(*field(d))
	after, hexes, changed := edit(cloneJSON(before))
	if !changed {
		return nil
	}
	return &ListEdit[T]{name: name, field: field, files: files, kind: kind, before: before, after: after, hexes: hexes}
}
