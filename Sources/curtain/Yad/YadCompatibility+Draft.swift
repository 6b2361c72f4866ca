import Curtain

/// The draft yad mode parses into, one field for each option's effect.
extension YadCompatibility {
    /// What the table writes into.
    struct Draft: Sendable {
        /// The alert being built; yad's text is Pango markup unless `--no-markup`.
        var alert = AlertRequest(buttons: [], usesMarkup: true)
        /// The `--button`s, in order.
        var buttons: [YadButton] = []
        /// `--no-buttons`.
        var hasNoButtons = false
        /// `--escape-ok`.
        var escapeChoosesOK = false
        /// `--always-print-result`.
        var alwaysPrintsResult = false
        /// `--entry`: the dialog is an entry.
        var isEntry = false
        /// `--entry-label`, shown in the empty field.
        var entryLabel: String?
        /// `--entry-text`: the field's initial text, or the value a `--numeric` entry starts at.
        var entryText: String?
        /// `--numeric`: the entry is a number (``YadCompatibility/entryForm(_:)``).
        var isNumeric = false
        /// `--completion`: the arguments complete a plain entry in yad, which curtain does not do: they are ignored.
        var entryCompletes = false
        /// Arguments that are not options: an entry's choices in yad, ignored elsewhere.
        var extraArguments: [String] = []

        /// The statuses and printing rule: `--escape-ok` makes Escape OK's 0.
        var response: YadResponse {
            YadResponse(
                escapeStatus: escapeChoosesOK ? YadResponse.ok : YadResponse.escape, alwaysPrintsResult: alwaysPrintsResult)
        }
        /// `--height`: the text dialog's height (an alert's is its content's).
        var height: Int?
        /// `--text-info`: the dialog is yad's text dialog, read from `--filename` or stdin.
        var isTextInfo = false
        /// The text dialog being built (`--filename`, `--editable`, `--tail`, `--fontname`).
        var text = TextRequest(dialog: DialogOptions(title: "YAD"))
        /// `--scale`: the dialog is yad's scale.
        var isScale = false
        /// The scale being built (`--value`, `--min-value`, `--max-value`, `--step`, `--print-partial`, `--hide-value`).
        var scale = ScaleRequest(dialog: DialogOptions(title: "YAD"), text: "")
        /// `--form`: the dialog is yad's form, with these `--field`s.
        var isForm = false
        var formFields: [YadFormRequest.Field] = []
        /// `--separator` and `--item-separator`, with yad's escapes expanded.
        var separator = "|"
        var itemSeparator = "!"
        /// `--quoted-output`, `--num-output`, `--columns`, `--output-by-row`, `--focus-field`.
        var quotesOutput = false
        var numbersChoices = false
        var columns = 1
        var outputsByRow = false
        var focusField = 1
        /// `--list`: the dialog is yad's list, with these `--column`s.
        var isList = false
        var listColumns: [(title: String, type: YadListRequest.ColumnType)] = []
        /// `--checklist`, `--radiolist`, `--multiple`, `--no-headers`, `--print-all`.
        var listKind = ListRequest.Kind.plain
        var allowsMultiple = false
        var hidesHeader = false
        var printsAll = false
        /// `--print-column` and `--hide-column`, 1-based; 0 for none.
        var printColumn = 0
        var hiddenColumn = 0
        /// `--progress`: the dialog is yad's progress bar (`--percentage`, `--pulsate`, `--auto-close`, `--auto-kill`).
        var isProgress = false
        var progress = ProgressRequest(dialog: DialogOptions(title: "YAD"))
        var killsParentUnlessOK = false
        /// `--multi-progress`: yad's dialog of several bars (`--bar`, `--watch-bar`, `--vertical`, `--align`).
        var isMultiProgress = false
        var bars: [ProgressRequest.Bar] = []
        var watchBar = 0
        var isVertical = false
        var alignment = StackView.Alignment.leading
        /// `--calendar`: the dialog is yad's calendar (`--day`, `--month`, `--year`, `--date-format`).
        var isCalendar = false
        var calendar = CalendarRequest(dialog: DialogOptions(title: "YAD"))
        /// `--center`, `--mouse`, `--posx`, `--posy`, `--geometry`, `--on-top`.
        var placement = YadPlacement()
        /// `--color`: the dialog is yad's colour dialog (`--init-color`, `--gtk-palette`, `--mode`, `--extra`,
        /// `--alpha`); `colorText` is `--init-color` as given.
        var isColor = false
        var colorText: String?
        var color = YadColorRequest(color: ColorRequest(dialog: DialogOptions(title: "YAD")))
        var showsGTKPalette = false
        /// `--file`: the dialog is yad's file dialog (`--directory`, `--save`, `--file-filter`; `--filename`,
        /// `--multiple` and `--separator` are read from the text's, list's and form's).
        var isFile = false
        var file = FileSelectionRequest()
        var savesFile = false
        /// `--notification`: a tray icon (`--menu`, `--command`, `--listen`, `--no-middle`, `--hidden`).
        var isNotification = false
        var notification = YadNotificationRequest()
        var notificationMenu: String?
        /// `--image` as given: the tray icon's theme name or file.
        var image: String?
        /// `--notebook` and `--paned`, with `--key`, `--tab`, `--tab-pos`, `--tab-borders`, `--active-tab`,
        /// `--orient` and `--splitter` (``YadNotebookRequest``).
        var isNotebook = false
        var isPaned = false
        var key = -1
        var tabs: [String] = []
        var tabPosition = TabView.TabPosition.top
        var tabBorders = 0
        var activeTab = 1
        var panedAxis = LayoutAxis.vertical
        var splitter: Int?
        /// `--plug` and `--tabnum` (``YadPlugRequest``).
        var plug = -1
        var tabNumber = 0
        /// `--icons`: the dialog is yad's icons box (`--read-dir`, `--compact`, `--generic`, `--item-width`,
        /// `--term`, `--sort-by-name`, `--descend`, `--single-click`, `--monitor`; ``YadIconsRequest``).
        var isIcons = false
        var icons = YadIconsRequest(dialog: DialogOptions(title: "YAD"))
    }
}
