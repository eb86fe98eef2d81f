package model

import (
	"reflect"

	"github.com/sandtable/sandtable/maps"
)

// TraceSetupEdit replaces the map's trace setup (maps.TraceSetup: the
// tracer's examples, slivers, print style and known levels). An empty
// setup is stored as none, so a map never traced keeps no trace object.
type TraceSetupEdit struct {
	label         string
	before, after *maps.TraceSetup
}

// Label implements Command.
func (e *TraceSetupEdit) Label() string { return e.label }

// Files implements Command.
func (e *TraceSetupEdit) Files() FileSet { return Of(MapFile) }

// Apply implements Command.
func (e *TraceSetupEdit) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *TraceSetupEdit) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *TraceSetupEdit) set(d *Document, s *maps.TraceSetup) Change {
	d.m.Trace = s.Clone()
	return Change{Files: e.Files(), Trace: true}
}

// TraceSetup returns a copy of the map's trace setup (the zero setup when
// the map has none).
func (d *Document) TraceSetup() maps.TraceSetup {
	if d.m.Trace == nil {
		return maps.TraceSetup{}
	}
	return *d.m.Trace.Clone()
}

// SetTraceSetup returns the command named label giving the map trace
// setup s; nil when s is what the map has.
func (d *Document) SetTraceSetup(label string, s maps.TraceSetup) *TraceSetupEdit {
	var after *maps.TraceSetup
	if !s.Empty() {
		after = s.Clone()
	}
	before := d.m.Trace.Clone()
	if reflect.DeepEqual(norm(before), norm(after)) {
		return nil
	}
	return &TraceSetupEdit{label: label, before: before, after: after}
}

// norm is s with empty lists and maps as nil, for comparing setups.
func norm(s *maps.TraceSetup) *maps.TraceSetup {
	if s.Empty() {
		return nil
	}
	c := s.Clone()
	if len(c.Examples) == 0 {
		c.Examples = nil
	}
	if len(c.Slivers) == 0 {
		c.Slivers = nil
	}
	if len(c.Levels) == 0 {
		c.Levels = nil
	}
	return c
}
