package model

import (
	"encoding/json"
	"fmt"
)

// cloneJSON returns a deep copy of v made by a JSON round trip: every model
// type is plain data that JSON carries whole.
func cloneJSON[T any](v T) T {
	data, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("model: cannot copy %T: %v", v, err)) // model types always encode
	}
	var out T
	if err := json.Unmarshal(data, &out); err != nil {
		panic(fmt.Sprintf("model: cannot copy %T: %v", v, err))
	}
	return out
}

// cloneJSONBytes returns the JSON encoding of v (for comparisons).
func cloneJSONBytes(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("model: cannot encode %T: %v", v, err))
	}
	return data
}
