package trace

import "image"

// ScreenPeriods measures each sheet's halftone screen (screen.go): its
// period in px (0: none found) and the peak's strength.
func ScreenPeriods(job Job) ([]float64, []float64, error) {
	per, str, _, err := ScreenMeasures(job)
	return per, str, err
}

// ScreenMeasures is ScreenPeriods with each sheet's count of distinct
// screen angles too (screenangles.go; 0 where no screen was found).
func ScreenMeasures(job Job) ([]float64, []float64, []int, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, nil, nil, err
	}
	var per, str []float64
	var ang []int
	for si := range t.job.Sheets {
		s := t.measureScreen(si)
		per, str, ang = append(per, s.period), append(str, s.strength), append(ang, s.angles)
	}
	return per, str, ang, nil
}

// ScreenPlatesMin is the least count of screen angles that marks
// overprinted screens (linemapscreened.go).
const ScreenPlatesMin = screenPlatesMin

// Overprinted returns per sheet whether the tracer marks its scan as
// showing overprinted screens, the sheets it builds the averaged line map
// on (linemapscreened.go).
func Overprinted(job Job) ([]bool, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	return t.overprint, nil
}

// SetDescreen switches descreening on or off (descreen.go), returning the
// previous setting.
func SetDescreen(on bool) bool {
	old := descreenOn
	descreenOn = on
	return old
}

// DescreenedImage returns sheet 0 as the contour readers read it.
func DescreenedImage(job Job) (image.Image, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	return t.linePix[0].img, nil
}
