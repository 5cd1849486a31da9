package qr

// The codewords: the text as bits, then split into blocks with their
// Reed-Solomon error correction, as the standard interleaves them.

// bits is a bit buffer, one bit per byte.
type bits []byte

func (b *bits) add(v, n int) {
	for i := n - 1; i >= 0; i-- {
		*b = append(*b, byte(v>>i&1))
	}
}

func countBits(ver int) int {
	if ver < 10 {
		return 8
	}
	return 16
}

// rawModules is the number of modules of a version that carry data and
// error correction (everything but the function patterns and format bits).
func rawModules(ver int) int {
	n := (16*ver+128)*ver + 64
	if ver >= 2 {
		align := ver/7 + 2
		n -= (25*align-10)*align - 55
		if ver >= 7 {
			n -= 36
		}
	}
	return n
}

func dataCodewords(ver int) int {
	return rawModules(ver)/8 - int(eccPerBlock[ver])*int(eccBlocks[ver])
}

// interleave splits the data into blocks, adds each block's Reed-Solomon
// codewords and interleaves them as the standard orders them.
func interleave(data []byte, ver int) []byte {
	nBlocks, eccLen := int(eccBlocks[ver]), int(eccPerBlock[ver])
	raw := rawModules(ver) / 8
	short := nBlocks - raw%nBlocks
	shortLen := raw / nBlocks
	div := divisor(eccLen)
	blocks := make([][]byte, nBlocks)
	k := 0
	for i := range blocks {
		n := shortLen - eccLen
		if i >= short {
			n++
		}
		blk := append([]byte(nil), data[k:k+n]...)
		k += n
		ecc := remainder(blk, div)
		if i < short {
			blk = append(blk, 0) // a place holder, skipped below
		}
		blocks[i] = append(blk, ecc...)
	}
	out := make([]byte, 0, raw)
	for i := range blocks[0] {
		for j, blk := range blocks {
			if i != shortLen-eccLen || j >= short {
				out = append(out, blk[i])
			}
		}
	}
	return out
}

// gfMul multiplies in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1.
func gfMul(x, y byte) byte {
	z := 0
	for i := 7; i >= 0; i-- {
		z = z<<1 ^ (z>>7)*0x11D
		z ^= int(y>>i&1) * int(x)
	}
	return byte(z)
}

// divisor is the Reed-Solomon generator polynomial of a degree, highest
// coefficient (always 1) left out.
func divisor(degree int) []byte {
	out := make([]byte, degree)
	out[degree-1] = 1
	root := byte(1)
	for range degree {
		for j := range out {
			out[j] = gfMul(out[j], root)
			if j+1 < len(out) {
				out[j] ^= out[j+1]
			}
		}
		root = gfMul(root, 2)
	}
	return out
}

func remainder(data, div []byte) []byte {
	out := make([]byte, len(div))
	for _, b := range data {
		f := b ^ out[0]
		copy(out, out[1:])
		out[len(out)-1] = 0
		for i := range out {
			out[i] ^= gfMul(div[i], f)
		}
	}
	return out
}
