package semdiff

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// fieldChanges compares the JSON documents of a and b value by value and
// reports, as changes of kind "field" with the JSON pointer as subject, every
// difference whose pointer covered does not match (the semantic comparisons
// already describe those): so no field of a map or scenario can differ
// without diff saying so. A value present on one side only is one change at
// its pointer.
func fieldChanges(a, b any, covered *regexp.Regexp) []Change {
	var out []Change
	walkDiff("", tree(a), tree(b), func(ptr, old, new string) {
		if !covered.MatchString(ptr) {
			c := changed("field", ptr, "", old, new)
			if old != "" && new != "" {
				c.Text = ptr + ": " + old + " -> " + new
			}
			out = append(out, c)
		}
	})
	return out
}

// tree decodes the canonical JSON of v into maps, slices and json.Number.
func tree(v any) any {
	data, err := jsonfile.Encode(v)
	if err != nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var t any
	if dec.Decode(&t) != nil {
		return nil
	}
	return t
}

// walkDiff calls report(ptr, old, new) for each leaf or subtree that
// differs; old or new is "" when that side lacks the value.
func walkDiff(ptr string, a, b any, report func(ptr, old, new string)) {
	ma, okA := a.(map[string]any)
	mb, okB := b.(map[string]any)
	if okA && okB {
		for _, k := range unionKeys(ma, mb) {
			walkDiff(ptr+"/"+jsonfile.EscapePointer(k), ma[k], mb[k], report)
		}
		return
	}
	la, okA := a.([]any)
	lb, okB := b.([]any)
	if okA && okB {
		for i := 0; i < max(len(la), len(lb)); i++ {
			var x, y any
			if i < len(la) {
				x = la[i]
			}
			if i < len(lb) {
				y = lb[i]
			}
			walkDiff(ptr+"/"+strconv.Itoa(i), x, y, report)
		}
		return
	}
	if ta, tb := leafText(a), leafText(b); ta != tb {
		report(ptr, ta, tb)
	}
}

// leafText is a value's compact JSON ("" when absent).
func leafText(v any) string {
	if v == nil {
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// mapCovered: the map pointers Maps describes in the game's terms.
var mapCovered = regexp.MustCompile(`^/(hexes/[^/]+(/(terrain|elevation|label|features(/\d+)?))?|hexsides(/[^/]+(/(type|contours(/\d+)?|ford|bridge))?)?|paths/\d+(/(id|type|hexes(/\d+)?))?|areas/\d+(/(id|hexes|boundaryHexes)(/\d+)?)?|places/\d+(/(id|name|hex))?)$`)

// scenarioCovered: the scenario pointers Scenarios describes in the game's
// terms.
var scenarioCovered = regexp.MustCompile(`^/(title|length(/.*)?|setup/\d+(/(unit|hex|with|facing|strength|status(/\d+)?|orders|fatigue|extendedTo))?|reinforcements/\d+(/((units|formations)(/\d+)?|turn|set|entry(/.*)?|activations|order|fatigue))?|constraints(/.*)?|victory/objectives(/.*)?)$`)
