package wasmdata

import (
	"bytes"
	"slices"
	"testing"
)

// module is a wasm of a custom section and a data section whose segments
// are written by hand: unsorted, one at 0x40 (whose offset takes two bytes
// as a signed number), two parted by a gap Pack fills and one by a longer
// gap it keeps.
func module() []byte {
	seg := func(offset []byte, data ...byte) []byte {
		b := append([]byte{0, 0x41}, offset...)
		return append(append(append(b, 0x0b), byte(len(data))), data...)
	}
	data := []byte{4}
	data = append(data, seg([]byte{0x08}, 5, 6)...)          // 8
	data = append(data, seg([]byte{0x00}, 1, 2, 3)...)       // 0
	data = append(data, seg([]byte{0xc0, 0x00}, 7)...)       // 0x40
	data = append(data, seg([]byte{0x80, 0xc0, 0x00}, 9)...) // 0x2000, past MaxGap
	custom := []byte{0, 4, 3, 'a', 'b', 'c'}                 // a custom section "abc"
	b := append(slices.Clone(magic), custom...)
	b = append(b, 11, byte(len(data)))
	return append(b, data...)
}

// memory is the memory the segments of a wasm write.
func memory(t *testing.T, b []byte) []byte {
	t.Helper()
	r := reader{b: b, at: len(magic)}
	var mem []byte
	for r.at < len(b) {
		id, body := r.byte(), r.bytes()
		if id != 11 {
			continue
		}
		segs, err := segments(body)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range segs {
			if end := s.offset + len(s.data); end > len(mem) {
				mem = append(mem, make([]byte, end-len(mem))...)
			}
			copy(mem[s.offset:], s.data)
		}
	}
	return mem
}

func TestPack(t *testing.T) {
	in := module()
	out, err := Pack(in)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]byte, 0x2001)
	copy(want, []byte{1, 2, 3, 0, 0, 0, 0, 0, 5, 6})
	want[0x40], want[0x2000] = 7, 9
	if got := memory(t, in); !bytes.Equal(got, want) {
		t.Fatalf("the module's memory is not what its segments say: %v", got[:16])
	}
	if got := memory(t, out); !bytes.Equal(got, want) {
		t.Errorf("packed, the memory differs: %v", got[:16])
	}
	r := reader{b: out, at: len(magic)}
	if id, body := r.byte(), r.bytes(); id != 0 || string(body) != "\x03abc" {
		t.Errorf("the custom section is %d %q, want it as it was", id, body)
	}
	if id, body := r.byte(), r.bytes(); id != 11 {
		t.Errorf("section %d, want the data section", id)
	} else if segs, _ := segments(body); len(segs) != 2 || segs[0].offset != 0 || len(segs[0].data) != 0x41 || segs[1].offset != 0x2000 {
		t.Errorf("packed segments %+v, want [0, 0x41) and 0x2000", segs)
	}
}

func TestPackRejects(t *testing.T) {
	for name, b := range map[string][]byte{
		"not a wasm": []byte("not a wasm"),
		"cut short":  module()[:len(module())-1],
		"data count": append(slices.Clone(magic), 12, 1, 0),
		"passive":    append(slices.Clone(magic), 11, 3, 1, 1, 0),
		// two segments, [0, 2) and [1, 2): the second overwrites the first's
		// last byte.
		"overlap": append(slices.Clone(magic), 11, 14, 2, 0, 0x41, 0, 0x0b, 2, 1, 2, 0, 0x41, 1, 0x0b, 1, 3),
	} {
		if _, err := Pack(b); err == nil {
			t.Errorf("%s: Pack took it", name)
		}
	}
}
