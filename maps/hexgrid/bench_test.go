package hexgrid

import "testing"

var (
	sinkOffset  Offset
	sinkInt     int
	sinkSteps   []LineStep
	sinkOffsets [6]Offset
)

func BenchmarkNeighbors(b *testing.B) {
	o := Offset{29, 38}
	for b.Loop() {
		sinkOffsets = flatOdd.Neighbors(o)
	}
}

func BenchmarkDistance(b *testing.B) {
	a, c := Offset{14, 53}, Offset{46, 12}
	for b.Loop() {
		sinkInt = flatOdd.Distance(a, c)
	}
}

func BenchmarkLine(b *testing.B) {
	a, c := Offset{10, 40}, Offset{40, 25} // 30 hexes apart
	if d := flatOdd.Distance(a, c); d != 30 {
		b.Fatalf("distance %d, want 30", d)
	}
	for b.Loop() {
		sinkSteps = flatOdd.Line(a, c)
	}
}

func BenchmarkParse(b *testing.B) {
	n := itwNumbering()
	for b.Loop() {
		o, err := n.Parse("S2905")
		if err != nil {
			b.Fatal(err)
		}
		sinkOffset = o
	}
}

func BenchmarkHexAt(b *testing.B) {
	l := Layout{Grid: flatOdd, Size: 24, OriginX: 12, OriginY: 7}
	for b.Loop() {
		sinkOffset = l.HexAt(1234.5, 876.25)
	}
}
