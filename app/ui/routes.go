package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Register registers the routes. Every process that renders pages calls it:
// the wasm main, the static-site generator and the tests.
func Register() {
	app.Route("/", func() app.Composer {
		if w := answered; w != nil { // the page AnswerFirst showed
			answered = nil
			return w
		}
		return newWizard()
	})
}

// Handler is the app's configuration, shared by the static-site generator and
// the tests so that both serve the same page.
func Handler() *app.Handler {
	var date string
	if c, err := catalog.Load(); err == nil {
		date = c.Generated
	}
	return &app.Handler{
		// The catalog date of this version: a page of the version before
		// reads it from here when this one is installed (see OnAppUpdate).
		RawHeaders:      []string{`<meta name="catalog-date" content="` + date + `">`},
		Name:            "Azure GPU Advisor",
		ShortName:       "GPU Advisor",
		Title:           words.T(words.En, words.PageTitle),
		Description:     words.T(words.En, words.PageDescription),
		Lang:            "en",
		BackgroundColor: "#0b1f33",
		ThemeColor:      "#0b1f33",
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
		// No percentage: web/boot.js shows the bytes downloaded in a
		// progress bar beside it (tools/site/loader.go).
		LoadingLabel: "Loading Azure GPU Advisor…",
		Styles:       []string{"/web/app.css"},
		// The Chinese wording, fetched when the page speaks Chinese (see
		// LoadChinese), kept by the service worker for offline use; its
		// name changes with its text (words.ChineseFile).
		CacheableResources:    []string{"/web/" + words.ChineseFile()},
		ServiceWorkerTemplate: serviceWorker,
	}
}
