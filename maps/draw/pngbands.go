package draw

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/adler32"
	"hash/crc32"
	"image"
	"io"
	"runtime"
)

// bandRows is how many pixel rows one band holds: one unit of parallel
// filtering and compression, small enough that only a few bands (one per
// core, plus the one being written) are in memory at a time.
const bandRows = 128

// pngSignature starts every PNG file.
const pngSignature = "\x89PNG\r\n\x1a\n"

// encodeRGBA writes an RGBA image as an 8-bit PNG: RGB (colour type 2)
// when every pixel is opaque, else RGBA with straight alpha (type 6),
// compressing bands of rows in parallel on every core: each band's
// rows get the Up filter (the row above subtracted: a drawn map's flat
// colours and vertical edges become runs of zeros at almost no cost, where
// image/png tries five filters on every row), and each band is compressed
// by compress/flate on its own, ending on a sync flush so the bands join
// into one zlib stream, written as one IDAT chunk per band. ppm, when
// positive, is recorded as a pHYs chunk (pixels per metre). Memory beyond
// the image: about two bands per core.
// Errors: those of w.
func encodeRGBA(w io.Writer, img *image.RGBA, ppm uint32) error {
	b := img.Bounds()
	bpp := 4
	if opaque(img) {
		bpp = 3
	}
	pw := &pngWriter{w: w}
	pw.raw([]byte(pngSignature))
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(b.Dx()))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(b.Dy()))
	ihdr[8], ihdr[9] = 8, 2 // bit depth 8, truecolour; compression, filter, interlace 0
	if bpp == 4 {
		ihdr[9] = 6 // truecolour with alpha
	}
	pw.chunk("IHDR", ihdr)
	if ppm > 0 {
		pw.raw(physChunk(ppm))
	}
	n := (b.Dy() + bandRows - 1) / bandRows
	bands := compressBands(img, n, bpp)
	adler := uint32(1)
	for i := range n {
		bd := bands.take(i)
		data := bd.data
		if i == 0 {
			data = append([]byte{0x78, 0x01}, data...) // zlib header: deflate, 32K window, fastest
		}
		adler = adler32Combine(adler, bd.adler, bd.rawLen)
		if i == n-1 {
			data = binary.BigEndian.AppendUint32(data, adler)
		}
		pw.chunk("IDAT", data)
	}
	if n == 0 {
		pw.chunk("IDAT", []byte{0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01}) // empty stream
	}
	pw.chunk("IEND", nil)
	return pw.err
}

// band is one band's compressed bytes, with the Adler-32 and length of its
// filtered (uncompressed) bytes.
type band struct {
	data   []byte
	adler  uint32
	rawLen int64
}

// bandQueue hands out compressed bands in order.
type bandQueue struct {
	out   []chan band
	ahead chan struct{}
}

// take waits for band i and lets the workers start one more; every band
// must be taken, in order.
func (q bandQueue) take(i int) band {
	b := <-q.out[i]
	<-q.ahead
	return b
}

// compressBands filters and compresses the n bands of img on every core.
// At most twice as many bands as cores are done ahead of the writer.
func compressBands(img *image.RGBA, n, bpp int) bandQueue {
	out := make([]chan band, n)
	for i := range out {
		out[i] = make(chan band, 1)
	}
	workers := max(1, runtime.GOMAXPROCS(0))
	ahead := make(chan struct{}, 2*workers)
	next := make(chan int)
	go func() {
		for i := range n {
			ahead <- struct{}{}
			next <- i
		}
		close(next)
	}()
	for range min(workers, max(n, 1)) {
		go func() {
			var bw bandWorker
			for i := range next {
				out[i] <- bw.compress(img, i, bpp, i == n-1)
			}
		}()
	}
	return bandQueue{out: out, ahead: ahead}
}

// bandWorker is one compressing goroutine's reusable state: the filtered
// rows, the row above and the deflate writer (which allocates large tables).
type bandWorker struct {
	raw, prev []byte
	fw        *flate.Writer
}

// grow returns (*b)[:n], reallocating *b when it is too small.
func grow(b *[]byte, n int) []byte {
	if cap(*b) < n {
		*b = make([]byte, n)
	}
	return (*b)[:n]
}

// compress filters rows [i*bandRows, (i+1)*bandRows) of img, as bpp
// bytes a pixel (3: RGB, 4: straight RGBA), with the Up filter (the first
// row of the image with None) and deflates them; the last band ends the
// deflate stream, the others end on a sync flush.
func (bw *bandWorker) compress(img *image.RGBA, i, bpp int, last bool) band {
	b := img.Bounds()
	y0 := b.Min.Y + i*bandRows
	y1 := min(y0+bandRows, b.Max.Y)
	w := b.Dx()
	stride := 1 + bpp*w
	raw := grow(&bw.raw, (y1-y0)*stride)
	prev := grow(&bw.prev, bpp*w)
	if y0 > b.Min.Y {
		pixelRow(prev, img, y0-1, bpp)
	}
	for y := y0; y < y1; y++ {
		line := raw[(y-y0)*stride : (y-y0+1)*stride]
		cur := line[1:]
		pixelRow(cur, img, y, bpp)
		if y == b.Min.Y {
			copy(prev, cur)
			continue // filter byte 0: None
		}
		line[0] = 2 // Up: keep this row for the next, then subtract the one above
		for x := range cur {
			v := cur[x]
			cur[x] = v - prev[x]
			prev[x] = v
		}
	}
	var buf bytes.Buffer
	buf.Grow(len(raw) / 8)
	if bw.fw == nil {
		bw.fw, _ = flate.NewWriter(&buf, flate.BestSpeed) // the level is valid
	} else {
		bw.fw.Reset(&buf)
	}
	_, _ = bw.fw.Write(raw) // a bytes.Buffer does not fail
	if last {
		_ = bw.fw.Close()
	} else {
		_ = bw.fw.Flush()
	}
	return band{data: buf.Bytes(), adler: adler32.Checksum(raw), rawLen: int64(len(raw))}
}

// adler32Combine returns the Adler-32 of two byte strings joined, from the
// checksum of each and the second's length (the combination zlib's
// adler32_combine computes).
func adler32Combine(a1, a2 uint32, len2 int64) uint32 {
	const base = 65521
	rem := uint32(len2 % base)
	sum1 := a1 & 0xffff
	sum2 := rem * sum1 % base
	sum1 += (a2 & 0xffff) + base - 1
	sum2 += (a1 >> 16) + (a2 >> 16) + base - rem
	if sum1 >= base {
		sum1 -= base
	}
	if sum1 >= base {
		sum1 -= base
	}
	if sum2 >= base<<1 {
		sum2 -= base << 1
	}
	if sum2 >= base {
		sum2 -= base
	}
	return sum2<<16 | sum1
}

// pngWriter writes chunks, keeping the first error.
type pngWriter struct {
	w   io.Writer
	err error
}

func (p *pngWriter) raw(b []byte) {
	if p.err == nil {
		_, p.err = p.w.Write(b)
	}
}

// chunk writes one chunk: length, type, data, CRC-32 of type and data.
func (p *pngWriter) chunk(typ string, data []byte) {
	head := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	head = append(head, typ...)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	p.raw(head)
	p.raw(data)
	p.raw(binary.BigEndian.AppendUint32(nil, crc.Sum32()))
}

// pixelRow puts row y of img into dst as bpp bytes a pixel: RGB, or RGBA
// with the colour divided by alpha (PNG stores straight alpha; image.RGBA
// holds it premultiplied).
func pixelRow(dst []byte, img *image.RGBA, y, bpp int) {
	b := img.Bounds()
	row := img.Pix[img.PixOffset(b.Min.X, y):][:4*b.Dx()]
	for x := range b.Dx() {
		p := row[4*x : 4*x+4 : 4*x+4]
		d := dst[bpp*x : bpp*x+bpp : bpp*x+bpp]
		if bpp == 3 {
			d[0], d[1], d[2] = p[0], p[1], p[2]
			continue
		}
		switch a := uint32(p[3]); a {
		case 0xff:
			copy(d, p)
		case 0:
			d[0], d[1], d[2], d[3] = 0, 0, 0, 0
		default:
			d[0] = uint8(uint32(p[0]) * 0xff / a)
			d[1] = uint8(uint32(p[1]) * 0xff / a)
			d[2] = uint8(uint32(p[2]) * 0xff / a)
			d[3] = p[3]
		}
	}
}

// opaque reports whether every pixel of img has alpha 255.
func opaque(img *image.RGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):][:4*b.Dx()]
		for x := 3; x < len(row); x += 4 {
			if row[x] != 0xff {
				return false
			}
		}
	}
	return true
}
