// Package files copies files and trees for the build and test tools (never
// linked into the wasm).
package files

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Copy copies the file src to dst, making dst's folder.
func Copy(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// CopyTree copies the regular files under src that keep accepts (by their
// path relative to src) into dst, with their folders; keep nil takes all.
func CopyTree(src, dst string, keep func(rel string) bool) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case !d.Type().IsRegular(), keep != nil && !keep(rel):
			return nil
		}
		return Copy(p, target)
	})
}
