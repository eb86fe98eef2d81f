package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"path"

	"github.com/sandtable/sandtable/validate"
)

// errataCheck prints the self-test table of each log and the totals; exit 1
// when an entry is missed or unclassified.
func errataCheck(w io.Writer, files validate.Files, paths []string, format string) error {
	counts := map[string]int{}
	cw := csv.NewWriter(w)
	if format == "csv" {
		_ = cw.Write([]string{"log", "id", "verdict", "detail"})
	} else {
		fmt.Fprintln(w, "| log | id | verdict | diagnostic or reason |")
		fmt.Fprintln(w, "| --- | --- | --- | --- |")
	}
	for _, p := range paths {
		results, err := validate.ErrataSelfTest(files, p)
		if err != nil {
			return &exitError{code: exitUsage, err: err}
		}
		for _, r := range results {
			counts[r.Verdict]++
			detail := r.Reason
			if r.Found != nil {
				detail = fmt.Sprintf("%s %s %s", r.Found.Code, r.Found.Unit, r.Found.Hex)
			}
			detail += attachedDetail(r.Attached)
			if format == "csv" {
				_ = cw.Write([]string{p, r.Entry.ID, r.Verdict, detail})
			} else {
				fmt.Fprintf(w, "| %s | %s | %s | %s |\n", cell(p), cell(r.Entry.ID), r.Verdict, cell(detail))
			}
		}
	}
	cw.Flush()
	detectable := counts[validate.ErrataFlagged] + counts[validate.ErrataMissed]
	share := 0.0
	if detectable > 0 {
		share = 100 * float64(counts[validate.ErrataFlagged]) / float64(detectable)
	}
	all := detectable + counts[validate.ErrataNotDetectable] + counts[validate.ErrataUnclassified]
	allShare := 0.0
	if all > 0 {
		allShare = 100 * float64(counts[validate.ErrataFlagged]) / float64(all)
	}
	if format == "md" {
		fmt.Fprintf(w, "\n%d flagged, %d missed, %d not machine-detectable, %d unclassified\n",
			counts[validate.ErrataFlagged], counts[validate.ErrataMissed], counts[validate.ErrataNotDetectable], counts[validate.ErrataUnclassified])
		fmt.Fprintf(w, "flagged / machine-detectable: %d/%d (%.0f%%)\n", counts[validate.ErrataFlagged], detectable, share)
		fmt.Fprintf(w, "flagged / all entries: %d/%d (%.0f%%)\n", counts[validate.ErrataFlagged], all, allShare)
	}
	if counts[validate.ErrataMissed]+counts[validate.ErrataUnclassified] > 0 {
		return &exitError{code: exitFindings}
	}
	return cw.Error()
}

// attachedDetail summarises the attachment form of a command correction:
// how many scenarios flag it, and the first that does not.
func attachedDetail(as []validate.AttachedResult) string {
	if len(as) == 0 {
		return ""
	}
	n := 0
	miss := ""
	for _, a := range as {
		if a.Found != nil {
			n++
		} else if miss == "" {
			miss = a.Scenario
		}
	}
	out := fmt.Sprintf("; as an attachment: %d/%d scenarios", n, len(as))
	if miss != "" {
		out += " (missed in " + path.Base(miss) + ")"
	}
	return out
}
