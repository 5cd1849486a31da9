//go:build !js

package words

import _ "embed"

// chineseText is zh.txt: the host builds read the Chinese wording at start.
//
//go:embed zh.txt
var chineseText string

func init() { chineseErr = SetChinese(chineseText) }

// ChineseText is the Chinese wording as the page fetches it, for
// tools/site to publish as web/zh.txt.
func ChineseText() string { return chineseText }
