// Package ui is Azure GPU Advisor in the browser: one page, the wizard,
// written with go-app. Register adds its route, for the wasm main and for
// every process that pre-renders the page.
//
// The wizard (wizard.go) is the only component that holds the answers. What
// it shows is built from values it hands down: view structs whose ui method
// returns the markup (header, notices, sizing bar, results, the four steps,
// compare view) and components for the parts that keep a state of their own
// while the page lives (pick cards, charts, checklist, Deploy panel, print
// view with its QR code, catalog view, footer, number fields). Each reads
// only its fields in Render.
//
// The wizard's own state is in parts, each with its file:
//
//   - answers (answer_state.go, history.go): the answers as the share link
//     carries them (share.State: answers, step, view, language, presenter
//     mode), what the link had that could not be used and the quote it
//     carried, and the browser history that Back, Forward and Undo walk.
//   - questions (questions.go): the stepper, the step asked and its buttons,
//     folded away on a phone.
//   - views (views.go): the compare and catalog views beside the wizard;
//     they live in the link with the answers.
//   - presenter mode (presenter.go) and the keyboard shortcuts
//     (shortcuts.go), which send the actions their buttons send.
//   - the early answer (early.go): a shared link's answer written into the
//     page before go-app starts (AnswerFirst); the wizard that wrote it
//     becomes go-app's page without advising again.
//
// The wizard ties them together: go-app's lifecycle (wizard.go), the
// actions and advising (wizard_actions.go), publishing (publish.go) and the
// page it renders (wizard_render.go).
//
// How an answer flows: an input sends an action, most often actionSet with
// one share-link key and its value. The wizard changes the answers, asks
// app/advisor, and renders at once the header, the notices, the sizing and
// the picks. Once the browser has painted those, the rest of the page (the
// why-not list, charts, exports, checklist, footer) catches up, and the
// answers as understood are written into the URL: a new history entry for
// a change of answers, the same entry for a step or a language. Back,
// Forward and Undo read the answers back from the entry they reach. A view
// setting (the view, ticks to compare, catalog filters) changes the link,
// not the answer: the advisor is not asked again.
//
// Every element of the page is written one way, described in elements.go:
// el and its shorthands in go-app's tree, and static's calls of the same
// names for the read-only parts written as HTML text.
package ui
