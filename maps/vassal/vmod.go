package vassal

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// moduleData writes the moduledata entry of a module (VASSAL's
// ModuleMetaData, AbstractMetaData.save): a "data" root with version 1
// holding the module's version, the VASSAL version it was made with, the
// save time in milliseconds since 1970, its description and its name.
func moduleData(name, version, description string, saved int64) []byte {
	root := newElem("data", "version", "1")
	add := func(tag, text string) {
		e := newElem(tag)
		e.Text = text
		root.Children = append(root.Children, e)
	}
	add("version", version)
	add("VassalVersion", vassalVersion)
	add("dateSaved", strconv.FormatInt(saved, 10))
	if description != "" {
		add("description", description)
	}
	add("name", name)
	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	// Encoding elements of strings cannot fail.
	_ = enc.Encode(root)
	buf.WriteByte('\n')
	return buf.Bytes()
}

// Zip returns the module as a .vmod: a zip holding buildFile.xml (the name
// VASSAL 3.5 and later read), moduledata and images/.
func (out *Exported) Zip() ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	mod := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC) // fixed, for reproducible files
	add := func(name string, data []byte, method uint16) error {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method, Modified: mod})
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	}
	if err := add("buildFile.xml", out.BuildFile, zip.Deflate); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	if err := add("moduledata", out.ModuleData, zip.Deflate); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	if out.SandtableMap != nil {
		if err := add(CarriedMapName, out.SandtableMap, zip.Deflate); err != nil {
			return nil, fmt.Errorf("vassal export: %w", err)
		}
	}
	for _, name := range sortedKeys(out.Images) {
		// PNGs are compressed already.
		if err := add("images/"+name, out.Images[name], zip.Store); err != nil {
			return nil, fmt.Errorf("vassal export: %w", err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	return buf.Bytes(), nil
}

// WriteModule writes the module as a .vmod file at path.
func (out *Exported) WriteModule(path string) error {
	data, err := out.Zip()
	if err != nil {
		return err
	}
	if err := jsonfile.WriteAtomic(path, data); err != nil {
		return fmt.Errorf("vassal export: %w", err)
	}
	return nil
}

// WriteDir writes the module unzipped: DIR/buildFile.xml, DIR/moduledata,
// DIR/sandtable.map.json and the images into DIR/images/, and returns the
// paths written.
func (out *Exported) WriteDir(dir string) ([]string, error) {
	if err := os.MkdirAll(filepath.Join(dir, "images"), 0o755); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	var written []string
	for _, f := range []struct {
		name string
		data []byte
	}{{"buildFile.xml", out.BuildFile}, {"moduledata", out.ModuleData}, {CarriedMapName, out.SandtableMap}} {
		if f.data == nil {
			continue
		}
		p := filepath.Join(dir, f.name)
		if err := jsonfile.WriteAtomic(p, f.data); err != nil {
			return written, fmt.Errorf("vassal export: %w", err)
		}
		written = append(written, p)
	}
	for _, name := range sortedKeys(out.Images) {
		ip := filepath.Join(dir, "images", name)
		if err := jsonfile.WriteAtomic(ip, out.Images[name]); err != nil {
			return written, fmt.Errorf("vassal export: %w", err)
		}
		written = append(written, ip)
	}
	return written, nil
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
