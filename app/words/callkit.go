package words

// Block 6: what a customer call needs beside the answer: the
// charts, the CSV export, the print view with its QR code and the
// presenter's comforts (the phone view, presenter mode, shortcuts).
const callkitBase = 6 * blockSize

const (
	// Charts.
	ChartsHeading ID = callkitBase + iota
	ChartCostTitle
	ChartCostDesc
	ChartChosen
	ChartBreakEvenTitle
	ChartBreakEvenDesc
	ChartHoursAxis
	ChartMonthAxis
	ChartYourHours
	PaysOffAbove
	NeverPaysOff
	ChartAsTable
	ChartAtYourHours
	ChartBreakEven
	ChartHoursShort

	// Exports and the print view.
	DownloadCSV
	DownloadCSVHint
	PrintView
	YourAnswers
	OpenOnPhone
	QRTitle
	QRHint

	// Presenter comfort.
	Presenter
	PresenterHint
	ShowQuestions
	HideQuestions
	Shortcuts
	ShortcutsTitle
	ShortcutNext
	ShortcutBack
	ShortcutStep
	ShortcutPresenter
	ShortcutHelp
	ShortcutsNote
	Close

	// Exports and the call.
	AssumedDefault
	CopyPlain
	CopyPlainHint
	SkipToPicks
	LiveTopPick
	CompareTerm
	CompareBest

	endCallkit
)

var callkitTable = [endCallkit - callkitBase]entry{
	ChartsHeading - callkitBase:       {en: "Cost at a glance", zh: "费用一览"},
	ChartCostTitle - callkitBase:      {en: "{0}: project cost under each price model", zh: "{0}：各定价模式下的项目总费用"},
	ChartCostDesc - callkitBase:       {en: "One bar per price model; hatched bars are estimates. The figures are in the table below.", zh: "每个定价模式一根柱条，带斜线的为估算价格。具体数字见下方表格。"},
	ChartChosen - callkitBase:         {en: "{0} (chosen)", zh: "{0}（已选）"},
	ChartBreakEvenTitle - callkitBase: {en: "When does a commitment pay off? {0}: monthly cost by hours a month", zh: "承诺何时划算？{0}：每月费用随每月运行时长的变化"},
	ChartBreakEvenDesc - callkitBase:  {en: "Pay-as-you-go grows with the hours run; a reservation or savings plan bills all 730 hours of a month. The marker is your {0} h a month; the figures are in the table below.", zh: "即用即付随运行时长增加；预留实例和节省计划按每月全部 730 小时计费。标记线为您填写的每月 {0} 小时，具体数字见下方表格。"},
	ChartHoursAxis - callkitBase:      {en: "Hours a month", zh: "每月运行小时数"},
	ChartMonthAxis - callkitBase:      {en: "USD a month", zh: "每月费用（美元）"},
	ChartYourHours - callkitBase:      {en: "you: {0} h", zh: "当前：{0} 小时"},
	PaysOffAbove - callkitBase:        {en: "A {0} pays off above {1} h a month.", zh: "每月运行超过 {1} 小时，{0}比即用即付更省钱。"},
	NeverPaysOff - callkitBase:        {en: "A {0} costs more than pay-as-you-go even around the clock.", zh: "即使全天候运行，{0}也比即用即付贵。"},
	ChartAsTable - callkitBase:        {en: "The figures as a table", zh: "以表格查看数据"},
	ChartAtYourHours - callkitBase:    {en: "At {0} h a month", zh: "每月 {0} 小时时"},
	ChartBreakEven - callkitBase:      {en: "Pays off above", zh: "盈亏平衡点"},
	ChartHoursShort - callkitBase:     {en: "{0} h", zh: "{0} 小时"},

	DownloadCSV - callkitBase:     {en: "Download CSV", zh: "下载 CSV"},
	DownloadCSVHint - callkitBase: {en: "Every pick under every price model, with your answers and the link, for a spreadsheet.", zh: "包含每个推荐在各定价模式下的费用，以及您的回答和链接，可用电子表格打开。"},
	PrintView - callkitBase:       {en: "Print", zh: "打印"},
	YourAnswers - callkitBase:     {en: "Your answers", zh: "您的回答"},
	OpenOnPhone - callkitBase:     {en: "Open these answers", zh: "打开这组回答"},
	QRTitle - callkitBase:         {en: "QR code of the share link", zh: "共享链接的二维码"},
	QRHint - callkitBase:          {en: "Scan with a phone's camera to open the same recommendation.", zh: "用手机相机扫码，即可打开同一份推荐。"},

	Presenter - callkitBase:         {en: "Presenter", zh: "演示模式"},
	PresenterHint - callkitBase:     {en: "Larger text and controls and higher contrast for screen sharing; kept in the link.", zh: "放大文字和控件并提高对比度，便于共享屏幕；设置会保存在链接中。"},
	ShowQuestions - callkitBase:     {en: "Show the questions", zh: "显示问题"},
	HideQuestions - callkitBase:     {en: "Hide the questions", zh: "隐藏问题"},
	Shortcuts - callkitBase:         {en: "Shortcuts", zh: "快捷键"},
	ShortcutsTitle - callkitBase:    {en: "Keyboard shortcuts", zh: "键盘快捷键"},
	ShortcutNext - callkitBase:      {en: "Next step", zh: "下一步"},
	ShortcutBack - callkitBase:      {en: "Previous step", zh: "上一步"},
	ShortcutStep - callkitBase:      {en: "Go to step 1, 2, 3 or 4", zh: "跳到第 1、2、3 或 4 步"},
	ShortcutPresenter - callkitBase: {en: "Presenter mode on or off", zh: "开启或关闭演示模式"},
	ShortcutHelp - callkitBase:      {en: "Show or hide this list", zh: "显示或隐藏此列表"},
	ShortcutsNote - callkitBase:     {en: "Shortcuts do nothing while you type in a field.", zh: "在输入框中输入时，快捷键不起作用。"},
	Close - callkitBase:             {en: "Close", zh: "关闭"},

	AssumedDefault - callkitBase: {en: "(the default)", zh: "（默认值）"},
	CopyPlain - callkitBase:      {en: "Copy as plain text", zh: "复制为纯文本"},
	CopyPlainHint - callkitBase:  {en: "The same summary without Markdown marks, for a chat or a form.", zh: "同一份摘要，不含 Markdown 标记，适合粘贴到聊天或表单中。"},
	SkipToPicks - callkitBase:    {en: "Skip to the recommendations", zh: "跳到推荐结果"},
	LiveTopPick - callkitBase:    {en: "Top pick: {0} in {1}, {2} a month.", zh: "首选：{1}的 {0}，每月 {2}。"},
	CompareTerm - callkitBase:    {en: "{0}, billed for the whole term", zh: "{0}，按整个期限计费"},
	CompareBest - callkitBase:    {en: "(lowest)", zh: "（最低）"},
}
