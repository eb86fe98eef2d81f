package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// renderOptions are the flags of the render command.
type renderOptions struct {
	out, sheet, window string
	dpi                float64
	noIDs, noCounters  bool
	progress           bool
}

// Limits and defaults of the render command.
const (
	defaultRenderDPI = 150
	// progressMinHexes is the smallest drawing (in hexes) that reports its
	// progress on a terminal without --progress.
	progressMinHexes = 1000
)

func newRenderCmd() *cobra.Command {
	var o renderOptions
	cmd := &cobra.Command{
		Use:   "render (MAP.json | SCENARIO.json) -o OUT.(png|svg|pdf) [--dpi N] [--sheet S] [--window REGION_JSON] [--no-ids] [--no-counters] [--progress]",
		Short: "Draw a map, or a scenario's map with its set-up counters, as PNG, SVG or PDF",
		Long: `Draw a map for print or as an image: terrain, hex grid, contour lines,
hexside features, roads and lanes, sheet edges, feature symbols, area and place
names, hex ids and, for a scenario, its set-up counters (name, strength and a
facing triangle; stacks offset).

The format comes from the extension of -o: .png (at --dpi, default 150), .svg
or .pdf (both at printed size in millimetres; hexes are the map file's
hexAcrossFlatsMM across flats). --sheet draws one sheet alone with its own hex
ids. --window draws the bounding box of a region's hexes plus a 5 mm margin;
REGION_JSON is the region as JSON (as in scenario files, e.g.
'{"range": {"from": "S2410", "to": "S3020"}}') or the path of a file holding it.
A path under maps/, scenarios/ or engine/ that is not on disk is read from the
built-in data (e.g. scenarios/itw-shiloh/01-bloody-april.scenario.json).
Progress goes to stderr, a line per 10%, for large maps when stderr is a
terminal, or always with --progress.

Exit status: 0 written, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := runRender(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], o); err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&o.out, "output", "o", "", "output file: .png, .svg or .pdf (required)")
	f.Float64Var(&o.dpi, "dpi", defaultRenderDPI, "PNG resolution in dots (pixels) per inch")
	f.StringVar(&o.sheet, "sheet", "", "draw this sheet alone (its id in the map file)")
	f.StringVar(&o.window, "window", "", "draw the region given as JSON, or a file holding the JSON")
	f.BoolVar(&o.noIDs, "no-ids", false, "leave out the hex ids")
	f.BoolVar(&o.noCounters, "no-counters", false, "leave out a scenario's counters")
	f.BoolVar(&o.progress, "progress", false, "report progress on stderr even when it is not a terminal")
	return cmd
}

// renderFormat returns the output format named by the extension of path:
// "png", "svg" or "pdf".
func renderFormat(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".png", ".svg", ".pdf":
		return ext[1:], nil
	case "":
		return "", errors.New("-o OUT.(png|svg|pdf) is required")
	default:
		return "", fmt.Errorf("-o %s: unknown format %q: use .png, .svg or .pdf", path, ext)
	}
}

// runRender loads the file, draws it and writes the output.
func runRender(stdout, stderr io.Writer, path string, o renderOptions) error {
	format, err := renderFormat(o.out)
	if err != nil {
		return err
	}
	if err := jsonfile.DefaultLimits.CheckDPI(o.dpi); err != nil {
		return err
	}
	scene, err := loadRenderScene(stderr, path)
	if err != nil {
		return err
	}
	scene.Sheet = o.sheet
	if o.window != "" {
		r, err := parseWindow(o.window)
		if err != nil {
			return err
		}
		if scene.Window, err = drawscene.Window(scene.Map, scene.Geo, *r); err != nil {
			return fmt.Errorf("render %s: %w", path, err)
		}
	}
	opts := draw.Options{NoHexIDs: o.noIDs, NoCounters: o.noCounters}
	page, err := draw.PageOf(scene, opts)
	if err != nil {
		return fmt.Errorf("render %s: %w", path, err)
	}
	if o.progress || isTerminal(stderr) && len(page.Hexes) >= progressMinHexes {
		opts.Progress = progressLines(stderr)
	}
	var size string
	if format == "svg" { // streamed to the file: an SVG of 1M hexes is 400 MB
		err = jsonfile.WriteOutputFunc(o.out, func(w io.Writer) error {
			c := draw.NewSVG(w, page.Width, page.Height)
			if err := draw.Draw(c, scene, opts); err != nil {
				return err
			}
			return c.Close()
		})
		if err != nil {
			return fmt.Errorf("render %s: %w", path, err)
		}
	} else {
		var data []byte
		if data, size, err = renderBytes(format, scene, page, opts, o.dpi); err != nil {
			return fmt.Errorf("render %s: %w", path, err)
		}
		if err := jsonfile.WriteOutput(o.out, data); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "wrote %s (%s, %.1f x %.1f mm%s, %d hexes)\n", o.out, strings.ToUpper(format), page.Width, page.Height, size, len(page.Hexes))
	return nil
}

// renderBytes draws the scene in the format and returns the file's bytes,
// with the pixel size for a PNG (", W x H px at N dpi").
func renderBytes(format string, s draw.Scene, page draw.Page, opts draw.Options, dpi float64) ([]byte, string, error) {
	var buf bytes.Buffer
	switch format {
	case "png":
		r, err := draw.NewRaster(page.Width, page.Height, dpi)
		if err != nil {
			return nil, "", err
		}
		if err := draw.DrawParallel(r, s, opts); err != nil {
			return nil, "", err
		}
		if err := r.Err(); err != nil {
			return nil, "", err
		}
		b := r.Image().Bounds()
		if err := draw.EncodePNG(&buf, r.Image(), dpi); err != nil {
			return nil, "", err
		}
		return buf.Bytes(), fmt.Sprintf(", %d x %d px at %g dpi", b.Dx(), b.Dy(), dpi), nil
	case "svg":
		c := draw.NewSVG(&buf, page.Width, page.Height)
		if err := draw.Draw(c, s, opts); err != nil {
			return nil, "", err
		}
		if err := c.Close(); err != nil {
			return nil, "", err
		}
		return buf.Bytes(), "", nil
	default:
		c, err := draw.NewPDF(page.Width, page.Height)
		if err != nil {
			return nil, "", err
		}
		if err := draw.Draw(c, s, opts); err != nil {
			return nil, "", err
		}
		if err := c.Write(&buf); err != nil {
			return nil, "", err
		}
		return buf.Bytes(), "", nil
	}
}

// loadRenderScene loads a map file, or a scenario file with its map, OOB
// and ruleset, into a scene. A ruleset or OOB that cannot be loaded is
// reported on warn and drawn without (default colours, counters named by id).
func loadRenderScene(warn io.Writer, path string) (draw.Scene, error) {
	files := filesFor(path)
	data, err := files.ReadFile(path)
	if err != nil {
		return draw.Scene{}, fmt.Errorf("load %s: %w", path, err)
	}
	kind, err := renderKind(path, data)
	if err != nil {
		return draw.Scene{}, err
	}
	sess := strictSession(files)
	if kind == "map" {
		m, err := sess.Map(path)
		if err != nil {
			return draw.Scene{}, err
		}
		return drawscene.Scene(m, loadRuleset(warn, sess, path, m.Ruleset), nil, nil)
	}
	sc, err := sess.Scenario(path)
	if err != nil {
		return draw.Scene{}, err
	}
	m, err := sess.Map(files.Join(path, sc.Map))
	if err != nil {
		return draw.Scene{}, err
	}
	oob, err := sess.OOB(files.Join(path, sc.OOB))
	var de *validate.DecodeError
	if errors.As(err, &de) {
		return draw.Scene{}, err
	}
	if err != nil {
		fmt.Fprintf(warn, "sandtable-cli: warning: %v: counters are named by unit id\n", err)
		oob = nil
	}
	return drawscene.Scene(m, loadRuleset(warn, sess, path, sc.Ruleset), sc, oob)
}

// loadRuleset loads the ruleset ref names from the file at path; on failure
// it warns and returns nil (the unknown style).
func loadRuleset(warn io.Writer, sess *validate.Session, path, ref string) *engine.Ruleset {
	rs, err := sess.Ruleset(path, ref)
	if err != nil {
		fmt.Fprintf(warn, "sandtable-cli: warning: %v: types drawn in the unknown style\n", err)
		return nil
	}
	return rs
}

// renderKind tells a map file from a scenario file by its name or, failing
// that, its "format" field.
func renderKind(path string, data []byte) (string, error) {
	switch validate.KindOf(path) {
	case "map":
		return "map", nil
	case "scenario":
		return "scenario", nil
	}
	var head struct {
		Format string `json:"format"`
	}
	_ = json.Unmarshal(data, &head)
	switch head.Format {
	case maps.Format:
		return "map", nil
	case scenarios.ScenarioFormat:
		return "scenario", nil
	}
	return "", fmt.Errorf("%s: not a map or scenario file (name it *.map.json or *.scenario.json, or give it a \"format\")", path)
}

// parseWindow reads a region from JSON text, or from the file named by arg
// when it does not start with "{". Unknown fields are refused.
func parseWindow(arg string) (*scenarios.Region, error) {
	data := []byte(arg)
	if !strings.HasPrefix(strings.TrimSpace(arg), "{") {
		var err error
		if data, err = readArg(arg, 0); err != nil {
			return nil, fmt.Errorf("--window: %w", err)
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var r scenarios.Region
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("--window: not a region: %w", err)
	}
	return &r, nil
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// progressLines returns a progress callback that writes a line to w each
// time another tenth of the hex visits is done.
func progressLines(w io.Writer) func(done, total int) {
	next := 10
	return func(done, total int) {
		for total > 0 && next <= 100 && done*100 >= next*total {
			fmt.Fprintf(w, "render: %3d%% (%d of %d hex visits)\n", next, done, total)
			next += 10
		}
	}
}
