#if canImport(Glibc)
import CurtainDBus
import Glibc
#endif
import Curtain

/// A tray icon as the freedesktop StatusNotifierItem specification (KDE's, which waybar, KDE Plasma, GNOME's
/// AppIndicator extension and most Wayland bars host) describes it: an object on the session bus that a tray
/// (the "host") shows, and a `com.canonical.dbusmenu` menu that the host builds its own menu from.
///
/// The item owns the name `org.kde.StatusNotifierItem-PID-1`, exports `org.kde.StatusNotifierItem` at
/// `/StatusNotifierItem` and its menu at `/MenuBar`, and registers with `org.kde.StatusNotifierWatcher`, the
/// service that tells hosts which items exist. When a watcher appears later (a bar started after the item, or
/// restarted) it registers again: ``handle(_:)`` reports that as ``Event/watcherAppeared``, and the owner calls
/// ``register()``.
///
/// The owner runs the loop: when the bus's descriptor is readable, it takes each message with
/// `DBusConnection.nextMessage(timeout:)` and hands it to ``handle(_:)``, which answers calls and returns what a
/// click asked for. Each setter emits the signal that tells hosts to read the changed property again.
final class StatusNotifierItem {
    /// One entry of the item's menu.
    struct MenuEntry: Equatable, Sendable {
        /// The text, with GTK's mnemonic underscore (`_Quit`); `nil` for a separator line.
        var label: String?
        /// An icon from the theme shown beside the label, or `nil`.
        var iconName: String?
    }

    /// What a host asked for, reported by ``handle(_:)``.
    enum Event: Equatable, Sendable {
        /// The primary action: a left click on the icon (`Activate`).
        case activate
        /// The secondary action: a middle click (`SecondaryActivate`).
        case secondaryActivate
        /// The menu entry at this index was chosen (`com.canonical.dbusmenu.Event`, `clicked`).
        case menuEntryChosen(Int)
        /// A watcher took `org.kde.StatusNotifierWatcher`: call ``register()``.
        case watcherAppeared
    }

    /// The connection the item is exported on.
    let bus: DBusConnection
    /// The well-known name the item owns (`org.kde.StatusNotifierItem-PID-1`).
    let busName: String
    /// The application's id, stable across runs (`Id`).
    let id: String
    /// A name for the item that hosts may show (`Title`).
    let title: String

    /// `Passive` hides the item in most hosts (waybar by default); `Active` shows it.
    private(set) var isVisible: Bool
    /// A name from the icon theme, or a file's name without its extension in ``iconThemePath``.
    private(set) var iconName: String
    /// A folder the host searches for ``iconName`` first, for an icon from a file; empty for the theme's.
    private(set) var iconThemePath: String
    /// The tooltip's title (`ToolTip`'s third field).
    private(set) var toolTip: String
    /// The menu's entries, in order; item ids are their index plus one (0 is the root).
    private(set) var menu: [MenuEntry]
    /// `com.canonical.dbusmenu`'s layout revision, raised with each new menu.
    private var menuRevision: UInt32 = 1

    static let itemPath = "/StatusNotifierItem"
    static let menuPath = "/MenuBar"
    static let itemInterface = "org.kde.StatusNotifierItem"
    static let menuInterface = "com.canonical.dbusmenu"
    static let watcherName = "org.kde.StatusNotifierWatcher"
    private static let propertiesInterface = "org.freedesktop.DBus.Properties"

    /// Takes the item's bus name and listens for a watcher to appear.
    ///
    /// - Throws: `DBusConnectionError` when the bus refuses the name or the match rule.
    init(
        bus: DBusConnection, id: String, title: String, iconName: String, iconThemePath: String = "", toolTip: String,
        menu: [MenuEntry], isVisible: Bool
    ) throws(DBusConnectionError) {
        self.bus = bus
        self.id = id
        self.title = title
        self.iconName = iconName
        self.iconThemePath = iconThemePath
        self.toolTip = toolTip
        self.menu = menu
        self.isVisible = isVisible
        busName = "org.kde.StatusNotifierItem-\(getpid())-1"
        guard try bus.requestName(busName) else {
            throw .failed(method: "RequestName", name: "", message: "\(busName) is taken")
        }
        try bus.addMatch(
            "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',"
                + "arg0='\(Self.watcherName)'")
    }

    /// Tells the watcher that the item exists (`RegisterStatusNotifierItem` with the item's bus name).
    ///
    /// - Returns: `false` when no watcher runs (no tray shows the item until one starts).
    @discardableResult
    func register() -> Bool {
        do {
            try bus.call(
                destination: Self.watcherName, path: "/StatusNotifierWatcher", interface: Self.watcherName,
                method: "RegisterStatusNotifierItem", arguments: [.string(busName)], startsService: false)
            return true
        } catch {
            return false
        }
    }

    // MARK: - Changes, each announced to hosts

    /// Shows another icon (`NewIcon`).
    func setIcon(name: String, themePath: String = "") throws(DBusConnectionError) {
        let movesThemePath = themePath != iconThemePath
        (iconName, iconThemePath) = (name, themePath)
        if movesThemePath {
            // Not in KDE's specification, but libappindicator sends it and hosts (waybar) read the path again only then.
            try bus.emitSignal(
                path: Self.itemPath, interface: Self.itemInterface, name: "NewIconThemePath", arguments: [.string(themePath)])
        }
        try bus.emitSignal(path: Self.itemPath, interface: Self.itemInterface, name: "NewIcon", arguments: [])
    }

    /// Shows another tooltip (`NewToolTip`).
    func setToolTip(_ text: String) throws(DBusConnectionError) {
        toolTip = text
        try bus.emitSignal(path: Self.itemPath, interface: Self.itemInterface, name: "NewToolTip", arguments: [])
    }

    /// Shows or hides the item: `Active` or `Passive` (`NewStatus`).
    func setVisible(_ visible: Bool) throws(DBusConnectionError) {
        isVisible = visible
        try bus.emitSignal(path: Self.itemPath, interface: Self.itemInterface, name: "NewStatus", arguments: [.string(status)])
    }

    /// Replaces the menu (`LayoutUpdated` of the root).
    func setMenu(_ entries: [MenuEntry]) throws(DBusConnectionError) {
        menu = entries
        menuRevision &+= 1
        try bus.emitSignal(
            path: Self.menuPath, interface: Self.menuInterface, name: "LayoutUpdated",
            arguments: [.uint32(menuRevision), .int32(0)])
    }

    private var status: String { isVisible ? "Active" : "Passive" }

    // MARK: - Answering the bus

    /// Answers a call to the item or its menu, and reports what it asked for.
    ///
    /// - Returns: What the host asked for, or `nil` for a call that only reads (or a message for someone else).
    func handle(_ message: DBusMessage) -> Event? {
        if message.isSignal("NameOwnerChanged", of: "org.freedesktop.DBus") {
            let owner = message.arguments.count > 2 ? message.arguments[2].stringValue ?? "" : ""
            return message.arguments.first?.stringValue == Self.watcherName && !owner.isEmpty ? .watcherAppeared : nil
        }
        guard message.kind == .methodCall, let member = message.member else { return nil }
        var event: Event?
        let answer: Result<[DBusValue], CallError>
        switch (message.path, message.interface) {
        case (Self.itemPath, Self.propertiesInterface?), (Self.menuPath, Self.propertiesInterface?):
            answer = properties(member, message.arguments, of: message.path == Self.itemPath ? itemProperties : menuProperties)
        case (Self.itemPath, Self.itemInterface?):
            (answer, event) = item(member)
        case (Self.menuPath, Self.menuInterface?):
            (answer, event) = menuCall(member, message.arguments)
        case (_, "org.freedesktop.DBus.Introspectable"?):
            answer = .success([.string(Self.introspection(of: message.path ?? "/"))])
        case (_, "org.freedesktop.DBus.Peer"?) where member == "Ping":
            answer = .success([])
        default:
            answer = .failure(CallError("org.freedesktop.DBus.Error.UnknownMethod", "no \(member) here"))
        }
        switch answer {
        case .success(let values): try? bus.reply(to: message, with: values)
        case .failure(let error): try? bus.replyError(to: message, name: error.name, message: error.message)
        }
        return event
    }

    /// A D-Bus error answered to a call.
    private struct CallError: Error {
        var name: String
        var message: String
        init(_ name: String, _ message: String) { (self.name, self.message) = (name, message) }
    }

    /// `org.freedesktop.DBus.Properties`: `Get` and `GetAll` over `values`; nothing can be set.
    private func properties(_ member: String, _ arguments: [DBusValue], of values: [String: DBusValue])
        -> Result<[DBusValue], CallError>
    {
        switch member {
        case "Get":
            guard arguments.count == 2, let name = arguments[1].stringValue, let value = values[name] else {
                return .failure(CallError("org.freedesktop.DBus.Error.UnknownProperty", "no such property"))
            }
            return .success([.variant(value)])
        case "GetAll":
            return .success([.dictionary(values)])
        default:
            return .failure(CallError("org.freedesktop.DBus.Error.PropertyReadOnly", "the properties are read-only"))
        }
    }

    private var itemProperties: [String: DBusValue] {
        [
            "Category": .string("ApplicationStatus"), "Id": .string(id), "Title": .string(title), "Status": .string(status),
            "WindowId": .int32(0), "IconName": .string(iconName), "IconThemePath": .string(iconThemePath),
            "IconPixmap": .array(elementSignature: "(iiay)", []), "OverlayIconName": .string(""),
            "AttentionIconName": .string(""), "ItemIsMenu": .bool(false), "Menu": .objectPath(Self.menuPath),
            "ToolTip": .structure([
                .string(""), .array(elementSignature: "(iiay)", []), .string(toolTip), .string(""),
            ]),
        ]
    }

    private var menuProperties: [String: DBusValue] {
        [
            "Version": .uint32(3), "TextDirection": .string("ltr"), "Status": .string("normal"),
            "IconThemePath": .array(elementSignature: "s", []),
        ]
    }

    /// `org.kde.StatusNotifierItem`'s methods: a left click, a middle click; the host shows the menu itself, and a
    /// scroll or a `ContextMenu` (a host without dbusmenu) does nothing, as a tray icon without them does.
    private func item(_ member: String) -> (Result<[DBusValue], CallError>, Event?) {
        switch member {
        case "Activate": (.success([]), .activate)
        case "SecondaryActivate": (.success([]), .secondaryActivate)
        case "ContextMenu", "Scroll", "ProvideXdgActivationToken": (.success([]), nil)
        default: (.failure(CallError("org.freedesktop.DBus.Error.UnknownMethod", "no \(member) here")), nil)
        }
    }

    /// `com.canonical.dbusmenu`'s methods over a flat menu: the root (id 0) holds one item per entry.
    private func menuCall(_ member: String, _ arguments: [DBusValue]) -> (Result<[DBusValue], CallError>, Event?) {
        switch member {
        case "GetLayout":
            let parent = arguments.first?.integerValue ?? 0
            return (.success([.uint32(menuRevision), layout(of: parent)]), nil)
        case "GetGroupProperties":
            let ids: [Int]
            if case .array(_, let values)? = arguments.first { ids = values.compactMap(\.integerValue) } else { ids = [] }
            let chosen = ids.isEmpty ? Array(0...menu.count) : ids.filter { (0...menu.count).contains($0) }
            let groups = chosen.map { DBusValue.structure([.int32(Int32($0)), entryProperties($0)]) }
            return (.success([.array(elementSignature: "(ia{sv})", groups)]), nil)
        case "GetProperty":
            let id = arguments.first?.integerValue ?? -1
            let name = arguments.count > 1 ? arguments[1].stringValue ?? "" : ""
            guard (0...menu.count).contains(id), let value = entryProperties(id).dictionaryValue?[name] else {
                return (.failure(CallError("org.freedesktop.DBus.Error.InvalidArgs", "no such item or property")), nil)
            }
            return (.success([.variant(value)]), nil)
        case "Event":
            let id = arguments.first?.integerValue ?? 0
            let kind = arguments.count > 1 ? arguments[1].stringValue : nil
            return (.success([]), kind == "clicked" && menu.indices.contains(id - 1) ? .menuEntryChosen(id - 1) : nil)
        case "EventGroup":
            var chosen: Event?
            if case .array(_, let events)? = arguments.first {
                for case .structure(let fields) in events where fields.count > 1 && fields[1].stringValue == "clicked" {
                    if let id = fields[0].integerValue, menu.indices.contains(id - 1) { chosen = .menuEntryChosen(id - 1) }
                }
            }
            return (.success([.array(elementSignature: "i", [])]), chosen)
        case "AboutToShow":
            return (.success([.bool(false)]), nil)
        case "AboutToShowGroup":
            return (.success([.array(elementSignature: "i", []), .array(elementSignature: "i", [])]), nil)
        default:
            return (.failure(CallError("org.freedesktop.DBus.Error.UnknownMethod", "no \(member) here")), nil)
        }
    }

    /// The layout (`(ia{sv}av)`) of item `id`: the root with every entry as its children, or one entry.
    private func layout(of id: Int) -> DBusValue {
        let children: [DBusValue] =
            id == 0
            ? menu.indices.map {
                .variant(.structure([.int32(Int32($0 + 1)), entryProperties($0 + 1), .array(elementSignature: "v", [])]))
            }
            : []
        return .structure([.int32(Int32(id)), entryProperties(id), .array(elementSignature: "v", children)])
    }

    /// The dbusmenu properties of item `id` (0 the root).
    private func entryProperties(_ id: Int) -> DBusValue {
        guard id > 0, menu.indices.contains(id - 1) else { return .dictionary(["children-display": .string("submenu")]) }
        let entry = menu[id - 1]
        guard let label = entry.label else { return .dictionary(["type": .string("separator")]) }
        var properties: [String: DBusValue] = ["label": .string(label), "enabled": .bool(true), "visible": .bool(true)]
        if let icon = entry.iconName { properties["icon-name"] = .string(icon) }
        return .dictionary(properties)
    }

    /// The introspection data of the object at `path`: what a host's generic D-Bus proxy reads first.
    private static func introspection(of path: String) -> String {
        let body =
            switch path {
            case itemPath:
                """
                <interface name="org.kde.StatusNotifierItem">
                <property name="Category" type="s" access="read"/><property name="Id" type="s" access="read"/>
                <property name="Title" type="s" access="read"/><property name="Status" type="s" access="read"/>
                <property name="WindowId" type="i" access="read"/><property name="IconName" type="s" access="read"/>
                <property name="IconThemePath" type="s" access="read"/><property name="IconPixmap" type="a(iiay)" access="read"/>
                <property name="OverlayIconName" type="s" access="read"/><property name="AttentionIconName" type="s" access="read"/>
                <property name="ItemIsMenu" type="b" access="read"/><property name="Menu" type="o" access="read"/>
                <property name="ToolTip" type="(sa(iiay)ss)" access="read"/>
                <method name="Activate"><arg name="x" type="i" direction="in"/><arg name="y" type="i" direction="in"/></method>
                <method name="SecondaryActivate"><arg name="x" type="i" direction="in"/><arg name="y" type="i" direction="in"/></method>
                <method name="ContextMenu"><arg name="x" type="i" direction="in"/><arg name="y" type="i" direction="in"/></method>
                <method name="Scroll"><arg name="delta" type="i" direction="in"/><arg name="orientation" type="s" direction="in"/></method>
                <signal name="NewIcon"/><signal name="NewIconThemePath"><arg name="path" type="s"/></signal><signal name="NewToolTip"/><signal name="NewStatus"><arg name="status" type="s"/></signal>
                </interface>
                """
            case menuPath:
                """
                <interface name="com.canonical.dbusmenu">
                <property name="Version" type="u" access="read"/><property name="TextDirection" type="s" access="read"/>
                <property name="Status" type="s" access="read"/><property name="IconThemePath" type="as" access="read"/>
                <method name="GetLayout"><arg type="i" direction="in"/><arg type="i" direction="in"/><arg type="as" direction="in"/>
                <arg type="u" direction="out"/><arg type="(ia{sv}av)" direction="out"/></method>
                <method name="GetGroupProperties"><arg type="ai" direction="in"/><arg type="as" direction="in"/>
                <arg type="a(ia{sv})" direction="out"/></method>
                <method name="GetProperty"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
                <method name="Event"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/>
                <arg type="u" direction="in"/></method>
                <method name="EventGroup"><arg type="a(isvu)" direction="in"/><arg type="ai" direction="out"/></method>
                <method name="AboutToShow"><arg type="i" direction="in"/><arg type="b" direction="out"/></method>
                <method name="AboutToShowGroup"><arg type="ai" direction="in"/><arg type="ai" direction="out"/>
                <arg type="ai" direction="out"/></method>
                <signal name="LayoutUpdated"><arg type="u"/><arg type="i"/></signal>
                <signal name="ItemsPropertiesUpdated"><arg type="a(ia{sv})"/><arg type="a(ias)"/></signal>
                </interface>
                """
            default: ""
            }
        return "<node>\(body)<interface name=\"org.freedesktop.DBus.Properties\"/></node>"
    }
}
