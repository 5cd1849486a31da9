package words

// Upper is an ASCII word in capitals ("bf16" → "BF16"), as a precision or a
// stack is named in a text, without strings.ToUpper in the wasm.
func Upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
