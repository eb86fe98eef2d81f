package maps

import (
	"fmt"
	"image"
	"io"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// DecodeImageFile decodes the image at path (a registered format: the
// caller imports image/png, image/jpeg...) once root has accepted it (inside
// the root, a regular file, within the byte limit for images), after
// reading its size from the header, so that an image over
// root.Limits.ImagePixels (width × height) is refused before its pixels are
// allocated.
// Errors: a *jsonfile.RefError, an unreadable file, an unknown format, a
// damaged image, or one over the limit (named with its size).
func DecodeImageFile(root jsonfile.Rooted, path string) (image.Image, error) {
	f, _, err := root.Open(path)
	if err != nil {
		return nil, fmt.Errorf("image %s: %w", path, err)
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		return nil, fmt.Errorf("image %s: %w", path, err)
	}
	if err := jsonfile.CheckPixels("image "+path, int64(cfg.Width), int64(cfg.Height), root.Limits.ImagePixels); err != nil {
		return nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("image %s: %w", path, err)
	}
	img, _, err := image.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("image %s: %w", path, err)
	}
	return img, nil
}
