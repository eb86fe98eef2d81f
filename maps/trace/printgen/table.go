package printgen

import (
	"fmt"
	"strings"
)

// Row is one line of the accuracy table: a style, resolution and level,
// summed over seeds.
type Row struct {
	Style string
	Seeds int
	Result
}

// Table writes rows as a Markdown table: terrain right (and wrong but not
// flagged), water and road precision/recall, contour counts right (and
// wrong but not flagged), review items per 100 hexes (contours; all),
// elevation from three seeds right (wrong but not guessed), and the same
// over RandomTriples random triples of seeded hexes.
func Table(rows []Row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| style | dpi | level | seeds | terrain (wrong sure) | water P/R | roads P/R | contours (wrong sure) | review /100 hexes: contours, all | elevation from 3 seeds (wrong sure) | elevation, %d random triples (wrong sure) |\n", RandomTriples)
	b.WriteString("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
	pc := func(v float64) string { return fmt.Sprintf("%.1f", 100*v) }
	for _, r := range rows {
		s := r.Score
		w, rd := r.WaterPR(), r.RoadPR()
		fmt.Fprintf(&b, "| %s | %g | %s | %d | %s%% (%s%%) | %s / %s | %s / %s | %s%% (%s%%) | %.0f, %.0f | %s%% (%s%%) | %s%% (%s%%) |\n",
			r.Style, r.DPI, r.Level, r.Seeds,
			pc(s.Terrain.Accuracy()), pc(s.Terrain.WrongSureRate()),
			pc(w.Precision()), pc(w.Recall()), pc(rd.Precision()), pc(rd.Recall()),
			pc(s.Contours.Accuracy()), pc(s.Contours.WrongSureRate()),
			r.ContourReviewPer100(), r.ReviewPer100(),
			pc(ratio(r.LevelsRight, r.Hexes)), pc(ratio(r.LevelsWrongSure, r.Hexes)),
			pc(ratio(r.TripleRight, r.TripleLevels)), pc(ratio(r.TripleWrongSure, r.TripleLevels)))
	}
	return b.String()
}
