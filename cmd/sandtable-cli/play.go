package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// playOptions are the flags of the play command.
type playOptions struct {
	moves, format, save string
	seed                uint64
	seedSet             bool
}

func newPlayCmd() *cobra.Command {
	var o playOptions
	cmd := &cobra.Command{
		Use:   "play SCENARIO --moves FILE [--format text|json] [--seed N] [--save GAME]",
		Short: "Replay a move file on a scenario and print the final state, control and score",
		Long: `Start SCENARIO at its first turn, apply the actions of the move file in order
(moves, end-activation, next-turn, enter, roll, adjust; see
schema/game.schema.json) and print where every unit stands, who controls the
hexes and areas of the victory objectives, the score and the result (final
once the last turn has ended). The replay stops at the first action the rules
refuse, and says why. --save writes the game reached as a game file.
A path under maps/, scenarios/ or engine/ that is not on disk is read from the
built-in data.

Exit status: 0 every action applied, 1 an action was refused, 2 usage or I/O
failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.seedSet = cmd.Flags().Changed("seed")
			return runPlay(cmd.OutOrStdout(), args[0], o)
		},
	}
	cmd.Flags().StringVar(&o.moves, "moves", "", "move file to replay (required)")
	cmd.Flags().StringVar(&o.format, "format", "text", "output format: text or json")
	cmd.Flags().Uint64Var(&o.seed, "seed", 1, "dice seed (default: the move file's seed, else 1)")
	cmd.Flags().StringVar(&o.save, "save", "", "write the game reached to this game file")
	return cmd
}

// runPlay loads, replays, prints and saves.
func runPlay(w io.Writer, scenario string, o playOptions) error {
	if o.format != "text" && o.format != "json" {
		return &exitError{code: exitUsage, err: fmt.Errorf("--format must be text or json, not %q", o.format)}
	}
	if o.moves == "" {
		return &exitError{code: exitUsage, err: errors.New("--moves FILE is required")}
	}
	g, moves, err := startPlay(scenario, o)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	applied, refusal := g.Replay(moves.Actions)
	rep := newPlayReport(g, applied, len(moves.Actions), refusal)
	if err := printPlay(w, o.format, rep); err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	if o.save != "" {
		if err := g.Save(o.save); err != nil {
			return &exitError{code: exitUsage, err: err}
		}
	}
	if refusal != nil {
		return &exitError{code: exitFindings, err: refusal}
	}
	return nil
}

// startPlay reads the move file and starts the scenario with the seed.
func startPlay(scenario string, o playOptions) (*game.Game, *game.Moves, error) {
	data, err := readArg(o.moves, jsonfile.DefaultLimits.MovesBytes)
	if err != nil {
		return nil, nil, fmt.Errorf("moves: %w", err)
	}
	moves, err := game.DecodeMoves(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", o.moves, err)
	}
	pos, err := strictSession(filesFor(scenario)).Position(scenario)
	if err != nil {
		return nil, nil, err
	}
	seed := uint64(1)
	if moves.Seed != nil {
		seed = *moves.Seed
	}
	if o.seedSet {
		seed = o.seed
	}
	g, err := game.New(pos, game.Options{Seed: seed, ScenarioPath: scenarioRef(scenario, o.save)})
	if err != nil {
		return nil, nil, err
	}
	return g, moves, nil
}

// scenarioRef is the scenario path as a game file saved at save records it
// (relative to the game file when both are on disk).
func scenarioRef(scenario, save string) string {
	if save == "" {
		return filepath.ToSlash(scenario)
	}
	if _, err := os.Stat(scenario); err != nil {
		return filepath.ToSlash(scenario)
	}
	absScen, err1 := filepath.Abs(scenario)
	absDir, err2 := filepath.Abs(filepath.Dir(save))
	if err1 != nil || err2 != nil {
		return filepath.ToSlash(scenario)
	}
	rel, err := filepath.Rel(absDir, absScen)
	if err != nil {
		return filepath.ToSlash(scenario)
	}
	return filepath.ToSlash(rel)
}

// playReport is what play prints (its JSON form with --format json).
type playReport struct {
	Scenario   string `json:"scenario"`
	Title      string `json:"title"`
	Turn       string `json:"turn"`
	Label      string `json:"label"`
	Activation int    `json:"activation"`
	Side       string `json:"side"`
	Over       bool   `json:"over"`
	Applied    int    `json:"applied"`
	Actions    int    `json:"actions"`
	Refused    string `json:"refused,omitempty"`
	// Unplaced are the free set-up units never placed: the game ran
	// without them.
	Unplaced   []string       `json:"unplaced,omitempty"`
	Units      []playUnit     `json:"units"`
	Control    []playControl  `json:"control"`
	Events     []game.Event   `json:"events,omitempty"`
	Objectives []playObjectiv `json:"objectives"`
	VP         map[string]int `json:"vp"`
	Losses     map[string]int `json:"losses"`
	Net        int            `json:"net"`
	NetOf      string         `json:"netOf,omitempty"`
	Level      string         `json:"level,omitempty"`
	Result     playResult     `json:"result"`
}

type playUnit struct {
	Unit       string   `json:"unit"`
	Name       string   `json:"name"`
	Side       string   `json:"side"`
	Where      string   `json:"where"`
	Hex        string   `json:"hex,omitempty"`
	ExtendedTo string   `json:"extendedTo,omitempty"`
	Facing     string   `json:"facing,omitempty"`
	Strength   *int     `json:"strength,omitempty"`
	Lost       int      `json:"lost,omitempty"`
	Status     []string `json:"status,omitempty"`
}

type playControl struct {
	Place string `json:"place"`
	Kind  string `json:"kind"`
	Side  string `json:"side"`
}

type playObjectiv struct {
	ID     string `json:"id"`
	Type   string `json:"type"`
	Side   string `json:"side"`
	Met    bool   `json:"met"`
	VP     int    `json:"vp"`
	Detail string `json:"detail"`
}

type playResult struct {
	Final   bool                         `json:"final"`
	Winner  string                       `json:"winner,omitempty"`
	Summary string                       `json:"summary"`
	Goals   map[string][]game.GoalStatus `json:"goals,omitempty"`
}

// newPlayReport gathers the state, control, notable events and score.
func newPlayReport(g *game.Game, applied, total int, refusal error) playReport {
	c := g.Clock()
	rep := playReport{Scenario: g.Scenario.ID, Title: g.Scenario.Title, Turn: g.TurnID(), Label: g.TurnLabel(),
		Activation: c.Activation, Side: c.Side, Over: g.Over(), Applied: applied, Actions: total,
		Units: playUnits(g), Control: playControls(g), Events: notableEvents(g)}
	if refusal != nil {
		rep.Refused = refusal.Error()
	}
	rep.Unplaced = g.Unplaced()
	sc := g.Score()
	for _, o := range sc.Objectives {
		rep.Objectives = append(rep.Objectives, playObjectiv{o.ID, o.Type, o.Side, o.Met, o.VP, o.Detail})
	}
	rep.VP, rep.Losses, rep.Net, rep.NetOf, rep.Level = sc.VP, sc.Losses, sc.Net, sc.NetOf, sc.Level
	r := g.Result()
	rep.Result = playResult{Final: r.Final, Winner: r.Winner, Summary: r.Summary, Goals: r.Goals}
	return rep
}

func playUnits(g *game.Game) []playUnit {
	var out []playUnit
	for _, u := range g.Units() {
		pu := playUnit{Unit: u.ID, Name: unitName(g, u.ID), Side: u.Side, Where: u.Where, Facing: u.Facing,
			Strength: u.Strength, Lost: u.Lost, Status: u.Status}
		if u.Where != game.OffMap && u.Where != game.Unplaced {
			pu.Hex = g.Name(u.Hex)
		}
		if u.Extended != nil {
			pu.ExtendedTo = g.Name(*u.Extended)
		}
		out = append(out, pu)
	}
	return out
}

func unitName(g *game.Game, id string) string {
	if u := g.OOB.Unit(id); u != nil {
		return u.Name
	}
	return id
}

// playControls lists who controls the hexes and areas the victory
// objectives name, each once, in objective order.
func playControls(g *game.Game) []playControl {
	out := []playControl{}
	if g.Scenario.Victory == nil {
		return out
	}
	seen := map[string]bool{}
	for _, o := range g.Scenario.Victory.Objectives {
		if o.Area != "" && !seen["area:"+o.Area] {
			seen["area:"+o.Area] = true
			out = append(out, playControl{Place: o.Area, Kind: "area", Side: g.GroupControl(g.ObjectiveHexes(o))})
		}
		for _, id := range o.Hexes {
			if h, err := g.Board.Parse(id); err == nil && !seen[id] {
				seen[id] = true
				out = append(out, playControl{Place: id, Kind: "hex", Side: g.Control(h)})
			}
		}
	}
	return out
}

// notableEvents are the log's events a reader must see: rule checks,
// broken constraints, warnings, the ruleset tables' rolls and what they
// leave to the players, and the end of the game.
func notableEvents(g *game.Game) []game.Event {
	keep := []string{"udd-required", "disordered", "retracted", "halted", "zoc", "violation", "warning", "game-over", "table", "event", "ask", "alerted", "mission"}
	var out []game.Event
	for _, e := range g.Log() {
		for _, ev := range e.Events {
			if slices.Contains(keep, ev.Kind) {
				out = append(out, ev)
			}
		}
	}
	return out
}

// printPlay writes the report as text or JSON.
func printPlay(w io.Writer, format string, rep playReport) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	ew := validate.NewEscapeWriter(w)
	writePlayText(ew, rep)
	return ew.Flush()
}

func writePlayText(w io.Writer, rep playReport) {
	state := ""
	if rep.Over {
		state = ", game over"
	}
	fmt.Fprintf(w, "%s (%s): %s (%s), activation %d (%s)%s\n", rep.Title, rep.Scenario, rep.Label, rep.Turn, rep.Activation, rep.Side, state)
	fmt.Fprintf(w, "applied %d of %d actions\n", rep.Applied, rep.Actions)
	if rep.Refused != "" {
		fmt.Fprintf(w, "REFUSED: %s\n", rep.Refused)
	}
	if n := len(rep.Unplaced); n > 0 {
		fmt.Fprintf(w, "UNPLACED: %d free set-up unit(s) never placed (place actions before play): %s\n", n, strings.Join(rep.Unplaced, ", "))
	}
	writeUnitsText(w, rep.Units)
	fmt.Fprintln(w, "control:")
	for _, c := range rep.Control {
		fmt.Fprintf(w, "  %s %s: %s\n", c.Kind, c.Place, orNobody(c.Side))
	}
	if len(rep.Events) > 0 {
		fmt.Fprintln(w, "events:")
		for _, ev := range rep.Events {
			fmt.Fprintf(w, "  %s: %s\n", ev.Kind, ev.Message)
		}
	}
	writeScoreText(w, rep)
}

func writeUnitsText(w io.Writer, units []playUnit) {
	fmt.Fprintln(w, "units:")
	for _, u := range units {
		if u.Where == game.OffMap || u.Where == game.Unplaced {
			continue
		}
		line := fmt.Sprintf("  %-22s %-18s %-6s %-10s %s", u.Unit, u.Name, u.Side, u.Where, u.Hex)
		if u.ExtendedTo != "" {
			line += "+" + u.ExtendedTo
		}
		if u.Facing != "" {
			line += " " + u.Facing
		}
		if u.Strength != nil {
			line += fmt.Sprintf(" %d SP", *u.Strength)
		}
		if u.Lost > 0 {
			line += fmt.Sprintf(" (lost %d)", u.Lost)
		}
		if len(u.Status) > 0 {
			line += " [" + strings.Join(u.Status, ", ") + "]"
		}
		fmt.Fprintln(w, line)
	}
}

func writeScoreText(w io.Writer, rep playReport) {
	fmt.Fprintln(w, "objectives:")
	for _, o := range rep.Objectives {
		met := "not met"
		if o.Met {
			met = "met"
		}
		fmt.Fprintf(w, "  %s (%s, %s): %s, %d VP - %s\n", o.ID, o.Type, o.Side, met, o.VP, o.Detail)
	}
	var sides []string
	for s := range rep.VP {
		sides = append(sides, fmt.Sprintf("%s %d VP", s, rep.VP[s]))
	}
	slices.Sort(sides)
	fmt.Fprintf(w, "score: %s; net %d (%s)", strings.Join(sides, ", "), rep.Net, rep.NetOf)
	if rep.Level != "" {
		fmt.Fprintf(w, ", level %s", rep.Level)
	}
	fmt.Fprintln(w)
	final := "provisional"
	if rep.Result.Final {
		final = "final"
	}
	fmt.Fprintf(w, "result (%s): %s\n", final, rep.Result.Summary)
}

func orNobody(s string) string {
	if s == "" {
		return "nobody"
	}
	return s
}
