package scenarios

// ErrataFormat is the value of the "format" field of an errata log.
const ErrataFormat = "sandtable-errata/1"

// Errata is a game's errata log: every place where the printed source
// contradicts itself, and what the data uses instead.
type Errata struct {
	Schema  string        `json:"$schema" validate:"required"`
	Format  string        `json:"format" validate:"required,eq=sandtable-errata/1"`
	Game    string        `json:"game" validate:"required"`
	Entries []ErrataEntry `json:"entries" validate:"dive"`
}

// ErrataEntry is one contradiction: where it is printed, what is printed,
// what the data uses, and why (our words).
type ErrataEntry struct {
	ID       string   `json:"id" validate:"required"`
	Location string   `json:"location" validate:"required"`
	Printed  string   `json:"printed" validate:"required"`
	Used     string   `json:"used" validate:"required"`
	Why      string   `json:"why" validate:"required"`
	Files    []string `json:"files,omitempty"`
}
