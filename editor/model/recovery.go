package model

import (
	"crypto/sha256"
	hexenc "encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// Recovery keeps copies of documents with unsaved changes, so that a crash
// loses at most the edits since the last copy. Each document has a folder
// under Dir holding its changed files and a meta.json naming them.
type Recovery struct {
	Dir string
}

// DefaultRecoveryDir returns the user's recovery folder:
// <os.UserConfigDir()>/sandtable/recovery.
func DefaultRecoveryDir() (string, error) {
	cfg, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("recovery folder: %w", err)
	}
	return filepath.Join(cfg, "sandtable", "recovery"), nil
}

// RecoveryEntry describes one recovery copy.
type RecoveryEntry struct {
	Key     string    `json:"-"`
	Path    string    `json:"path"`    // the scenario's path when it was copied
	Builtin bool      `json:"builtin"` // read from the built-in data
	Title   string    `json:"title"`
	Saved   time.Time `json:"saved"` // when the copy was written
	// Files maps each copied file's path to its name in the entry's folder.
	Files map[string]string `json:"files"`
}

// metaName is the entry file of a recovery folder.
const metaName = "meta.json"

// Key returns the name of d's recovery folder (a hash of where it is from).
func (r Recovery) Key(d *Document) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "%v|%s", d.builtin, d.path))
	return hexenc.EncodeToString(sum[:8])
}

// Write copies d's files with unsaved changes into its recovery folder at
// time now, each file atomically and meta.json last. A document without
// unsaved changes has its folder removed instead.
func (r Recovery) Write(d *Document, now time.Time) error {
	key := r.Key(d)
	if !d.Dirty() {
		return r.Remove(key)
	}
	dir := filepath.Join(r.Dir, key)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	e := RecoveryEntry{Path: d.path, Builtin: d.builtin, Title: d.Title(), Saved: now, Files: map[string]string{}}
	targets, err := d.dirtyTargets()
	if err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	for _, t := range targets {
		name := t.file.String() + ".json"
		if err := jsonfile.WriteAtomic(filepath.Join(dir, name), t.data); err != nil {
			return fmt.Errorf("recovery copy: %w", err)
		}
		e.Files[t.path] = name
	}
	meta, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	if err := jsonfile.WriteAtomic(filepath.Join(dir, metaName), meta); err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	return nil
}

// dirtyTargets returns the encoded files of d that have unsaved changes.
func (d *Document) dirtyTargets() ([]target, error) {
	return d.targets(false)
}

// Remove deletes the recovery folder key (no error when there is none).
func (r Recovery) Remove(key string) error {
	if key == "" {
		return nil
	}
	if err := os.RemoveAll(filepath.Join(r.Dir, key)); err != nil {
		return fmt.Errorf("remove recovery copy: %w", err)
	}
	return nil
}

// List returns the recovery copies, newest first. Folders without a
// readable meta.json are skipped.
func (r Recovery) List() ([]RecoveryEntry, error) {
	dirs, err := os.ReadDir(r.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list recovery copies: %w", err)
	}
	var out []RecoveryEntry
	for _, de := range dirs {
		if strings.HasSuffix(de.Name(), damagedSuffix) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(r.Dir, de.Name(), metaName))
		var e RecoveryEntry
		if err != nil || json.Unmarshal(data, &e) != nil {
			continue
		}
		e.Key = de.Name()
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Saved.After(out[j].Saved) })
	return out, nil
}

// Open opens the document of a recovery copy: its own files read from where
// they were, with the copied files over them, which stay marked unsaved.
func (r Recovery) Open(e RecoveryEntry) (*Document, error) {
	over := map[string][]byte{}
	for p, name := range e.Files {
		data, err := os.ReadFile(filepath.Join(r.Dir, e.Key, name))
		if err != nil {
			return nil, fmt.Errorf("open recovery copy of %s: %w", e.Path, err)
		}
		over[p] = data
	}
	var base validate.Files = validate.OS{}
	if e.Builtin {
		base = validate.Builtin{}
	}
	d, err := Open(newOverlay(base, over), e.Path)
	if err != nil {
		return nil, &DamagedCopyError{Entry: e, Dir: filepath.Join(r.Dir, e.Key), Err: err}
	}
	for p := range over {
		for f, fp := range map[File]string{ScenarioFile: d.path, MapFile: d.mapPath, OOBFile: d.oobPath, RulesetFile: d.rulesetPath} {
			if fp != "" && d.Editable(f) && cleanPath(fp) == cleanPath(p) {
				d.history.markUnsaved(f)
			}
		}
	}
	return d, nil
}

// damagedSuffix marks a recovery folder set aside because it does not open.
const damagedSuffix = ".damaged"

// DamagedCopyError reports a recovery copy that does not open. The message
// names the copy, not the user's files it was made from: those are
// untouched.
type DamagedCopyError struct {
	Entry RecoveryEntry
	Dir   string // the copy's folder
	Err   error
}

func (e *DamagedCopyError) Error() string {
	return fmt.Sprintf("the recovery copy of %s (%s, in %s) is damaged and was not opened: %v; your own files are untouched",
		e.Entry.Title, e.Entry.Saved.Local().Format("2 Jan 2006 15:04"), e.Dir, e.Err)
}

func (e *DamagedCopyError) Unwrap() error { return e.Err }

// SetAside renames a recovery copy's folder with a ".damaged" suffix, so it
// is no longer offered but its bytes stay for whoever wants them; it
// returns the new folder.
func (r Recovery) SetAside(key string) (string, error) {
	from := filepath.Join(r.Dir, key)
	to := from + damagedSuffix
	if _, err := os.Stat(to); err == nil {
		to = fmt.Sprintf("%s-%d%s", from, time.Now().UnixNano(), damagedSuffix)
	}
	if err := os.Rename(from, to); err != nil {
		return "", fmt.Errorf("set aside recovery copy %s: %w", from, err)
	}
	return to, nil
}
