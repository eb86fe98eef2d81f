package main

import (
	"context"
	"fmt"
	"image"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
	"github.com/sandtable/sandtable/validate"
)

func newTraceCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "trace",
		Short: "Trace terrain, water, roads and contour counts from calibrated scans",
	}
	cmd.AddCommand(newTraceRunCmd(), newTraceGenCmd(), newTraceAccuracyCmd())
	return cmd
}

// traceRunOptions are the flags of trace run.
type traceRunOptions struct {
	out             string
	teach           []string
	minConf         float64
	sliverAny       []string
	water, road, cl string
	review          string
	progress        bool
	levels          []string // HEX=N seed levels
	// How the map is printed (trace.Options), and how many further
	// examples per type to suggest.
	overprint, curves, refine bool
	keepSharpening            bool
	skipContours              bool
	suggest                   int
	// set holds the flags given on the command line: over a map's trace
	// setup, only those change what the setup says.
	set map[string]bool
}

func newTraceRunCmd() *cobra.Command {
	var o traceRunOptions
	cmd := &cobra.Command{
		Use:   "run MAP.json [--teach TYPE=HEX,HEX... [--teach ...]] -o OUT.map.json",
		Short: "Trace the scans of a map's sheets and write the sure part into a copy of the map",
		Long: `Trace every sheet of MAP.json that has a calibrated scan (sheets[].scan,
path relative to the map file): terrain of every hex from the taught example
hexes (--teach, at least two types), watercourses along hexsides, road steps
between hex centres and contour lines crossing hexsides, each with a
confidence. Proposals at or above --min-confidence are written into OUT (water
as "stream" hexsides, roads as "road" paths, terrain per hex); contour counts
are written only where they fit the hexes' levels. --review writes the rest
(hex or hexside id, feature, proposed value, confidence) as JSON, in the order
an editor walks them. With --level HEX=N (repeat for two or three hexes
of known level), elevation levels are propagated from those hexes over the
contour counts (unsure ones vote weakly) and the side of each hexside their
lines are printed on: the levels it is sure of are written to the hexes, the
guessed hexes and the hexsides whose count disagrees are listed, and the
contour counts that fit the new levels are written too.

A map whose file holds a trace setup (the "trace" object the editor's
trace panel saves: examples, sliver types, how the map is printed, known
levels) is traced with it: --teach is then optional, and each flag given
(--teach, --level, --sliver-any, --curves, --overprint, --refine, the inks)
replaces what the setup says of it.

Exit status: 0 written, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.out == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("trace run: -o is required")}
			}
			o.set = map[string]bool{}
			cmd.Flags().Visit(func(f *pflag.Flag) { o.set[f.Name] = true })
			if err := runTrace(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], o); err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&o.out, "output", "o", "", "map file to write")
	f.StringArrayVar(&o.teach, "teach", nil, "TYPE=HEX,HEX,...: example hexes of a terrain type (repeat per type)")
	f.Float64Var(&o.minConf, "min-confidence", trace.DefaultOptions().Uncertain, "accept proposals at or above this confidence (0..1)")
	f.StringSliceVar(&o.sliverAny, "sliver-any", nil, "terrain types a hex takes when they cover any sixth of it (default: majority)")
	f.StringVar(&o.water, "water", "", "printed colour of watercourses, R,G,B")
	f.StringVar(&o.road, "road", "", "printed colour of roads, R,G,B")
	f.StringVar(&o.cl, "contour", "", "printed colour of contour lines, R,G,B")
	f.StringVar(&o.review, "review", "", "write the proposals under --min-confidence to this JSON file")
	f.BoolVar(&o.progress, "progress", false, "report progress on stderr")
	f.StringArrayVar(&o.levels, "level", nil, "HEX=N: elevation level of a hex, to propagate levels from over the contour counts (repeat)")
	f.BoolVar(&o.overprint, "overprint", false, "the map's inks are transparent and multiply the tints under them (offset print)")
	f.BoolVar(&o.curves, "curves", false, "contour lines are curves through the hexes, not lines along the hexsides")
	f.BoolVar(&o.refine, "refine", false, "refine each scan's calibration from its printed hex grid first")
	f.BoolVar(&o.keepSharpening, "keep-sharpening", false, "leave a scanner's unsharp mask (sharpen) in the scans instead of measuring it on the grid lines and undoing it")
	f.BoolVar(&o.skipContours, "skip-contours", false, "read terrain, water and roads only, no contour counts (a fraction of the time)")
	f.IntVar(&o.suggest, "suggest", 0, "print up to N further example hexes per terrain type to confirm and teach")
	return cmd
}

// runTrace traces the map's scans and saves the accepted proposals.
func runTrace(w, errw io.Writer, path string, o traceRunOptions) error {
	data, err := readArg(path, 0)
	if err != nil {
		return err
	}
	m, err := maps.Decode(data)
	if err != nil {
		return fmt.Errorf("load %s: %w", path, err)
	}
	geo, err := m.Geometry()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	opt, err := traceOptions(o, m.Trace)
	if err != nil {
		return err
	}
	teach, err := parseTeach(o.teach)
	if err != nil {
		return err
	}
	if len(teach) == 0 && m.Trace != nil {
		teach = trace.TaughtOf(*m.Trace)
	}
	if len(teach) == 0 {
		return fmt.Errorf("trace run: --teach is required: %s has no trace examples", path)
	}
	seeds, err := parseLevels(o.levels)
	if err != nil {
		return err
	}
	if len(seeds) == 0 && m.Trace != nil {
		seeds = m.Trace.Levels
	}
	scans := func(i int) (image.Image, error) { return loadScan(path, m.Sheets[i].Scan.Path) }
	job, err := trace.NewJob(m, geo, scans, teach, opt)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	var progress trace.Progress
	if o.progress {
		last := -1
		progress = func(done, total int) {
			if pc := 10 * done / total; pc != last {
				last = pc
				fmt.Fprintf(errw, "trace: %d%%\n", 10*pc)
			}
		}
	}
	start := time.Now()
	p, err := trace.Trace(context.Background(), job, progress)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	p.Uncertain = o.minConf
	edits, err := p.Edits(geo, o.minConf, "stream")
	if err != nil {
		return err
	}
	if len(seeds) > 0 {
		if err := propagateLevels(w, geo, p, seeds, o.minConf, &edits); err != nil {
			return err
		}
	}
	if o.review != "" {
		items, err := p.Review(geo)
		if err != nil {
			return err
		}
		data, err := jsonfile.Encode(map[string]any{"minConfidence": o.minConf, "items": items})
		if err != nil {
			return err
		}
		if err := jsonfile.WriteAtomic(o.review, data); err != nil {
			return err
		}
		fmt.Fprintf(w, "wrote %d items to review to %s\n", len(items), o.review)
	}
	held := edits.Apply(m, "road")
	if err := maps.Canonicalize(m); err != nil {
		return err
	}
	for i := range m.Sheets {
		if s := m.Sheets[i].Scan; s != nil {
			s.Path = rebase(path, o.out, s.Path)
		}
	}
	if err := maps.Save(o.out, m); err != nil {
		return err
	}
	fmt.Fprintf(w, "traced %d hexes and %d hexsides in %.1f s\n", len(p.Hexes), len(p.Sides), time.Since(start).Seconds())
	fmt.Fprintf(w, "accepted: %d hexes' terrain, %d water hexsides, %d road paths, %d levels, %d contour counts; %d contour counts held back (they do not fit the levels)\n",
		len(edits.Terrain), len(edits.Water), len(edits.Roads), len(edits.Levels), len(edits.Contours)-len(held), len(held))
	fmt.Fprintf(w, "uncertain (confidence < %.2f): %d hexes\n", o.minConf, countBelow(p, o.minConf))
	if o.suggest > 0 {
		if err := printSuggestions(w, geo, job, p, o.suggest); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "wrote %s\n", o.out)
	return nil
}

// propagateLevels propagates the seed levels (--level, or the map's trace
// setup) over p's contour counts (Proposal.Elevations), puts the sure
// levels into edits.Levels and reports the guessed hexes and inconsistent
// sides.
func propagateLevels(w io.Writer, geo maps.Geometry, p *trace.Proposal, seeds map[string]int, minConf float64, edits *trace.Edits) error {
	el, err := p.Elevations(geo, seeds, minConf)
	if err != nil {
		return err
	}
	edits.Levels = el.Sure()
	fmt.Fprintf(w, "levels: %d hexes from %d seeds; %d guessed (not written): %s\n", len(edits.Levels), len(seeds), len(el.Guessed), listHead(el.Guessed, 20))
	fmt.Fprintf(w, "levels: %d hexsides whose count disagrees: %s\n", len(el.Inconsistent), listHead(el.Inconsistent, 20))
	return nil
}

// listHead joins the first n of ids, noting how many more there are.
func listHead(ids []string, n int) string {
	if len(ids) <= n {
		return strings.Join(ids, " ")
	}
	return strings.Join(ids[:n], " ") + fmt.Sprintf(" ... (%d more)", len(ids)-n)
}

// parseLevels reads --level HEX=N flags.
func parseLevels(flags []string) (map[string]int, error) {
	out := map[string]int{}
	for _, f := range flags {
		id, v, ok := strings.Cut(f, "=")
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if !ok || id == "" || err != nil {
			return nil, fmt.Errorf("--level %q: want HEX=N", f)
		}
		out[strings.TrimSpace(id)] = n
	}
	return out, nil
}

// countBelow counts the hex proposals under confidence c.
func countBelow(p *trace.Proposal, c float64) int {
	n := 0
	for _, h := range p.Hexes {
		if h.Confidence < c {
			n++
		}
	}
	return n
}

// rebase rewrites scan path p, relative to map file from, relative to map
// file to (unchanged if that is not possible).
func rebase(from, to, p string) string {
	abs := filepath.Join(filepath.Dir(from), filepath.FromSlash(p))
	toDir, err := filepath.Abs(filepath.Dir(to))
	if err != nil {
		return p
	}
	absScan, err := filepath.Abs(abs)
	if err != nil {
		return p
	}
	rel, err := filepath.Rel(toDir, absScan)
	if err != nil || !validate.ScanPathInside(filepath.ToSlash(rel)) {
		return p
	}
	return filepath.ToSlash(rel)
}

// loadScan decodes the scan image at rel (relative to the map file, inside
// its folder).
func loadScan(mapPath, rel string) (image.Image, error) {
	if !validate.ScanPathInside(rel) {
		return nil, fmt.Errorf("%s: scan %q must be a relative path inside the map file's folder", mapPath, rel)
	}
	root, err := jsonfile.NewRooted(filepath.Dir(mapPath))
	if err != nil {
		return nil, fmt.Errorf("scan: %w", err)
	}
	return maps.DecodeImageFile(root, filepath.Join(filepath.Dir(mapPath), filepath.FromSlash(rel)))
}

// parseTeach reads --teach TYPE=HEX,... flags, in their order.
func parseTeach(teach []string) ([]trace.Taught, error) {
	var out []trace.Taught
	for _, t := range teach {
		ty, list, ok := strings.Cut(t, "=")
		if !ok || ty == "" || list == "" {
			return nil, fmt.Errorf("--teach %q: want TYPE=HEX,HEX", t)
		}
		tt := trace.Taught{Terrain: ty}
		for _, id := range strings.Split(list, ",") {
			tt.Hexes = append(tt.Hexes, strings.TrimSpace(id))
		}
		out = append(out, tt)
	}
	return out, nil
}

// traceOptions builds trace options from the flags and, when the map has
// one, its trace setup: then only the flags given (o.set) change what the
// setup says.
func traceOptions(o traceRunOptions, setup *maps.TraceSetup) (trace.Options, error) {
	opt := defaultTraceOptions()
	given := func(flag string) bool { return setup == nil || o.set[flag] }
	if setup != nil {
		opt.ApplySetup(*setup)
	}
	for _, b := range []struct {
		flag string
		v    bool
		dst  *bool
	}{{"overprint", o.overprint, &opt.Overprint}, {"curves", o.curves, &opt.Curves}, {"refine", o.refine, &opt.Refine}} {
		if given(b.flag) {
			*b.dst = b.v
		}
	}
	opt.KeepSharpening, opt.SkipContours = o.keepSharpening, o.skipContours
	if len(o.sliverAny) > 0 {
		opt.Sliver.Any, opt.Sliver.Types = true, o.sliverAny
	}
	for _, c := range []struct {
		flag, v string
		dst     *trace.RGB
	}{{"water", o.water, &opt.Water}, {"road", o.road, &opt.Road}, {"contour", o.cl, &opt.Contour}} {
		if c.v == "" {
			continue
		}
		rgb, err := trace.ParseRGB(c.v)
		if err != nil {
			return opt, fmt.Errorf("--%s: %w", c.flag, err)
		}
		*c.dst = rgb
	}
	return opt, nil
}

// builtinITW returns the built-in ITW map (its geometry carries the test scans).
func builtinITW() (*maps.Map, error) { return maps.LoadBuiltin("itw-shiloh.map.json") }

func newTraceGenCmd() *cobra.Command {
	var (
		out, level string
		seed       uint64
		ppm        float64
	)
	cmd := &cobra.Command{
		Use:   "gen -o DIR [--level moderate] [--seed 1] [--px-per-mm 4]",
		Short: "Generate test scans of a known map on the ITW sheets, with a map file calibrated to them",
		Long: `Draw a random known map on the two ITW sheets in a printed-map style,
distort it as a scanner does (--level clean, light, moderate or heavy), and
write DIR/scan-N and DIR/scan-S (.jpg, or .png for the clean level) and
DIR/scan.map.json: the ITW grid with no terrain and each sheet's scan and
calibration set, ready for "trace run". The same seed gives the same files.

Exit status: 0 written, 2 usage or I/O failure.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("trace gen: -o is required")}
			}
			if err := runTraceGen(cmd.OutOrStdout(), out, level, seed, ppm); err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "output", "o", "", "folder to write the scans and the map file into")
	f.StringVar(&level, "level", "moderate", "distortion: clean, light, moderate or heavy")
	f.Uint64Var(&seed, "seed", 1, "seed of the known map and the distortion")
	f.Float64Var(&ppm, "px-per-mm", 4, "scan resolution in pixels per millimetre (11.8 is 300 dpi)")
	return cmd
}

// runTraceGen writes the scans and their map file.
func runTraceGen(w io.Writer, dir, level string, seed uint64, ppm float64) error {
	d, err := scangen.Level(level)
	if err != nil {
		return err
	}
	if !(ppm > 0 && ppm <= 24) {
		return fmt.Errorf("--px-per-mm %g: want 0 < px/mm <= 24", ppm)
	}
	m, err := builtinITW()
	if err != nil {
		return err
	}
	f, err := scangen.WriteFolder(dir, m, d, seed, ppm)
	if err != nil {
		return err
	}
	for _, s := range f.Scans {
		fmt.Fprintf(w, "wrote %s\n", s)
	}
	fmt.Fprintf(w, "wrote %s\n", f.MapPath)
	teach, err := f.Truth.Taught(0, 4)
	if err != nil {
		return err
	}
	var flags []string
	for _, t := range teach {
		flags = append(flags, "--teach "+t.Terrain+"="+strings.Join(t.Hexes, ","))
	}
	fmt.Fprintf(w, "example hexes of each type (what a designer would click):\n  %s\n", strings.Join(flags, " "))
	return nil
}

func newTraceAccuracyCmd() *cobra.Command {
	var a accuracyArgs
	cmd := &cobra.Command{
		Use:   "accuracy [--style both] [--level all] [--seed 1] [--px-per-mm 4] [--seeds 5] [--first-seed 1] [--dpi 150,300,600] [--size 16x12] [--sliver-any]",
		Short: "Measure the tracer against known maps on generated scans of two independent styles",
		Long: `Generate scans of known maps, trace them teaching 4 hexes per terrain type,
and print one Markdown table, a row per style, resolution and distortion level.

The first style (scangen) is a known map on the two ITW sheets (3,921 hexes)
at --px-per-mm and the levels clean, light, moderate and heavy, from --seed.
The printed style (printgen) is drawn as printed maps are, with its look
random per seed: --seeds maps (seeds F..F+N-1, F = --first-seed, so
held-out seeds can be measured apart) of --size hexes, each printed at
every --dpi and scanned at the levels light (sharp), moderate and heavy.
The plate style (plategen, --style plate only) is a third, independent
printed style (offset plates, halftone screens, misregistration), measured
the same way over the same seeds, sizes and resolutions; each seed's style
and each scan's parameters are logged on stderr.

Columns: terrain right (wrong and not flagged); water and road precision /
recall over hexsides; contour counts right (wrong and not flagged), counted
over the sides where the map or the proposal has lines; review items per 100
hexes (contour counts, and everything); elevation levels right when
propagated from three seeded hexes (wrong and not guessed).

Exit status: 0 measured, 2 usage failure.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := runTraceAccuracy(cmd.OutOrStdout(), cmd.ErrOrStderr(), a); err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&a.style, "style", "both", "first (scangen), printed (printgen), both (first and printed) or plate (plategen)")
	f.StringVar(&a.level, "level", "all", "distortion: clean, light, moderate, heavy or all")
	f.Uint64Var(&a.seed, "seed", 1, "seed of the first style's known map")
	f.Float64Var(&a.ppm, "px-per-mm", 4, "first style: scan resolution in pixels per millimetre")
	f.IntVar(&a.seeds, "seeds", 5, "printed style: how many maps (seeds F..F+N-1)")
	f.Uint64Var(&a.firstSeed, "first-seed", 1, "printed style: the first map's seed F")
	f.Float64SliceVar(&a.dpis, "dpi", []float64{150, 300, 600}, "printed style: scan resolutions")
	f.StringVar(&a.size, "size", "16x12", "printed style: columns x rows of each map")
	f.BoolVar(&a.sliverAny, "sliver-any", false, "first style: count field slivers (any-coverage rule for field)")
	return cmd
}

// accuracyArgs are trace accuracy's flags.
type accuracyArgs struct {
	style, level, size string
	seed, firstSeed    uint64
	ppm                float64
	seeds              int
	dpis               []float64
	sliverAny          bool
}

// runTraceAccuracy prints the accuracy table.
func runTraceAccuracy(w, errw io.Writer, a accuracyArgs) error {
	if a.style != "first" && a.style != "printed" && a.style != "both" && a.style != "plate" {
		return fmt.Errorf("--style %q: want first, printed, both or plate", a.style)
	}
	if a.level != "all" {
		if _, err := scangen.Level(a.level); err != nil {
			return err
		}
	}
	if !(a.ppm > 0 && a.ppm <= 24) {
		return fmt.Errorf("--px-per-mm %g: want 0 < px/mm <= 24", a.ppm)
	}
	var rows []printgen.Row
	if a.style == "plate" {
		rows, err := plateRows(a, errw)
		if err != nil {
			return err
		}
		fmt.Fprint(w, printgen.Table(rows))
		return nil
	}
	if a.style != "printed" {
		r, err := firstStyleRows(a)
		if err != nil {
			return err
		}
		rows = append(rows, r...)
	}
	if a.style != "first" {
		r, err := printedRows(a)
		if err != nil {
			return err
		}
		rows = append(rows, r...)
	}
	fmt.Fprint(w, printgen.Table(rows))
	return nil
}

// firstStyleRows measures scangen's scans of the ITW sheets.
func firstStyleRows(a accuracyArgs) ([]printgen.Row, error) {
	m, err := builtinITW()
	if err != nil {
		return nil, err
	}
	tr, err := scangen.NewTruth(m, a.seed)
	if err != nil {
		return nil, err
	}
	opt := scangen.Colours(defaultTraceOptions())
	if a.sliverAny {
		opt.Sliver = trace.SliverRule{Any: true, Types: []string{scangen.Field}, MinCover: opt.Sliver.MinCover}
	}
	var rows []printgen.Row
	for _, d := range scangen.Levels {
		if a.level != "all" && a.level != d.Name {
			continue
		}
		var scans []scangen.Scan
		for si := range tr.Geo.Numbering.Sheets {
			s, err := tr.Scan(si, a.ppm, d, uint64(10+si))
			if err != nil {
				return nil, err
			}
			scans = append(scans, s)
		}
		p, err := trace.Trace(context.Background(), tr.Job(scans, 4, opt), nil)
		if err != nil {
			return nil, err
		}
		r, err := printgen.Evaluate(tr, p)
		if err != nil {
			return nil, err
		}
		if a.sliverAny {
			r.Score = tr.Score(p, true)
		}
		r.DPI, r.Level = math.Round(a.ppm*25.4), d.Name
		rows = append(rows, printgen.Row{Style: "first", Seeds: 1, Result: r})
	}
	return rows, nil
}

// printedRows measures printgen's maps, summed over seeds per dpi and level.
func printedRows(a accuracyArgs) ([]printgen.Row, error) {
	var cols, nrows int
	if _, err := fmt.Sscanf(a.size, "%dx%d", &cols, &nrows); err != nil {
		return nil, fmt.Errorf("--size %q: want COLSxROWS", a.size)
	}
	if a.seeds < 1 {
		return nil, fmt.Errorf("--seeds %d: want at least 1", a.seeds)
	}
	if a.firstSeed < 1 {
		return nil, fmt.Errorf("--first-seed %d: want at least 1", a.firstSeed)
	}
	var levels []printgen.Level
	for _, l := range printgen.Levels {
		if a.level == "all" || a.level == l.Name {
			levels = append(levels, l)
		}
	}
	var rows []printgen.Row
	for _, dpi := range a.dpis {
		if !(dpi >= 50 && dpi <= 1000) {
			return nil, fmt.Errorf("--dpi %g: want 50..1000", dpi)
		}
		sum := make([]printgen.Row, len(levels))
		for seed := a.firstSeed; seed < a.firstSeed+uint64(a.seeds); seed++ {
			pm, err := printgen.New(seed, cols, nrows)
			if err != nil {
				return nil, err
			}
			rs, err := pm.Measure(context.Background(), dpi, levels, defaultTraceOptions())
			if err != nil {
				return nil, err
			}
			for i, r := range rs {
				if sum[i].Seeds == 0 {
					sum[i] = printgen.Row{Style: "printed", Seeds: 1, Result: r}
					continue
				}
				sum[i].Seeds++
				sum[i].Result = sum[i].Add(r)
			}
		}
		rows = append(rows, sum...)
	}
	return rows, nil
}

// plateRows measures plategen's maps like printedRows, logging each
// seed's style and each scan's parameters to errw.
func plateRows(a accuracyArgs, errw io.Writer) ([]printgen.Row, error) {
	var cols, nrows int
	if _, err := fmt.Sscanf(a.size, "%dx%d", &cols, &nrows); err != nil {
		return nil, fmt.Errorf("--size %q: want COLSxROWS", a.size)
	}
	if a.seeds < 1 || a.firstSeed < 1 {
		return nil, fmt.Errorf("--seeds %d, --first-seed %d: want at least 1 each", a.seeds, a.firstSeed)
	}
	var levels []plategen.Level
	for _, l := range plategen.Levels {
		if a.level == "all" || a.level == l.Name {
			levels = append(levels, l)
		}
	}
	logf := func(s string) { fmt.Fprintln(errw, s) }
	var rows []printgen.Row
	for di, dpi := range a.dpis {
		if !(dpi >= 50 && dpi <= 1000) {
			return nil, fmt.Errorf("--dpi %g: want 50..1000", dpi)
		}
		sum := make([]printgen.Row, len(levels))
		for seed := a.firstSeed; seed < a.firstSeed+uint64(a.seeds); seed++ {
			pm, err := plategen.New(seed, cols, nrows)
			if err != nil {
				return nil, err
			}
			if di == 0 {
				logf(fmt.Sprintf("plate seed %d style: %s", seed, pm.Style))
			}
			rs, err := pm.Measure(context.Background(), dpi, levels, defaultTraceOptions(), logf)
			if err != nil {
				return nil, err
			}
			for i, r := range rs {
				if sum[i].Seeds == 0 {
					sum[i] = printgen.Row{Style: "plate", Seeds: 1, Result: r}
					continue
				}
				sum[i].Seeds++
				sum[i].Result = sum[i].Add(r)
			}
			// A long run's figures so far, should it be stopped.
			logf(fmt.Sprintf("plate %g dpi, seeds %d-%d so far:\n%s", dpi, a.firstSeed, seed, printgen.Table(sum)))
		}
		rows = append(rows, sum...)
	}
	return rows, nil
}

// printSuggestions prints further example hexes per type as --teach flags.
func printSuggestions(w io.Writer, geo maps.Geometry, job trace.Job, p *trace.Proposal, n int) error {
	var taught []hexgrid.Offset
	for _, e := range job.Examples {
		taught = append(taught, e.Hex)
	}
	byType := map[string][]string{}
	var order []string
	for _, s := range p.SuggestExamples(geo.Grid, taught, n) {
		id, err := geo.Numbering.Format(s.Hex)
		if err != nil {
			return err
		}
		if _, ok := byType[s.Terrain]; !ok {
			order = append(order, s.Terrain)
		}
		byType[s.Terrain] = append(byType[s.Terrain], id)
	}
	fmt.Fprintln(w, "suggested further examples (confirm, then add to --teach):")
	for _, ty := range order {
		fmt.Fprintf(w, "  --teach %s=%s\n", ty, strings.Join(byType[ty], ","))
	}
	return nil
}

// defaultTraceOptions returns trace.DefaultOptions with the line map's
// averaging along the line set from SANDTABLE_LINE_ALONG (mm; 0 turns it
// off) when that is set, and the line map's dark-tint weights from
// SANDTABLE_LINEMAP_DARK (1 on, anything else off), Options.LineMapRings
// from SANDTABLE_LINEMAP_RINGS (1 on, anything else off), Options.ChainedRoads
// from SANDTABLE_ROADBLOCKS (1 on, anything else off), Options.CrossParity
// from SANDTABLE_CROSS_PARITY (1 on, anything else off), and the followed
// zeros' review share from SANDTABLE_FOLLOW_ZEROS (0 turns it off).
func defaultTraceOptions() trace.Options {
	opt := trace.DefaultOptions()
	if v := os.Getenv("SANDTABLE_LINE_ALONG"); v != "" {
		if mm, err := strconv.ParseFloat(v, 64); err == nil && mm >= 0 {
			opt.LineAlongMM = mm
		}
	}
	if v := os.Getenv("SANDTABLE_LINEMAP_DARK"); v != "" {
		opt.LineMapDark = v == "1"
	}
	if v := os.Getenv("SANDTABLE_LINEMAP_RINGS"); v != "" {
		opt.LineMapRings = v == "1"
	}
	if v := os.Getenv("SANDTABLE_ROADBLOCKS"); v != "" {
		opt.ChainedRoads = v == "1"
	}
	if v := os.Getenv("SANDTABLE_CROSS_PARITY"); v != "" {
		opt.CrossParity = v == "1"
	}
	if v := os.Getenv("SANDTABLE_FOLLOW_ZEROS"); v != "" {
		if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 0 {
			opt.FollowZeros = f
		}
	}
	return opt
}
