// Package wasmdata rewrites the data section of a Go wasm so that it
// compresses well (never linked into the wasm).
//
// Go's linker writes the wasm's initial memory as one data segment per run
// of bytes between runs of zeros: about 90,000 segments for the page, each
// with a header of its own memory offset. The offsets differ from segment to
// segment, so gzip and Brotli find little to match in them, and they break
// the data between them into short pieces: the headers cost more than the
// zeros they skip once the file is compressed. Pack writes the same memory
// as few segments, the short runs of zeros written out as zeros.
package wasmdata

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
)

// MaxGap is the longest run of zeros between two segments that Pack writes
// out to join them; a longer run stays a gap between two segments.
const MaxGap = 4096

// PackFile packs the wasm at path in place.
func PackFile(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if b, err = Pack(b); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, b, 0o644)
}

// segment is an active data segment of memory 0: its bytes at offset.
type segment struct {
	offset int
	data   []byte
}

var magic = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// Pack returns the wasm b with its data segments joined where fewer than
// MaxGap zero bytes part them; the memory the module starts with is the
// same byte for byte, and every other section is copied as it is.
func Pack(b []byte) ([]byte, error) {
	if !bytes.HasPrefix(b, magic) {
		return nil, errors.New("not a wasm module")
	}
	out := slices.Clone(magic)
	r := reader{b: b, at: len(magic)}
	for r.at < len(b) {
		id := r.byte()
		body := r.bytes()
		if r.err != nil {
			return nil, r.err
		}
		switch id {
		case 11: // data
			segs, err := segments(body)
			if err != nil {
				return nil, err
			}
			if segs, err = join(segs); err != nil {
				return nil, err
			}
			body = encode(segs)
		case 12: // data count, which Go does not write
			return nil, errors.New("a data count section: not a Go wasm")
		}
		out = append(out, id)
		out = appendU32(out, uint64(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

// segments reads a data section's segments.
func segments(body []byte) ([]segment, error) {
	r := reader{b: body}
	segs := make([]segment, r.u32())
	for i := range segs {
		// An active segment of memory 0 at a constant offset: 0, i32.const
		// offset, end, then its bytes.
		if r.byte() != 0 || r.byte() != 0x41 {
			return nil, errors.New("a data segment that is not an active one at a constant offset")
		}
		off := r.s32()
		if r.byte() != 0x0b || off < 0 {
			return nil, errors.New("a data segment's offset is not a constant")
		}
		segs[i] = segment{offset: int(off), data: r.bytes()}
	}
	if r.err == nil && r.at != len(body) {
		r.err = errors.New("bytes after the data segments")
	}
	return segs, r.err
}

// join sorts the segments by offset and joins those that fewer than MaxGap
// bytes part. The memory starts as zeros, so the bytes written between two
// joined segments are what the memory held there before. Segments that
// overlap are refused: which one wins depends on their order, which
// sorting would change.
func join(segs []segment) ([]segment, error) {
	slices.SortFunc(segs, func(a, b segment) int { return a.offset - b.offset })
	var out []segment
	for _, s := range segs {
		if n := len(out); n > 0 {
			last := &out[n-1]
			gap := s.offset - (last.offset + len(last.data))
			if gap < 0 {
				return nil, fmt.Errorf("data segments overlap at offset %d", s.offset)
			}
			if gap <= MaxGap {
				last.data = append(append(last.data, make([]byte, gap)...), s.data...)
				continue
			}
		}
		out = append(out, segment{offset: s.offset, data: slices.Clone(s.data)})
	}
	return out, nil
}

// encode writes a data section's body.
func encode(segs []segment) []byte {
	out := appendU32(nil, uint64(len(segs)))
	for _, s := range segs {
		out = append(out, 0, 0x41)
		out = appendS32(out, int64(s.offset))
		out = append(out, 0x0b)
		out = appendU32(out, uint64(len(s.data)))
		out = append(out, s.data...)
	}
	return out
}

// reader reads a wasm's bytes and LEB128 numbers; the first error sticks.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.at >= len(r.b) {
		r.fail()
		return 0
	}
	r.at++
	return r.b[r.at-1]
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = errors.New("the wasm ends early")
	}
	r.at = len(r.b)
}

func (r *reader) u32() uint64 {
	var v uint64
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v
		}
	}
	r.fail()
	return 0
}

func (r *reader) s32() int64 {
	var v int64
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		v |= int64(c&0x7f) << shift
		if c < 0x80 {
			if shift+7 < 64 && c&0x40 != 0 {
				v |= -1 << (shift + 7) // the sign
			}
			return v
		}
	}
	r.fail()
	return 0
}

// bytes reads a length, then that many bytes.
func (r *reader) bytes() []byte {
	n := int(r.u32())
	if r.err != nil || n > len(r.b)-r.at {
		r.fail()
		return nil
	}
	r.at += n
	return r.b[r.at-n : r.at]
}

func appendU32(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

func appendS32(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
