// Package qr draws a QR code (ISO/IEC 18004) of a text as inline SVG, so a
// printed recommendation carries its share link for a phone to open.
//
// It is a small encoder of its own: byte mode, error correction level M (15%
// of the code can be lost), versions 1 to 40, the mask with the lowest
// penalty. github.com/skip2/go-qrcode does the same for far more of the
// wasm (it links image/png). The
// algorithm follows Project Nayuki's QR Code generator (MIT); the tables are
// the standard's. The package is pure: no go-app, no syscall/js.
package qr

import (
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/markup"
)

// Code is a QR code: a square of modules, true for dark.
type Code struct {
	size int
	mods []bool
	fn   []bool // function patterns, which data and masks leave alone
}

// Size is the number of modules on a side (21 to 177), without the quiet zone.
func (c *Code) Size() int { return c.size }

// Dark tells whether the module at column x, row y is dark.
func (c *Code) Dark(x, y int) bool { return c.mods[y*c.size+x] }

// Per version 1..40 at level M: error-correction codewords per block and
// number of blocks (ISO/IEC 18004 table 9).
var (
	eccPerBlock = [41]int8{-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28}
	eccBlocks   = [41]int8{-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49}
)

// Encode makes the smallest QR code at level M that holds text in byte mode
// (UTF-8). ok is false when text is longer than a version 40 code holds
// (2,331 bytes).
func Encode(text string) (c *Code, ok bool) {
	data := []byte(text)
	ver := 1
	for ; ver <= 40; ver++ {
		if 4+countBits(ver)+8*len(data) <= 8*dataCodewords(ver) {
			break
		}
	}
	if ver > 40 {
		return nil, false
	}
	var bb bits
	bb.add(4, 4) // byte mode
	bb.add(len(data), countBits(ver))
	for _, b := range data {
		bb.add(int(b), 8)
	}
	capBits := 8 * dataCodewords(ver)
	bb.add(0, min(4, capBits-len(bb)))
	bb.add(0, (8-len(bb)%8)%8)
	for pad := 0xEC; len(bb) < capBits; pad ^= 0xEC ^ 0x11 {
		bb.add(pad, 8)
	}
	words := make([]byte, len(bb)/8)
	for i, b := range bb {
		words[i>>3] |= b << (7 - i&7)
	}

	size := ver*4 + 17
	c = &Code{size: size, mods: make([]bool, size*size), fn: make([]bool, size*size)}
	c.drawFunctions(ver)
	c.drawCodewords(interleave(words, ver))
	best, bestPenalty := 0, -1
	for m := range 8 {
		c.mask(m)
		c.drawFormat(m)
		if p := c.penalty(); bestPenalty < 0 || p < bestPenalty {
			best, bestPenalty = m, p
		}
		c.mask(m) // XOR again undoes it
	}
	c.mask(best)
	c.drawFormat(best)
	return c, true
}

func (c *Code) set(x, y int, dark bool) {
	c.mods[y*c.size+x] = dark
	c.fn[y*c.size+x] = true
}

func (c *Code) drawFunctions(ver int) {
	n := c.size
	for i := range n {
		c.set(6, i, i%2 == 0)
		c.set(i, 6, i%2 == 0)
	}
	for _, p := range [][2]int{{3, 3}, {n - 4, 3}, {3, n - 4}} {
		for dy := -4; dy <= 4; dy++ {
			for dx := -4; dx <= 4; dx++ {
				x, y := p[0]+dx, p[1]+dy
				if x >= 0 && x < n && y >= 0 && y < n {
					d := max(abs(dx), abs(dy))
					c.set(x, y, d != 2 && d != 4)
				}
			}
		}
	}
	pos := alignments(ver)
	last := len(pos) - 1
	for i, x := range pos {
		for j, y := range pos {
			if i == 0 && j == 0 || i == 0 && j == last || i == last && j == 0 {
				continue // the finder patterns' corners
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					c.set(x+dx, y+dy, max(abs(dx), abs(dy)) != 1)
				}
			}
		}
	}
	c.drawFormat(0) // reserves the format areas; the chosen mask redraws them
	if ver >= 7 {
		r := ver
		for range 12 {
			r = r<<1 ^ (r>>11)*0x1F25
		}
		v := ver<<12 | r
		for i := range 18 {
			dark := v>>i&1 != 0
			a, b := n-11+i%3, i/3
			c.set(a, b, dark)
			c.set(b, a, dark)
		}
	}
}

// alignments are the centres of a version's alignment patterns on each axis.
func alignments(ver int) []int {
	if ver == 1 {
		return nil
	}
	num := ver/7 + 2
	step := (ver*8 + num*3 + 5) / (num*4 - 4) * 2
	out := make([]int, num)
	out[0] = 6
	for i, p := num-1, ver*4+17-7; i >= 1; i, p = i-1, p-step {
		out[i] = p
	}
	return out
}

// drawFormat writes level M and the mask, twice, with the dark module.
func (c *Code) drawFormat(mask int) {
	data := mask // level M is 00
	r := data
	for range 10 {
		r = r<<1 ^ (r>>9)*0x537
	}
	v := (data<<10 | r) ^ 0x5412
	n := c.size
	for i := range 15 {
		dark := v>>i&1 != 0
		// Around the top-left finder: up its right side, skipping the
		// timing row, then leftwards along its bottom.
		switch {
		case i < 6:
			c.set(8, i, dark)
		case i < 8:
			c.set(8, i+1, dark)
		case i == 8:
			c.set(7, 8, dark)
		default:
			c.set(14-i, 8, dark)
		}
		// Again: under the top-right finder, then beside the bottom-left one.
		if i < 8 {
			c.set(n-1-i, 8, dark)
		} else {
			c.set(8, n-15+i, dark)
		}
	}
	c.set(8, n-8, true)
}

// drawCodewords lays the codewords in the standard's zig-zag, two columns
// at a time from the bottom right, skipping the function patterns.
func (c *Code) drawCodewords(data []byte) {
	n, i := c.size, 0
	for right := n - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5 // the vertical timing pattern
		}
		for vert := range n {
			for j := range 2 {
				x := right - j
				y := vert
				if (right+1)&2 == 0 {
					y = n - 1 - vert
				}
				if !c.fn[y*n+x] && i < len(data)*8 {
					c.mods[y*n+x] = data[i>>3]>>(7-i&7)&1 != 0
					i++
				}
			}
		}
	}
}

func (c *Code) mask(m int) {
	n := c.size
	for y := range n {
		for x := range n {
			var flip bool
			switch m {
			case 0:
				flip = (x+y)%2 == 0
			case 1:
				flip = y%2 == 0
			case 2:
				flip = x%3 == 0
			case 3:
				flip = (x+y)%3 == 0
			case 4:
				flip = (x/3+y/2)%2 == 0
			case 5:
				flip = x*y%2+x*y%3 == 0
			case 6:
				flip = (x*y%2+x*y%3)%2 == 0
			default:
				flip = ((x+y)%2+x*y%3)%2 == 0
			}
			if flip && !c.fn[y*n+x] {
				c.mods[y*n+x] = !c.mods[y*n+x]
			}
		}
	}
}

// penalty scores how hard the code is to read (runs, blocks, finder-like
// patterns, imbalance): the mask with the lowest score is used.
func (c *Code) penalty() int {
	n, p, dark := c.size, 0, 0
	line := make([]bool, n)
	for _, rows := range [2]bool{true, false} {
		for y := range n {
			for x := range line {
				if rows {
					line[x] = c.mods[y*n+x]
				} else {
					line[x] = c.mods[x*n+y]
				}
			}
			p += linePenalty(line)
		}
	}
	for y := range n {
		for x := range n {
			d := c.mods[y*n+x]
			if d {
				dark++
			}
			if x+1 < n && y+1 < n && d == c.mods[y*n+x+1] && d == c.mods[(y+1)*n+x] && d == c.mods[(y+1)*n+x+1] {
				p += 3
			}
		}
	}
	total := n * n
	p += ((abs(dark*20-total*10)+total-1)/total - 1) * 10
	return p
}

// linePenalty scores one row or column: its runs of five or more modules
// of one colour, and each finder-like pattern with four light modules on
// one side.
func linePenalty(line []bool) int {
	n, p, run := len(line), 0, 0
	for x := range line {
		if x > 0 && line[x] == line[x-1] {
			run++
		} else {
			run = 1
		}
		if run == 5 {
			p += 3
		} else if run > 5 {
			p++
		}
	}
	finder := [7]bool{true, false, true, true, true, false, true}
	for x := 0; x+7 <= n; x++ {
		if [7]bool(line[x:x+7]) == finder && (light(line, x-4, x) || light(line, x+7, x+11)) {
			p += 40
		}
	}
	return p
}

// light tells whether modules [from, to) of a line are light; outside the
// code counts as light (the quiet zone).
func light(line []bool, from, to int) bool {
	for x := from; x < to; x++ {
		if x >= 0 && x < len(line) && line[x] {
			return false
		}
	}
	return true
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// SVG draws the code as an inline SVG image with a four-module quiet zone,
// one path of dark runs, labelled by a <title> with the given id. It asks
// for nothing over the network and carries no style attribute.
func (c *Code) SVG(id, title string) string {
	n := c.size + 8
	var b strings.Builder
	ns := strconv.Itoa(n)
	id = markup.Escape(id)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="qr" viewBox="0 0 ` + ns + " " + ns + `" role="img" aria-labelledby="` + id + `" shape-rendering="crispEdges">`)
	b.WriteString(`<title id="` + id + `">` + markup.Escape(title) + `</title>`)
	b.WriteString(`<rect width="` + ns + `" height="` + ns + `" fill="#fff"/><path fill="#000" d="`)
	for y := range c.size {
		for x := 0; x < c.size; {
			if !c.Dark(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < c.size && c.Dark(x+run, y) {
				run++
			}
			r := strconv.Itoa(run)
			b.WriteString("M" + strconv.Itoa(x+4) + " " + strconv.Itoa(y+4) + "h" + r + "v1h-" + r + "z")
			x += run
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}
