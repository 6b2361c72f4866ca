import CurtainTestSupport
import Testing
import CurtainDesktop

@Suite("Desktop settings", .blocking)
struct DesktopSettingsTests {
    @Test("the portal's values are read through any number of variants; wrong types and unknown keys are ignored")
    func applyingValues() {
        var settings = DesktopSettings()
        let changed1 = settings.apply(
            namespace: DesktopSettings.appearance, key: "color-scheme", value: .variant(.variant(.uint32(1))))
        #expect(changed1)
        #expect(settings.colorScheme == .dark)
        let changed2 = settings.apply(namespace: DesktopSettings.appearance, key: "color-scheme", value: .uint32(1))
        #expect(!changed2, "no change")
        let changed3 = settings.apply(namespace: DesktopSettings.appearance, key: "color-scheme", value: .uint32(7))
        #expect(changed3)
        #expect(settings.colorScheme == .noPreference, "an unknown scheme means no preference")
        let changed4 = settings.apply(namespace: DesktopSettings.gnomeInterface, key: "enable-animations", value: .string("no"))
        #expect(!changed4)
        let changed5 = settings.apply(namespace: "org.example", key: "color-scheme", value: .uint32(1))
        #expect(!changed5)
        #expect(settings.enablesAnimations == nil && !settings.prefersReducedMotion)
        let changed6 = settings.apply(
            namespace: DesktopSettings.gnomeInterface, key: "enable-animations", value: .variant(.bool(false)))
        #expect(changed6)
        #expect(settings.prefersReducedMotion)
    }

    @Test("an accent colour outside 0…1 means unset, as the portal documents")
    func accentColour() {
        var settings = DesktopSettings()
        settings.apply(
            namespace: DesktopSettings.appearance, key: "accent-color",
            value: .variant(.structure([.double(1), .double(0.5), .double(0)])))
        #expect(settings.accentColor == DesktopSettings.AccentColor(red: 1, green: 0.5, blue: 0))
        settings.apply(
            namespace: DesktopSettings.appearance, key: "accent-color",
            value: .structure([.double(-1), .double(0.5), .double(0)]))
        #expect(settings.accentColor == nil)
    }
}
