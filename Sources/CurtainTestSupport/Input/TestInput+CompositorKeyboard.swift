/// weston's test seat types like any compositor's keyboard, so tests written against ``CompositorKeyboard``
/// (``CompositorKeyboard/type(_:)`` included) run on weston too.
extension TestInput: CompositorKeyboard {}
