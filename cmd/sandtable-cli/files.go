package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sandtable/sandtable/schema"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// readOptions are the root command's --root and --max-bytes, set before each
// command runs (see bindReadFlags).
var readOptions struct {
	root     string
	maxBytes int64
}

// defaultLimits are the limits before any --limit flag changed them.
var defaultLimits = jsonfile.DefaultLimits

// bindReadFlags declares --root and --max-bytes on the root command and
// copies them into readOptions before any subcommand runs.
func bindReadFlags(root *cobra.Command) {
	var opts struct {
		root     string
		maxBytes int64
		limits   []string
		noCache  bool
	}
	root.PersistentFlags().StringVar(&opts.root, "root", "", "folder tree that files and their references must stay in (default: the nearest folder holding maps/ and scenarios/, else the file's folder)")
	root.PersistentFlags().Int64Var(&opts.maxBytes, "max-bytes", 0, "set the size limit of every file kind to this many bytes, at least 1 (defaults: docs/FORMATS.md#limits)")
	root.PersistentFlags().StringArrayVar(&opts.limits, "limit", nil, "raise a limit for a genuinely large map: NAME=N with NAME one of hexes, units, setup-rows, actions, depth, diagnostics, image-pixels, output-pixels (repeatable; defaults: docs/FORMATS.md#limits)")
	root.PersistentFlags().BoolVar(&opts.noCache, "no-cache", false, "check every file against its schema again instead of reading the results kept for unchanged files (kept in the user cache folder, sandtable/schema; also SANDTABLE_NO_CACHE=1)")
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		schema.SetCacheDir(schemaCacheDir(opts.noCache))
		if cmd.Flags().Changed("max-bytes") && opts.maxBytes < 1 {
			return &exitError{code: exitUsage, err: fmt.Errorf("--max-bytes must be at least 1, not %d (leave it out for the defaults)", opts.maxBytes)}
		}
		jsonfile.DefaultLimits = defaultLimits // each run starts from the defaults
		for _, l := range opts.limits {
			name, value, _ := strings.Cut(l, "=")
			if err := jsonfile.DefaultLimits.Set(name, value); err != nil {
				return &exitError{code: exitUsage, err: fmt.Errorf("--limit: %w", err)}
			}
		}
		readOptions.root, readOptions.maxBytes = opts.root, opts.maxBytes
		return nil
	}
}

// schemaCacheDir is the folder the schema results of unchanged files are
// kept in between runs: sandtable/schema in the user's cache folder, or ""
// (none) with --no-cache, SANDTABLE_NO_CACHE=1 or no cache folder.
func schemaCacheDir(off bool) string {
	if off || os.Getenv("SANDTABLE_NO_CACHE") == "1" {
		return ""
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "sandtable", "schema")
}

// filesFor reads from disk, confined to the folder tree of path (see
// contained), or from the built-in data when the path is not on disk but
// names a built-in file.
func filesFor(path string) validate.Files {
	if _, err := os.Lstat(path); err != nil {
		if _, err := (validate.Builtin{}).ReadFile(path); err == nil {
			return validate.Builtin{}
		}
	}
	return contained(path)
}

// contained returns the resolver for the files reached from path: confined
// to --root when given, else to jsonfile.ProjectRoot(path).
func contained(path string) validate.Files {
	root := readOptions.root
	if root == "" {
		root = jsonfile.ProjectRoot(path)
	}
	r, err := jsonfile.NewRooted(root)
	if err != nil {
		return refusing{err}
	}
	r.Limits = r.Limits.WithMaxBytes(readOptions.maxBytes)
	return r
}

// readArg reads a file named on the command line through the same guard
// as references (see contained): a regular file inside the folder tree,
// at most limit bytes (after --max-bytes), or the limit for its name when
// limit is 0. Errors: a *jsonfile.RefError naming the file, or the read's.
func readArg(path string, limit int64) ([]byte, error) {
	f := contained(path)
	r, ok := f.(jsonfile.Rooted)
	if !ok {
		return f.ReadFile(path)
	}
	if readOptions.maxBytes > 0 {
		limit = readOptions.maxBytes
	}
	if limit <= 0 {
		return r.ReadFile(path)
	}
	return r.ReadFileLimit(path, limit)
}

// strictSession returns a session reading through files that refuses, as
// validate does, a file failing JSON, schema or struct checks (see
// validate.Session.Strict): every command but validate uses one.
func strictSession(files validate.Files) *validate.Session {
	s := validate.NewSession(files)
	s.Strict = true
	return s
}

// refusing fails every read with err (an unusable --root).
type refusing struct{ err error }

func (f refusing) ReadFile(string) ([]byte, error) { return nil, f.err }
func (f refusing) Join(base, rel string) string    { return jsonfile.Rooted{}.Join(base, rel) }

// filesForAll reads the files reached from each of paths (diff's OLD and
// NEW may sit in two folder trees): a read goes to the first tree that does
// not refuse it as outside.
func filesForAll(paths ...string) validate.Files {
	var trees treeFiles
	for _, p := range paths {
		trees = append(trees, filesFor(p))
	}
	return trees
}

type treeFiles []validate.Files

func (t treeFiles) ReadFile(p string) ([]byte, error) {
	var err error
	for _, f := range t {
		var data []byte
		if data, err = f.ReadFile(p); !errors.Is(err, jsonfile.ErrEscapes) {
			return data, err
		}
	}
	return nil, err
}

func (t treeFiles) Join(base, rel string) string { return t[0].Join(base, rel) }
