package editor

import "github.com/sandtable/sandtable/schema"

// noChoice is the chooser entry for an optional value left unset.
const noChoice = "(none)"

// schemaChoices returns the values a file format allows at a place, taken
// from its JSON Schema (the one source of the formats' vocabularies), with
// noChoice first when the value is optional. A pointer that names no enum
// gives an empty list (TestChoosersFromSchemas guards the pointers).
func schemaChoices(kind, pointer string, optional bool) []string {
	vals, err := schema.Enum(kind, pointer)
	if err != nil {
		return nil
	}
	if optional {
		return append([]string{noChoice}, vals...)
	}
	return vals
}

// The choosers of the editor's forms, from the schemas.
var (
	// constraintTypes are the constraint kinds (all of them checked by the
	// engine).
	constraintTypes = schemaChoices("scenario", "/definitions/constraint/properties/type", false)
	// setupStatuses are the statuses a set-up entry may give.
	setupStatuses = schemaChoices("scenario", "/definitions/setup/properties/status", false)
	// setupOrders are the orders a set-up entry may give.
	setupOrders = schemaChoices("scenario", "/definitions/setup/properties/orders", false)
	// orderChoices are the arrival order letters a reinforcement row may give.
	orderChoices = schemaChoices("scenario", "/definitions/reinforcement/properties/order", false)
)
