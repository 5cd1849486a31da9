package ui

import (
	"errors"
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// The Chinese wording is a file of its own, web/zh.txt (see app/words):
// web/boot.js starts fetching it with the page when the page will speak
// Chinese, LoadChinese waits for it before anything is drawn, and a switch
// to 中文 fetches it then. The service worker keeps it for offline use.

// chineseErr is why the Chinese wording could not be read at start.
var chineseErr error

// LoadChinese reads the Chinese wording when the link (or, without a lang
// key, the browser) asks for Chinese. It waits: call it before go-app
// starts, outside any JavaScript callback.
func LoadChinese() {
	if !app.IsClient {
		return
	}
	if st, _ := linkState(app.Window().URL()); words.Pick(st.Lang) == words.Zh {
		chineseErr = loadChinese()
	}
}

// loadChinese reads the Chinese wording (see fetchChinese).
func loadChinese() error {
	if words.HasChinese() {
		return nil
	}
	text, err := fetchChinese()
	if err != nil {
		return err
	}
	return words.SetChinese(text)
}

// fetchChinese waits for web/boot.js's chineseText(), the fetch of
// web/zh.<hash>.txt. It blocks its goroutine until the fetch ends.
func fetchChinese() (string, error) {
	return await("chineseText")
}

// await calls web/boot.js's function name and waits for the promise it
// returns, a text. It blocks its goroutine until the promise settles.
func await(name string) (string, error) {
	if !app.Window().Get(name).Truthy() {
		return "", errors.New("web/boot.js did not load")
	}
	type result struct {
		_    incomparable
		text string
		err  error
	}
	done := make(chan result, 1)
	var ok, fail app.Func
	ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
		done <- result{text: args[0].String()}
		return nil
	})
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		done <- result{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	app.Window().Call(name).Call("then", ok, fail)
	r := <-done
	ok.Release()
	fail.Release()
	return r.text, r.err
}

// noteNoChinese adds to notes, once, that the page stays in English, and
// why.
func noteNoChinese(notes []advisor.Notice, err error) []advisor.Notice {
	for _, n := range notes {
		if n.Code == "language" {
			return notes
		}
	}
	why := "zh.txt"
	if err != nil {
		why = err.Error()
	}
	return append(notes, advisor.Notice{Code: "language", Text: words.M(words.ChineseUnavailable, words.S(why))})
}

// linkState reads the answers of a link: its language is its lang key, else
// the browser's (navigator.language).
func linkState(u *url.URL) (share.State, []advisor.Notice) {
	st, notes := share.Decode(u.RawQuery)
	if !queryHas(u.RawQuery, "lang") && app.IsClient {
		if nav := app.Window().Get("navigator").Get("language"); nav.Truthy() {
			st.Lang = words.Pick(nav.String()).Key()
		}
	}
	return st, notes
}
