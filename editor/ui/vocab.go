package ui

import (
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/schema"
)

// schemaChoices returns the values a file format allows at a place, taken
// from its JSON Schema (the one source of the formats' vocabularies); an
// optional value's "none" is added by the chooser (see optional). A pointer
// that names no enum gives an empty list (TestChoosersFromSchemas guards the
// pointers).
func schemaChoices(kind, pointer string) []string {
	vals, err := schema.Enum(kind, pointer)
	if err != nil {
		return nil
	}
	return vals
}

// The choosers of the editor's forms, from the schemas.
var (
	// ConstraintTypes are the constraint kinds (all of them checked by the
	// engine).
	ConstraintTypes = schemaChoices("scenario", "/definitions/constraint/properties/type")
	// SetupStatuses are the statuses a set-up entry may give: those of the
	// built-in rulesets (each ruleset has its own; the validator checks a
	// scenario's against its ruleset, code vocab.unknown).
	SetupStatuses = builtinStatuses()
	// SetupOrders are the orders a set-up entry may give.
	SetupOrders = schemaChoices("scenario", "/definitions/setup/properties/orders")
	// OrderChoices are the arrival order letters a reinforcement row may give.
	OrderChoices = schemaChoices("scenario", "/definitions/reinforcement/properties/order")
)

// builtinStatuses lists the statuses of the built-in rulesets, each once,
// in ruleset order.
func builtinStatuses() []string {
	var out []string
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		rs, err := engine.BuiltinRuleset(id)
		if err != nil {
			continue
		}
		for _, s := range rs.Statuses {
			if !slices.Contains(out, s.ID) {
				out = append(out, s.ID)
			}
		}
	}
	return out
}
