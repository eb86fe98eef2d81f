package trace

// A sheet printed off register shows it on every edge of a two-plate tint
// facing the shift: the water readers read a fringe along those edges,
// weakly (the crowns and the screen break it), and the fringe rule drops
// it (dropWaterFringes). How much the rule would drop is a measure of the
// sheet, not of a side: where it drops a good share of the water, the
// sheet is plate-like art (tints screened from plates, their texture read
// as water), and the water shape rules hold there as on a sheet whose art
// the lanes read as lines (artSheets), which at 300 dpi and finer they
// seldom do: descreened, plate-style sheets read 1.3-15% of their sides as
// two lines or more (plate seeds 1-35 at 300 dpi light), under whiteMulti.
// A printed sheet's streams do not care which way an edge faces, and where
// one follows an edge it reads whole or runs on: on printed seeds 21-40 at
// 300 dpi light, 21-27 moderate, 21-25 heavy, 21-27 at 600 dpi light,
// 21-23 heavy and 21-25 at 150 the rule would drop no side (the share of
// water sides in fringe classes, a first draft, was 0.13 on printed seed
// 30 at 300 light: its two classes' six sides are all true). Plate seeds
// 21-35 at 300 dpi light, water sides right and false: 273, 209 -> 272, 87
// with this, fringeUnion and shortFine (FIGURES.md, s34-water300).
//
// fringeSheetShare is the least share of a sheet's water sides the fringe
// rule would drop for the sheet to be plate-like (fringeSheets).
const fringeSheetShare = 0.1

// fringeSheets reports, for each of n sheets, whether the fringe rule
// would drop fringeMin of its water sides or more, and fringeSheetShare of
// them or more (see above); drops are the sides it would drop
// (fringeDrops).
func fringeSheets(sides []SideProposal, drops []int, n int) []bool {
	wet, fringe := make([]int, n), make([]int, n)
	for _, s := range sides {
		if s.Water && s.sheet < n {
			wet[s.sheet]++
		}
	}
	for _, i := range drops {
		if sh := sides[i].sheet; sh < n {
			fringe[sh]++
		}
	}
	out := make([]bool, n)
	for i := range out {
		out[i] = fringe[i] >= fringeMin && float64(fringe[i]) >= fringeSheetShare*float64(wet[i])
	}
	return out
}
