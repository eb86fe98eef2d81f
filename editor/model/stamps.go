package model

import (
	"os"
	"time"
)

// fileStamp is what a file's status said when the document last read or
// wrote it: if size and time still match, the file is the one it knows.
type fileStamp struct {
	size int64
	mod  time.Time
}

// remember records the status of the file at path (read or written by the
// document, so known to parse).
func (d *Document) remember(path string) {
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	if d.stamps == nil {
		d.stamps = map[string]fileStamp{}
	}
	d.stamps[path] = fileStamp{fi.Size(), fi.ModTime()}
}

// unchanged reports whether the file at path still has the status the
// document recorded.
func (d *Document) unchanged(path string) bool {
	st, ok := d.stamps[path]
	if !ok {
		return false
	}
	fi, err := os.Stat(path)
	return err == nil && fi.Size() == st.size && fi.ModTime().Equal(st.mod)
}
