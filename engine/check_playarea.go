package engine

// playAreaCheck: every unit set up stands inside the scenario's playing area
// as it is at the current turn (ITW BB 30.3, 30.4, 30.9 boundaries).
var playAreaCheck = Check{
	Name: "area.outside-play",
	Doc:  "A unit is set up outside the scenario's playing area at the current turn.",
	Rule: "scenario playing area",
	Run: func(p *Position) []Violation {
		region := p.Scenario.PlayArea
		for _, ch := range p.Scenario.PlayAreaFrom {
			if !p.TurnBefore(p.Turn, ch.Turn) {
				r := ch.Region
				region = &r
			}
		}
		if region == nil {
			return nil
		}
		area, err := p.Regions.Eval(*region)
		if err != nil {
			return nil
		}
		var out []Violation
		for _, st := range p.Scenario.Setup {
			pl, ok := p.At[st.Unit]
			if !ok || p.SetupIndex[st.Unit] < 0 {
				continue
			}
			for _, h := range pl.hexesAll() {
				if !area.Has(h) {
					out = append(out, p.at(st.Unit, "%s in %s is outside the playing area", p.unitName(st.Unit), p.Name(h)))
					break
				}
			}
		}
		return out
	},
}
