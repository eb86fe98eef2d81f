package editor

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// guardFileWrites replaces the "file" storage repository the Fyne driver
// registered with one whose writers touch the disk only when they are closed
// after something was written, and then atomically (temporary file and
// rename). Fyne's save dialog opens the chosen file for writing before it
// calls back, and the driver's own writer creates or truncates the file at
// that moment: an existing scenario chosen in Save As would be left empty
// whatever the callback did next. With the guard, a writer closed without a
// byte leaves the disk exactly as it was, and the editor writes the file
// itself through its checked, atomic save. Calling it again is harmless.
func guardFileWrites() {
	base, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := base.(*guardedFiles); done {
		return
	}
	repository.Register("file", &guardedFiles{base: base})
}

// guardedFiles forwards every operation to the driver's file repository
// except Writer.
type guardedFiles struct {
	base repository.Repository
}

// pendingFile is a writer that keeps what is written in memory and puts it
// in place atomically on Close; with nothing written, Close does nothing.
type pendingFile struct {
	uri     fyne.URI
	buf     bytes.Buffer
	written bool
	closed  bool
}

func (p *pendingFile) URI() fyne.URI { return p.uri }

func (p *pendingFile) Write(b []byte) (int, error) {
	if p.closed {
		return 0, fmt.Errorf("write %s: writer closed", p.uri.Path())
	}
	p.written = true
	return p.buf.Write(b)
}

// Close writes the bytes when there are any.
func (p *pendingFile) Close() error {
	if p.closed {
		return nil
	}
	p.closed = true
	if !p.written {
		return nil
	}
	return jsonfile.WriteAtomic(p.uri.Path(), p.buf.Bytes())
}

// Writer returns a writer that changes nothing on disk until it is closed.
func (g *guardedFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &pendingFile{uri: u}, nil
}

func (g *guardedFiles) Exists(u fyne.URI) (bool, error) { return g.base.Exists(u) }

func (g *guardedFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) { return g.base.Reader(u) }

func (g *guardedFiles) CanRead(u fyne.URI) (bool, error) { return g.base.CanRead(u) }

func (g *guardedFiles) Destroy(scheme string) { g.base.Destroy(scheme) }

func (g *guardedFiles) CanWrite(u fyne.URI) (bool, error) {
	if w, ok := g.base.(repository.WritableRepository); ok {
		return w.CanWrite(u)
	}
	return false, repository.ErrOperationNotSupported
}

func (g *guardedFiles) Delete(u fyne.URI) error {
	if w, ok := g.base.(repository.WritableRepository); ok {
		return w.Delete(u)
	}
	return repository.ErrOperationNotSupported
}

func (g *guardedFiles) Parent(u fyne.URI) (fyne.URI, error) {
	if h, ok := g.base.(repository.HierarchicalRepository); ok {
		return h.Parent(u)
	}
	return repository.GenericParent(u)
}

func (g *guardedFiles) Child(u fyne.URI, name string) (fyne.URI, error) {
	if h, ok := g.base.(repository.HierarchicalRepository); ok {
		return h.Child(u, name)
	}
	return repository.GenericChild(u, name)
}

func (g *guardedFiles) CanList(u fyne.URI) (bool, error) {
	if l, ok := g.base.(repository.ListableRepository); ok {
		return l.CanList(u)
	}
	return false, repository.ErrOperationNotSupported
}

func (g *guardedFiles) List(u fyne.URI) ([]fyne.URI, error) {
	if l, ok := g.base.(repository.ListableRepository); ok {
		return l.List(u)
	}
	return nil, repository.ErrOperationNotSupported
}

func (g *guardedFiles) CreateListable(u fyne.URI) error {
	if l, ok := g.base.(repository.ListableRepository); ok {
		return l.CreateListable(u)
	}
	return repository.ErrOperationNotSupported
}
