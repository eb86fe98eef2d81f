// Package semdiff compares two versions of a Sandtable map or scenario and
// describes the changes in the game's own terms: "55 TN: S1925 -> S1926",
// "S2410: Marsh -> Marsh-Stream", "reinforcement 47 TN: 6 AM -> 7 AM",
// "hexside S2410/N: stream added".
package semdiff

// Change is one difference: what changed (Subject: a unit name, a hex, a
// hexside), which attribute (Field), and its old and new values ("" when
// added or removed). Text is the one-line description.
type Change struct {
	Kind    string `json:"kind"`
	Subject string `json:"subject"`
	Field   string `json:"field,omitempty"`
	Old     string `json:"old,omitempty"`
	New     string `json:"new,omitempty"`
	Text    string `json:"text"`
}

func changed(kind, subject, field, old, new string) Change {
	c := Change{Kind: kind, Subject: subject, Field: field, Old: old, New: new}
	switch {
	case old == "":
		c.Text = subject + ": " + describe(field, new) + " added"
	case new == "":
		c.Text = subject + ": " + describe(field, old) + " removed"
	default:
		label := subject
		if field != "" && field != "hex" && field != "terrain" {
			label += " " + field
		}
		c.Text = label + ": " + old + " -> " + new
	}
	return c
}

func describe(field, value string) string {
	if field == "" || field == "type" || field == "hex" {
		return value
	}
	return field + " " + value
}
