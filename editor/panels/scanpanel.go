package panels

import (
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // scans may be JPEG
	_ "image/png"  // or PNG
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// ScanPanel puts a scan of each printed sheet under the grid: it loads a
// PNG or JPEG (which must lie in the map file's folder, where its path is
// stored relative to the map), shows it with the chosen opacity, and says
// how it is calibrated. The calibrate tool aligns it.
type ScanPanel struct {
	e       Host
	Sheet   *widget.Select
	path    *widget.Entry
	Opacity *widget.Slider
	info    *widget.Label
	images  map[string]*image.RGBA // decoded scans by file path
	opac    float64
	Box     *fyne.Container
}

func NewScanPanel(e Host) *ScanPanel {
	p := &ScanPanel{e: e, images: map[string]*image.RGBA{}, opac: 0.6}
	p.Sheet = widget.NewSelect(nil, func(string) { p.showInfo() })
	p.path = widget.NewEntry()
	p.path.SetPlaceHolder(lang.L("scan image in the map's folder"))
	p.Opacity = widget.NewSlider(0, 1)
	p.Opacity.Step = 0.05
	p.Opacity.SetValue(p.opac)
	p.Opacity.OnChanged = func(v float64) { p.opac = v; p.showScans() }
	p.info = widget.NewLabel("")
	p.info.Wrapping = fyne.TextWrapWord
	load := widget.NewButton(lang.L("Load"), func() { p.e.ReportErr(p.Load(p.path.Text)) })
	browse := widget.NewButton(lang.L("Browse…"), p.browse)
	remove := widget.NewButton(lang.L("Remove scan"), p.remove)
	p.Box = container.NewVBox(
		widget.NewForm(widget.NewFormItem(lang.L("Sheet"), p.Sheet), widget.NewFormItem(lang.L("Image"), p.path)),
		container.NewHBox(load, browse, remove),
		widget.NewLabel(lang.L("Opacity")), p.Opacity, p.info,
		widget.NewLabel(lang.L("Align it with the Calibrate tool (c): type a hex id,\nclick that hex's centre on the scan; three or more.")),
	)
	return p
}

// DocumentChanged lists the sheets and shows their scans.
func (p *ScanPanel) DocumentChanged() {
	var ids []string
	for _, s := range p.e.Document().Map().Sheets {
		ids = append(ids, s.ID)
	}
	p.Sheet.Options = ids
	if !ui.Contains(ids, p.Sheet.Selected) && len(ids) > 0 {
		p.Sheet.Selected = ids[0]
	}
	p.Sheet.Refresh()
	p.showScans()
	p.showInfo()
}

// Current returns the index of the chosen sheet.
func (p *ScanPanel) Current() int {
	for i, s := range p.e.Document().Map().Sheets {
		if s.ID == p.Sheet.Selected {
			return i
		}
	}
	return 0
}

// browse asks for an image file.
func (p *ScanPanel) browse() {
	p.e.OpenFile([]string{".png", ".jpg", ".jpeg"}, func(r fyne.URIReadCloser) {
		path := r.URI().Path()
		_ = r.Close()
		p.path.SetText(path)
		p.e.ReportErr(p.Load(path))
	})
}

// Load puts the image at path under the chosen sheet, placed to cover the
// sheet until it is calibrated.
// Errors: a built-in map, an image outside the map's folder, or one that
// does not decode.
func (p *ScanPanel) Load(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("load scan: %w", err)
	}
	rel, err := p.e.Document().ScanRelPath(abs)
	if err != nil {
		return fmt.Errorf("load scan: %w", err)
	}
	img, err := decodeScan(abs)
	if err != nil {
		return err
	}
	p.images[abs] = img
	i := p.Current()
	c, err := p.e.Document().SetScan(i, &maps.Scan{Path: rel, Affine: p.coverSheet(i, img.Bounds())})
	if err != nil {
		return err
	}
	p.e.Do(c)
	return nil
}

// remove takes the chosen sheet's scan away.
func (p *ScanPanel) remove() {
	c, err := p.e.Document().SetScan(p.Current(), nil)
	if !p.e.ReportErr(err) {
		p.e.Do(c)
	}
}

// decodeScan reads a PNG or JPEG into RGBA pixels.
func decodeScan(path string) (*image.RGBA, error) {
	root, err := jsonfile.NewRooted(filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("load scan: %w", err)
	}
	src, err := maps.DecodeImageFile(root, path)
	if err != nil {
		return nil, fmt.Errorf("load scan: %w", err)
	}
	if rgba, ok := src.(*image.RGBA); ok {
		return rgba, nil
	}
	dst := image.NewRGBA(src.Bounds())
	draw.Draw(dst, dst.Bounds(), src, src.Bounds().Min, draw.Src)
	return dst, nil
}

// coverSheet returns the affine that stretches sheet i's hexes (in map
// millimetres) over image bounds b, keeping the aspect ratio: a first
// placement for the calibration to improve.
func (p *ScanPanel) coverSheet(i int, b image.Rectangle) [6]float64 {
	s := p.e.View().Scene()
	sheet := p.e.Document().Geometry().Numbering.Sheets[i]
	x0, y0, x1, y1 := 1e18, 1e18, -1e18, -1e18
	for _, o := range p.e.Document().Geometry().Numbering.All() {
		if sheet.Holds(o) {
			mx, my := s.HexMM(o)
			x0, y0, x1, y1 = min(x0, mx), min(y0, my), max(x1, mx), max(y1, my)
		}
	}
	k := min(float64(b.Dx())/max(x1-x0, 1), float64(b.Dy())/max(y1-y0, 1))
	return [6]float64{k, 0, float64(b.Min.X) - x0*k, 0, k, float64(b.Min.Y) - y0*k}
}

// Image returns the decoded scan of sheet i, reading it from disk the first
// time; nil when there is none or it cannot be read.
func (p *ScanPanel) Image(i int) *image.RGBA { return p.image(i) }

// image is Image.
func (p *ScanPanel) image(i int) *image.RGBA {
	path, ok := p.e.Document().ScanFile(i)
	if !ok {
		return nil
	}
	if img, ok := p.images[path]; ok {
		return img
	}
	img, err := decodeScan(path)
	if err != nil {
		p.e.Report(err.Error())
		p.images[path] = nil
		return nil
	}
	p.images[path] = img
	return img
}

// showScans hands the view the scans of every sheet.
func (p *ScanPanel) showScans() {
	var layers []tiles.ScanLayer
	for i, s := range p.e.Document().Map().Sheets {
		if img := p.image(i); img != nil && s.Scan != nil {
			layers = append(layers, tiles.ScanLayer{Image: img, Affine: s.Scan.Affine, Opacity: p.opac})
		}
	}
	p.e.View().SetScans(layers)
	p.showInfo()
}

// showInfo describes the chosen sheet's scan and calibration.
func (p *ScanPanel) showInfo() {
	i := p.Current()
	sheets := p.e.Document().Map().Sheets
	if i >= len(sheets) || sheets[i].Scan == nil {
		p.info.SetText(lang.L("No scan under this sheet."))
		return
	}
	sc := sheets[i].Scan
	pr := calib.Affine(sc.Affine).Params()
	p.info.SetText(fmt.Sprintf(lang.L("%s\n%.3f × %.3f px/mm, rotation %.2f°, skew %.2f°, offset %.1f, %.1f px"),
		sc.Path, pr.ScaleX, pr.ScaleY, pr.RotationDeg, pr.SkewDeg, pr.TX, pr.TY))
}
