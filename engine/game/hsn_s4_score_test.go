package game

import "testing"

const hsnS4Path = "../../scenarios/hsn/04-we-will-make-the-fight.scenario.json"

// HSN S4 victory (hood-strikes-north-rules.en.md L589-592, table L596-603):
// +7 VP for each Union infantry division (not brigade) and each wagon train
// with an LOC to Nashville, "7 such infantry divisions and 3 such wagons",
// so up to 70 VP, Union Decisive at 70 or more. The S4 set-up has the seven
// divisions (Cox, Ruger, Kimball, Wood, Wagner, McArthur, J. Moore), the
// brigade Opdycke and wagons A-C: 49 + 21 = 70. LOC tracing is not in the
// engine yet, so every division and wagon in play counts as tracing one.
func TestHSNS4PerUnitVP(t *testing.T) {
	g := newGame(t, hsnS4Path)
	sc := g.Score()
	if o := objective(t, sc, "division-loc"); o.VP != 49 {
		t.Errorf("division-loc = %+v, want 7 divisions x 7 = 49 (Opdycke is a brigade)", o)
	}
	if o := objective(t, sc, "wagon-loc"); o.VP != 21 {
		t.Errorf("wagon-loc = %+v, want 3 wagons x 7 = 21", o)
	}
	if sc.VP["union"] != 70 || sc.Net != 70 || sc.Level != "Union Decisive Victory" {
		t.Fatalf("VP %v net %d level %q; want Union 70, Union Decisive Victory", sc.VP, sc.Net, sc.Level)
	}
	apply(t, g, Action{Action: ActAdjust, Unit: "u-cox", Eliminate: true})
	sc = g.Score()
	if o := objective(t, sc, "division-loc"); o.VP != 42 {
		t.Errorf("Cox eliminated: division-loc = %+v, want 6 x 7 = 42", o)
	}
	// Cox's 11 manpower (S4 set-up) lost: -2 VP each (L591), so 63 - 22 =
	// 41, "41 or less" Confederate Decisive Victory (L603).
	if sc.VP["csa"] != 22 || sc.Net != 41 || sc.Level != "Confederate Decisive Victory" {
		t.Fatalf("Cox eliminated: VP %v net %d level %q; want CSA 22, net 41, Confederate Decisive Victory", sc.VP, sc.Net, sc.Level)
	}
}
