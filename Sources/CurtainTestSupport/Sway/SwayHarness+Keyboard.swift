extension SwayHarness: CompositorKeyboard {
    /// Types through the harness's virtual keyboard; when it returns, sway has routed the keys.
    public func tap(_ key: EvdevKey, holding modifiers: [EvdevKey]) {
        keyboard?.tap(key, holding: modifiers)
    }
}
