import CurtainTestSupport
import Testing
@testable import CurtainShell

@Suite("Toplevel configure decoding", .blocking)
struct ToplevelStateTests {
    /// The states array as libwayland delivers it: native-endian uint32 values.
    private func bytes(_ values: [UInt32]) -> [UInt8] {
        values.flatMap { value in withUnsafeBytes(of: value) { Array($0) } }
    }

    @Test("maximized, activated and resizing decode from their protocol values")
    func decodesStates() {
        let states = ToplevelState(configureStates: bytes([1, 4, 3]))
        #expect(states == [.maximized, .activated, .resizing])
        #expect(!states.contains(.fullscreen))
    }

    @Test("fullscreen and tiling decode; unknown values from newer compositors are ignored")
    func ignoresUnknownStates() {
        #expect(ToplevelState(configureStates: bytes([2, 5, 8, 9, 42])) == [.fullscreen, .tiledLeft, .tiledBottom])
    }

    @Test("an empty array means a plain, inactive window")
    func emptyArray() {
        #expect(ToplevelState(configureStates: []) == [])
    }

    @Test("a 0x0 configure leaves the size to the client")
    func zeroSizeUsesPreferred() {
        let preferred = SurfaceSize(width: 400, height: 160)
        #expect(ToplevelSurface.resolvedSize(configured: .zero, preferred: preferred) == preferred)
        #expect(
            ToplevelSurface.resolvedSize(configured: SurfaceSize(width: 800, height: 0), preferred: preferred)
                == SurfaceSize(width: 800, height: 160)
        )
        #expect(
            ToplevelSurface.resolvedSize(configured: SurfaceSize(width: 640, height: 480), preferred: preferred)
                == SurfaceSize(width: 640, height: 480)
        )
    }
}
