package scenarios

// OrdersFrom keeps a side's units out of some orders until a turn: no unit
// of Side may be given Orders before Turn (ITW BB 9.22: no Confederate unit
// in March orders before 9 AM on April 6, no Union unit before 10 AM; the
// same times on April 5).
type OrdersFrom struct {
	Orders string `json:"orders" validate:"required"`
	Side   string `json:"side" validate:"required"`
	Turn   string `json:"turn" validate:"required"`
	Rule   string `json:"rule,omitempty"`
}

// OrdersBarred returns the rule that bars a unit of side from orders at the
// turn (before reports whether one turn id comes before another), or nil.
func (s *Scenario) OrdersBarred(side, orders, turn string, before func(a, b string) bool) *OrdersFrom {
	for i, o := range s.OrdersFrom {
		if o.Side == side && o.Orders == orders && before(turn, o.Turn) {
			return &s.OrdersFrom[i]
		}
	}
	return nil
}
