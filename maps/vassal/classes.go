package vassal

// Element names of the module parts the export writes besides the map's
// boards and grids (see grid.go), as VASSAL's buildFile names them: the
// Java class that builds each.
const (
	classCommandEncoder = "VASSAL.build.module.BasicCommandEncoder"
	classPieceMover     = "VASSAL.build.module.map.PieceMover"
	classStackMetrics   = "VASSAL.build.module.map.StackMetrics"
	classDetailViewer   = "VASSAL.build.module.map.CounterDetailViewer"
	classPieceWindow    = "VASSAL.build.module.PieceWindow"
	classListWidget     = "VASSAL.build.widget.ListWidget"
	classPanelWidget    = "VASSAL.build.widget.PanelWidget"
	classTurnTracker    = "VASSAL.build.module.turn.TurnTracker"
	classListTurnLevel  = "VASSAL.build.module.turn.ListTurnLevel"
	// pickerSetup is the BoardPicker's child holding its default setup.
	pickerSetup = "setup"
)

// mapHelpers are the components VASSAL gives a new Map (Map.build with no
// element) besides its board picker, stack metrics, piece mover and
// counter detail viewer: keyboard forwarding, scrolling, menus, centring,
// stack expansion, selection, image saving and zoom. Written without
// attributes, each takes VASSAL's defaults.
var mapHelpers = []string{
	"VASSAL.build.module.map.ForwardToKeyBuffer",
	"VASSAL.build.module.map.Scroller",
	"VASSAL.build.module.map.ForwardToChatter",
	"VASSAL.build.module.map.MenuDisplayer",
	"VASSAL.build.module.map.MapCenterer",
	"VASSAL.build.module.map.StackExpander",
	"VASSAL.build.module.map.KeyBufferer",
	"VASSAL.build.module.map.ImageSaver",
	"VASSAL.build.module.map.Zoomer",
}
