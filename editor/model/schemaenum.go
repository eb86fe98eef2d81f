package model

import (
	"fmt"

	"github.com/sandtable/sandtable/schema"
)

// schemaEnum returns the enum of the embedded schema of kind at pointer
// (see schema.Enum), the one definition of a vocabulary the editor lists.
// It panics when the embedded schema has none there: a defect of the
// build, which every test of the package finds.
func schemaEnum(kind, pointer string) []string {
	vs, err := schema.Enum(kind, pointer)
	if err != nil {
		panic(fmt.Sprintf("editor/model: %v", err))
	}
	return vs
}
