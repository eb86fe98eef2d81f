package engine

import "fmt"

// ordersFromCheck: a set-up entry or reinforcement row gives a unit orders
// that the scenario's ordersFrom bars its side from at that turn (ITW BB
// 9.22: no March orders before 9 AM for the Confederates, 10 AM for the
// Union).
var ordersFromCheck = Check{
	Name: "orders.early",
	Doc:  "A set-up entry or reinforcement row gives a unit orders its side may not take yet (the scenario's ordersFrom).",
	Rule: "ITW BB 9.22 (the scenario's ordersFrom)",
	Run: func(p *Position) []Violation {
		var out []Violation
		for i, st := range p.Scenario.Setup {
			u := p.OOB.Unit(st.Unit)
			if u == nil || st.Orders == "" {
				continue
			}
			if r := p.Scenario.OrdersBarred(u.Side, st.Orders, p.Scenario.Length.First, p.TurnBefore); r != nil {
				v := p.at(st.Unit, "%s sets up under %s orders, which %s units may not take before %s", p.unitName(st.Unit), st.Orders, u.Side, r.Turn)
				v.Pointer, v.Rule = pointerOf(i, "orders"), r.Rule
				out = append(out, v)
			}
		}
		for i, rf := range p.Scenario.Reinforcements {
			for _, id := range rf.Units {
				u := p.OOB.Unit(id)
				if u == nil || rf.Orders == "" {
					continue
				}
				if r := p.Scenario.OrdersBarred(u.Side, rf.Orders, rf.Turn, p.TurnBefore); r != nil {
					out = append(out, Violation{Unit: id, Pointer: fmt.Sprintf("/reinforcements/%d/orders", i), Rule: r.Rule,
						Message: fmt.Sprintf("%s arrives at %s under %s orders, which %s units may not take before %s", p.unitName(id), rf.Turn, rf.Orders, u.Side, r.Turn)})
				}
			}
		}
		return out
	},
}
