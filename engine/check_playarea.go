package engine

// playAreaCheck: every unit set up stands inside the scenario's playing area
// as it is at the current turn (ITW BB 30.3, 30.4, 30.9 boundaries).
var playAreaCheck = Check{
	Name: "area.outside-play",
	Doc:  "A unit is set up outside the scenario's playing area at the current turn.",
	Rule: "scenario playing area",
	Run: func(p *Position) []Violation {
		area, ok := p.playAreaAt(p.Turn)
		if !ok {
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

// playAreaAt returns the scenario's playing area as it is at the turn
// (PlayArea, replaced by each PlayAreaFrom change from its turn on); false
// when the scenario has none or it does not evaluate.
func (p *Position) playAreaAt(turn string) (*HexBits, bool) {
	if c, ok := p.playAreas[turn]; ok {
		return c.area, c.ok
	}
	area, ok := p.evalPlayArea(turn)
	if p.playAreas == nil {
		p.playAreas = map[string]playAreaAtTurn{}
	}
	p.playAreas[turn] = playAreaAtTurn{area, ok}
	return area, ok
}

// evalPlayArea evaluates the playing area's region at the turn.
func (p *Position) evalPlayArea(turn string) (*HexBits, bool) {
	region := p.Scenario.PlayArea
	for _, ch := range p.Scenario.PlayAreaFrom {
		if !p.TurnBefore(turn, ch.Turn) {
			r := ch.Region
			region = &r
		}
	}
	if region == nil {
		return nil, false
	}
	area, err := p.Regions.View(*region) // read only: shared by the checks
	return area, err == nil
}
