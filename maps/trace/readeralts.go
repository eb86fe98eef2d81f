package trace

// A count flagged unsure is most often one reader's count where the other
// reader read another (the lanes one line, the line map none): on plate
// seeds 21-23 at 300 dpi light, of the 1,032 flagged counts 287 are wrong,
// and the true count is one a reader read on all but a few of the sides
// where the readers disagree (settled 0, lanes 0, map 1: true 0 73 times,
// 1 44 times; settled 1, lanes 1, map 0: true 0 24, 1 14). So the solve
// lets the levels imply a reader's other count on such a side for part of
// the count's weight (altShare), and the loops of sides around it, sure
// counts above all, choose between the two.

// readerAlts: a flagged count's other reads are cheap in the solve
// (Counts.Others). Off: on plate sheets at 300 dpi it lifts elevation over
// random triples of seeds (fresh plate seeds 601-604 light 67.2 -> 72.6%,
// heavy 50.6 -> 53.4%; never lower on plate 21-30), but on printed seeds
// 21-23 at 300 dpi heavy it lost levels from three seeds (82.3 -> 80.2%)
// and wrote 1.7% of them wrong and not guessed instead of none.
var readerAlts = false

// altShare is the share of a count's weight that the levels pay for
// implying another count a reader read there (1: as any other count).
var altShare = 0.5

// readerOthers returns the counts side s's readers read that are not its
// settled count (at most two; none when a reader did not read).
func readerOthers(s SideProposal) []int {
	var out []int
	for _, r := range s.ContourReads {
		if r.Reader != "" && r.Count != s.Contours && r.Count >= 0 && (len(out) == 0 || out[0] != r.Count) {
			out = append(out, r.Count)
		}
	}
	return out
}

// altMask returns the bits of the counts in others (under 8) that are not
// c (edge.alt).
func altMask(others []int, c int) uint8 {
	var m uint8
	for _, n := range others {
		if n != c && n >= 0 && n < 8 {
			m |= 1 << n
		}
	}
	return m
}
