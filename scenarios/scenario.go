package scenarios

// ScenarioFormat is the value of the "format" field of a scenario file.
const ScenarioFormat = "sandtable-scenario/1"

// Scenario is one scenario of a game: what is on the map at the start, what
// arrives later, the special rules that can be data, and how it is won.
// Paths (Map, OOB) are relative to the scenario file.
type Scenario struct {
	Schema         string           `json:"$schema" validate:"required"`
	Format         string           `json:"format" validate:"required,eq=sandtable-scenario/1"`
	ID             string           `json:"id" validate:"required"`
	Title          string           `json:"title" validate:"required"`
	VariantOf      string           `json:"variantOf,omitempty"`
	Source         *Source          `json:"source,omitempty"`
	Map            string           `json:"map" validate:"required"`
	OOB            string           `json:"oob" validate:"required"`
	Ruleset        string           `json:"ruleset" validate:"required"`
	Sides          []string         `json:"sides" validate:"min=1"`
	FirstPlayer    string           `json:"firstPlayer" validate:"required"`
	Turns          []Turn           `json:"turns" validate:"min=1,dive"`
	Length         Length           `json:"length"`
	PlayArea       *Region          `json:"playArea,omitempty"`
	PlayAreaFrom   []PlayAreaChange `json:"playAreaFrom,omitempty" validate:"dive"`
	Setup          []Setup          `json:"setup" validate:"dive"`
	FreeSetup      []FreeSetup      `json:"freeSetup,omitempty" validate:"dive"`
	Attachments    []Attachment     `json:"attachments,omitempty" validate:"dive"`
	Reinforcements []Reinforcement  `json:"reinforcements,omitempty" validate:"dive"`
	Constraints    []Constraint     `json:"constraints,omitempty" validate:"dive"`
	OrdersFrom     []OrdersFrom     `json:"ordersFrom,omitempty" validate:"dive"`
	// ActivationLimits cap how often units activate at a moment of the
	// game (HSN S4, L566: no second activation in the first three
	// initiatives).
	ActivationLimits []ActivationCap `json:"activationLimits,omitempty" validate:"dive"`
	Victory          *Victory        `json:"victory,omitempty"`
	// Absent lists the units the scenario's text says do not take part.
	Absent []string `json:"absent,omitempty"`
	Notes  []string `json:"notes,omitempty"`
}

// ActivationCap is a scenario's cap on how often a unit activates: a unit
// of one of Classes (every class but leaders when empty) has at most Max
// activations of the turn while the cap applies (Applies: a turn, and the
// number of its first activations; 0 the whole turn).
type ActivationCap struct {
	Max     int      `json:"max" validate:"min=1"`
	Classes []string `json:"classes,omitempty"`
	Applies Applies  `json:"applies"`
	Source  string   `json:"source,omitempty"`
	Note    string   `json:"note,omitempty"`
}

// Source says where a scenario was transcribed from.
type Source struct {
	Book    string `json:"book" validate:"required"`
	Section string `json:"section,omitempty"`
	Lines   string `json:"lines,omitempty"`
}

// Turn is one game turn: its id ("apr6-0600"), date, start time, the book's
// label ("6 AM", "7-8 PM") and whether it is a night turn.
type Turn struct {
	ID    string `json:"id" validate:"required"`
	Date  string `json:"date,omitempty" validate:"omitempty,datetime=2006-01-02"`
	Time  string `json:"time,omitempty" validate:"omitempty,datetime=15:04"`
	Label string `json:"label" validate:"required"`
	Night bool   `json:"night,omitempty"`
}

// Length gives the first and last turn, and the last turn of the extended
// game where the scenario has one (turn ids).
type Length struct {
	First        string `json:"first" validate:"required"`
	Last         string `json:"last" validate:"required"`
	ExtendedLast string `json:"extendedLast,omitempty"`
	// SetupTime ("15:04") is the moment of the battle the set-up shows when
	// it is not the start of the first turn (ITW S9 is set up about half an
	// hour into the 11 AM turn that S4 starts with); cross-scenario checks
	// compare scenarios by it.
	SetupTime string `json:"setupTime,omitempty" validate:"omitempty,datetime=15:04"`
	// FirstDay ("2006-01-02") is the date the book counts as the battle's
	// first day when it is not the date of the first turn: a second-day
	// scenario (ITW S8 starts on April 7, the second day) or a scenario
	// begun on another day (ITW S10 makes April 5 the first day, and the
	// April 6 of its extended game the second). Rules "for the first day"
	// (ITW BB 30.0, EN L1235-1240) and tables by day read it.
	FirstDay string `json:"firstDay,omitempty" validate:"omitempty,datetime=2006-01-02"`
	Note     string `json:"note,omitempty"`
}

// Setup places one counter at the start. Hex is written as the book prints
// it; an overlap hex may be given under either name. With names a formation
// when the counter sets up with any unit of it instead of in a given hex.
type Setup struct {
	Unit     string `json:"unit" validate:"required"`
	Hex      string `json:"hex,omitempty" validate:"required_without=With"`
	Facing   string `json:"facing,omitempty" validate:"omitempty,oneof=N NE E SE S SW W NW any"`
	Strength *int   `json:"strength,omitempty" validate:"omitempty,min=0"`
	// MA overrides the unit's movement allowance (MP) in this scenario.
	MA         *float64 `json:"ma,omitempty" validate:"omitempty,min=0"`
	Status     []string `json:"status,omitempty"`
	Orders     string   `json:"orders,omitempty" validate:"omitempty,oneof=advance attack march advance-or-attack"`
	Fatigue    string   `json:"fatigue,omitempty" validate:"omitempty,oneof=0 1 2 3 4 OK"`
	ExtendedTo string   `json:"extendedTo,omitempty"`
	Extension  string   `json:"extension,omitempty" validate:"required_with=ExtendedTo,omitempty,oneof=line column"`
	With       string   `json:"with,omitempty"`
	Sections   []string `json:"sections,omitempty"`
	Marker     string   `json:"marker,omitempty"`
	Note       string   `json:"note,omitempty"`
	Source     string   `json:"source,omitempty"`
}

// Reinforcement is one printed row of a reinforcement chart: who enters, when
// (a turn id), where (a region), with how many activations, in which order.
// Formations enter whole, less the units in Except. A row that arrives by a
// table or a die roll has Set (and Earliest, Schedule) instead of Turn. Edge
// says the rule requires every entry hex to be on the map edge.
type Reinforcement struct {
	Turn            string   `json:"turn,omitempty" validate:"required_without=Set"`
	Set             *int     `json:"set,omitempty" validate:"omitempty,min=0"`
	Schedule        string   `json:"schedule,omitempty" validate:"omitempty,oneof=fixed arrival-table die-roll"`
	Earliest        string   `json:"earliest,omitempty"`
	Entry           Region   `json:"entry"`
	Edge            bool     `json:"edge,omitempty"`
	Alternative     *Region  `json:"alternative,omitempty"`
	Rolls           []Roll   `json:"rolls,omitempty" validate:"dive"`
	AlternativeNote string   `json:"alternativeNote,omitempty"`
	Units           []string `json:"units,omitempty" validate:"required_without=Formations"`
	Formations      []string `json:"formations,omitempty"`
	Except          []string `json:"except,omitempty"`
	Activations     *int     `json:"activations,omitempty" validate:"omitempty,min=0"`
	Order           string   `json:"order,omitempty" validate:"omitempty,oneof=A B C D E"`
	Fatigue         string   `json:"fatigue,omitempty" validate:"omitempty,oneof=0 1 2 3 4 OK"`
	Orders          string   `json:"orders,omitempty" validate:"omitempty,oneof=advance attack march"`
	Status          []string `json:"status,omitempty"`
	Marker          string   `json:"marker,omitempty"`
	Note            string   `json:"note,omitempty"`
	Source          string   `json:"source,omitempty"`
}

// TurnIndex returns the position of the turn id in Turns, or -1.
func (s *Scenario) TurnIndex(id string) int {
	for i, t := range s.Turns {
		if t.ID == id {
			return i
		}
	}
	return -1
}

// Attachment records that in this scenario a unit (or a whole formation)
// serves under another
// formation than its OOB command ("13 MO 2/2/T (attached to McDowell)"), so
// the OOB keeps one counter.
type Attachment struct {
	Unit      string `json:"unit,omitempty" validate:"required_without=Formation"`
	Formation string `json:"formation,omitempty"`
	To        string `json:"to" validate:"required"`
	// Kind: "attached" (the book attaches it) or "command" (only its chain of
	// command is rerouted, e.g. brigades tracing straight to a corps leader).
	Kind    string `json:"kind,omitempty" validate:"omitempty,oneof=attached command"`
	Printed string `json:"printed,omitempty"`
	Note    string `json:"note,omitempty"`
	Source  string `json:"source,omitempty"`
}

// Roll is one line of a die-roll arrival schedule: from Turn on, the row
// arrives on a roll of Need ("9", "8+", "2+", "auto").
type Roll struct {
	Turn string `json:"turn" validate:"required"`
	Need string `json:"need" validate:"required"`
	Note string `json:"note,omitempty"`
}
