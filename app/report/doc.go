// Package report writes what the engine decided for people to take
// elsewhere: the Markdown and plain-text summary for a ticket or a chat
// (Markdown, PlainText), the recommendations' and the catalog's CSV for a
// spreadsheet (WriteCSV, WriteBrowseCSV, every cell through CSVCell), and the
// answers that shaped a result as those exports list them (AnswerRows).
//
// It reads app/advisor's Result and decides nothing: every figure, pick and
// text comes from the engine, worded through app/words. The page (app/ui)
// and tools/advise call it; the engine never does.
package report
