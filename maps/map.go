// Package maps holds the map model of Sandtable: sheets, hexes, hexsides,
// paths, areas and places, with canonical JSON load and save and the built-in
// maps. Hex geometry lives in the leaf package maps/hexgrid.
package maps

// Format is the value of the "format" field of a map file.
const Format = "sandtable-map/1"

// SchemaID is the "$schema" every map file carries.
const SchemaID = "https://sandtable.dev/schema/map.schema.json"

// Map is a whole game map (one or more printed sheets). Field order is the
// canonical key order of the file.
type Map struct {
	Schema         string             `json:"$schema" validate:"required"`
	Format         string             `json:"format" validate:"required,eq=sandtable-map/1"`
	ID             string             `json:"id" validate:"required"`
	Name           string             `json:"name" validate:"required"`
	Ruleset        string             `json:"ruleset" validate:"required"`
	Grid           Grid               `json:"grid"`
	Numbering      Numbering          `json:"numbering"`
	Sheets         []Sheet            `json:"sheets" validate:"required,min=1,dive"`
	DefaultTerrain string             `json:"defaultTerrain" validate:"required"`
	Hexes          map[string]Hex     `json:"hexes,omitempty" validate:"dive"`
	Hexsides       map[string]Hexside `json:"hexsides,omitempty" validate:"dive"`
	Paths          []Path             `json:"paths,omitempty" validate:"dive"`
	Areas          []Area             `json:"areas,omitempty" validate:"dive"`
	Places         []Place            `json:"places,omitempty" validate:"dive"`
	Trace          *TraceSetup        `json:"trace,omitempty"`
	Transcription  *Transcription     `json:"transcription,omitempty"`
	Notes          []string           `json:"notes,omitempty"`
}

// Grid gives the hex orientation, the stagger stated on printed column (flat)
// or row (pointy) numbers, and the printed hex size in millimetres across flats.
type Grid struct {
	Orientation      string  `json:"orientation" validate:"oneof=flat pointy"`
	Stagger          string  `json:"stagger" validate:"oneof=odd even"`
	HexAcrossFlatsMM float64 `json:"hexAcrossFlatsMM" validate:"gt=0"`
}

// Numbering says how hex ids are written: with or without a sheet prefix, how
// many digits the column and the row take, in which order and with what
// between them.
type Numbering struct {
	SheetPrefix  bool `json:"sheetPrefix"`
	ColumnDigits int  `json:"columnDigits" validate:"min=1,max=3"`
	RowDigits    int  `json:"rowDigits" validate:"min=1,max=3"`
	// RowFirst writes the row part before the column part, as a VASSAL
	// sideways grid numbered horizontal-first names its hexes.
	RowFirst bool `json:"rowFirst,omitempty"`
	// Separator is written between the column and row parts ("12-05").
	Separator string `json:"separator,omitempty" validate:"max=4"`
	// ColumnLetters writes the column part in letters as VASSAL's
	// alphabetic numbering does (A = 0 ... Z = 25, AA = 26, BB = 27);
	// ColumnDigits is then the most letters it takes. RowLetters: the
	// same for the row part.
	ColumnLetters bool `json:"columnLetters,omitempty"`
	RowLetters    bool `json:"rowLetters,omitempty"`
	// ColumnAtLeast makes ColumnDigits the least digits of the column
	// part: longer numbers are written in full, as VASSAL writes them
	// ("7" and "12" with one digit). RowAtLeast: the same for the row.
	ColumnAtLeast bool `json:"columnAtLeast,omitempty"`
	RowAtLeast    bool `json:"rowAtLeast,omitempty"`
}

// Sheet is one printed map sheet: its printed column and row ranges (inclusive)
// and its offset in the global grid (global = printed + offset).
type Sheet struct {
	ID      string `json:"id" validate:"required"`
	Name    string `json:"name,omitempty"`
	Columns [2]int `json:"columns"`
	Rows    [2]int `json:"rows"`
	// ShortColumns ("odd" or "even"): the printed columns of that parity
	// stop one row short of Rows[1]. ShortRows: the same for rows.
	ShortColumns string `json:"shortColumns,omitempty" validate:"omitempty,oneof=odd even"`
	ShortRows    string `json:"shortRows,omitempty" validate:"omitempty,oneof=odd even"`
	// ShortColumnsStart ("odd" or "even"): the printed columns of that
	// parity start one row after Rows[0]. ShortRowsStart: the rows of that
	// parity start one column after Columns[0].
	ShortColumnsStart string     `json:"shortColumnsStart,omitempty" validate:"omitempty,oneof=odd even"`
	ShortRowsStart    string     `json:"shortRowsStart,omitempty" validate:"omitempty,oneof=odd even"`
	Offset            SheetShift `json:"offset"`
	Scan              *Scan      `json:"scan,omitempty"`
}

// SheetShift places a sheet's printed numbers in the global grid, in hexes.
type SheetShift struct {
	Column int `json:"column"`
	Row    int `json:"row"`
}

// Scan is a scanned image of a printed sheet, under the grid, with its
// calibration: Affine = [a, b, c, d, e, f] takes map millimetres (x, y) to
// image pixels, px = a*x + b*y + c, py = d*x + e*y + f. Map millimetres are
// those of hexgrid.Layout{Size: hexAcrossFlatsMM/sqrt(3)}: the centre of
// global hex (0,0) at (0,0), x east, y south.
type Scan struct {
	Path   string     `json:"path" validate:"required"`
	Affine [6]float64 `json:"affine"`
}

// Hex holds what is known about one hex. Absent terrain means the map's
// default terrain.
type Hex struct {
	Terrain   string   `json:"terrain,omitempty"`
	Elevation *int     `json:"elevation,omitempty"`
	Features  []string `json:"features,omitempty" validate:"dive,oneof=camp-infantry camp-cavalry camp-artillery hq church landing crossroads bridge ford building town fort rr-station entry"`
	Label     string   `json:"label,omitempty"`
	Source    string   `json:"source,omitempty"`
	Note      string   `json:"note,omitempty"`
}

// Hexside is a feature along the side between two hexes. Contours gives the
// contour lines on the side of the naming hex and on the far side.
type Hexside struct {
	Type     string  `json:"type,omitempty"`
	Contours *[2]int `json:"contours,omitempty"`
	Ford     bool    `json:"ford,omitempty"`
	Bridge   bool    `json:"bridge,omitempty"`
	Source   string  `json:"source,omitempty"`
	Note     string  `json:"note,omitempty"`
}

// Path is a named road, farm lane, pike or railroad as an ordered hex list.
type Path struct {
	ID     string   `json:"id" validate:"required"`
	Type   string   `json:"type" validate:"required"`
	Name   string   `json:"name,omitempty"`
	Hexes  []string `json:"hexes" validate:"min=2"`
	Source string   `json:"source,omitempty"`
	Note   string   `json:"note,omitempty"`
}

// Area is a named group of hexes: a field with its boundary hexes, a town, a
// landing, a county. Complete is false while only some hexes are known.
type Area struct {
	ID            string   `json:"id" validate:"required"`
	Name          string   `json:"name" validate:"required"`
	Kind          string   `json:"kind" validate:"oneof=field town landing county area"`
	Hexes         []string `json:"hexes,omitempty"`
	BoundaryHexes []string `json:"boundaryHexes,omitempty"`
	Complete      *bool    `json:"complete,omitempty"`
	Source        string   `json:"source,omitempty"`
	Note          string   `json:"note,omitempty"`
}

// Place is a named hex from the gazetteer (Shiloh Church S2706).
type Place struct {
	ID     string `json:"id" validate:"required"`
	Name   string `json:"name" validate:"required"`
	Hex    string `json:"hex" validate:"required"`
	Source string `json:"source,omitempty"`
	Note   string `json:"note,omitempty"`
}

// Transcription records which features came from the source documents and
// what is still to be painted.
type Transcription struct {
	FromSeeds []string `json:"fromSeeds,omitempty"`
	ToDo      string   `json:"toDo,omitempty"`
}
