package main

import (
	"encoding/csv"
	"fmt"
	"io"

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
	if format == "md" {
		fmt.Fprintf(w, "\n%d flagged, %d missed (%.0f%% of %d machine-detectable flagged), %d not machine-detectable, %d unclassified\n",
			counts[validate.ErrataFlagged], counts[validate.ErrataMissed], share, detectable, counts[validate.ErrataNotDetectable], counts[validate.ErrataUnclassified])
	}
	if counts[validate.ErrataMissed]+counts[validate.ErrataUnclassified] > 0 {
		return &exitError{code: exitFindings}
	}
	return cw.Error()
}
