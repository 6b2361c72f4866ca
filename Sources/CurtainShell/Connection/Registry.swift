import Wayland

/// The compositor's list of globals, kept current from `wl_registry.global` and `wl_registry.global_remove`,
/// and typed binding of them.
///
/// Every bind asks for `min(advertised, T.supportedVersion)`: never more than the compositor offers, never more
/// than the generated bindings understand. The bound proxy's `version` says what was agreed.
///
/// ```swift
/// let registry = Registry(display: display)
/// try display.roundtrip()                       // the initial burst of wl_registry.global
/// let compositor = registry.bindFirst(WlCompositor.self)
/// ```
@MainActor package final class Registry {
    /// One advertised global: its numeric name, interface name and highest version.
    package struct Global: Sendable, Hashable {
        /// The compositor's numeric name, used by `wl_registry.bind` and `global_remove`.
        package var name: UInt32
        /// The interface name, such as `"wl_output"`.
        package var interface: String
        /// The highest version the compositor implements.
        package var version: UInt32
    }

    /// The `wl_registry` proxy.
    package let wlRegistry: WlRegistry
    /// The globals currently advertised, in the order they were announced.
    package private(set) var globals: [Global] = []
    /// Lower ceilings on the versions to bind, by interface name, below what the bindings support.
    ///
    /// Lets a program (or a test) behave as it would on an older compositor, e.g. `["xdg_wm_base": 2]` to take
    /// the paths that `xdg_popup.reposition` (version 3) would otherwise make unnecessary.
    package var versionLimits: [String: UInt32] = [:]

    /// Hears globals come and go; held weakly.
    package weak var delegate: (any RegistryDelegate)?

    /// Creates the registry object; globals arrive once the display dispatches events (roundtrip).
    ///
    /// - Parameters:
    ///   - display: The connection to ask.
    package init(display: Display) {
        wlRegistry = display.registry()
        wlRegistry.onEvent = { [unowned self] event in
            switch event {
            case .global(let name, let interface, let version):
                handleGlobal(name: name, interface: interface, version: version)
            case .globalRemove(let name):
                handleGlobalRemove(name: name)
            }
        }
    }

    /// The globals advertised for `interface`, such as every `"wl_output"`.
    package func globals(named interface: String) -> [Global] {
        globals.filter { $0.interface == interface }
    }

    /// Binds a specific global at `min(global.version, T.supportedVersion)`, and at most its ``versionLimits`` entry.
    ///
    /// - Parameters:
    ///   - type: The proxy class, whose interface must match `global.interface`.
    ///   - global: A global from ``globals``.
    /// - Returns: The bound proxy.
    package func bind<T: Proxy>(_ type: T.Type, global: Global) -> T {
        precondition(global.interface == T.interface.name, "cannot bind \(global.interface) as \(T.interface.name)")
        let supported = min(T.supportedVersion, versionLimits[global.interface] ?? .max)
        return wlRegistry.bind(name: global.name, type, version: Self.version(advertised: global.version, supported: supported))
    }

    /// Binds the first advertised global of `T`'s interface, or returns `nil` when the compositor has none.
    ///
    /// - Parameters:
    ///   - type: The proxy class to bind.
    /// - Returns: The bound proxy, or `nil` when the interface is not advertised.
    package func bindFirst<T: Proxy>(_ type: T.Type) -> T? {
        guard let global = globals.first(where: { $0.interface == T.interface.name }) else { return nil }
        return bind(type, global: global)
    }

    /// The version to bind: the lower of what the compositor advertises and what the bindings support.
    package static func version(advertised: UInt32, supported: UInt32) -> UInt32 {
        min(advertised, supported)
    }

    private func handleGlobal(name: UInt32, interface: String, version: UInt32) {
        let global = Global(name: name, interface: interface, version: version)
        globals.append(global)
        delegate?.registry(self, didAdd: global)
    }

    private func handleGlobalRemove(name: UInt32) {
        guard let index = globals.firstIndex(where: { $0.name == name }) else { return }
        let global = globals.remove(at: index)
        delegate?.registry(self, didRemove: global)
    }
}

/// What a ``Registry`` reports to its owner: globals announced and removed.
@MainActor package protocol RegistryDelegate: AnyObject {
    /// Called for each `wl_registry.global`, after the global has been recorded; during and after the first
    /// roundtrip (hot-plugged outputs and seats arrive later).
    func registry(_ registry: Registry, didAdd global: Registry.Global)

    /// Called for each `wl_registry.global_remove`, after the global has been forgotten; the removed global is
    /// passed so owners can drop the objects they bound from it.
    func registry(_ registry: Registry, didRemove global: Registry.Global)
}
