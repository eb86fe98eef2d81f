package trace

import "image"

// ScreenPeriods measures each sheet's halftone screen (screen.go): its
// period in px (0: none found) and the peak's strength.
func ScreenPeriods(job Job) ([]float64, []float64, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, nil, err
	}
	var per, str []float64
	for si := range t.job.Sheets {
		s := t.measureScreen(si)
		per, str = append(per, s.period), append(str, s.strength)
	}
	return per, str, nil
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
