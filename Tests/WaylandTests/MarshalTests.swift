import CurtainCWayland
import CurtainTestSupport
import Testing
@testable import Wayland

@MainActor @Suite("Marshalling arguments to and from libwayland", .mainActorTurns)
struct MarshalTests {
    @Test func requestArgumentsBecomeWireValues() {
        let arguments: [Argument] = [
            .int(-3), .uint(7), .fixed(1.5), .string("héllo"), .string(nil),
            .object(nil), .newID, .array([1, 2, 3]), .fd(9),
        ]
        arguments.withWireArguments { wire in
            #expect(wire[0].i == -3)
            #expect(wire[1].u == 7)
            #expect(wire[2].f == 384)
            #expect(wire[3].s.map { String(cString: $0) } == "héllo")
            #expect(wire[4].s == nil)
            #expect(wire[5].o == nil)
            #expect(wire[6].o == nil)
            let array = wire[7].a!.pointee
            #expect(array.size == 3)
            #expect(Array(UnsafeRawBufferPointer(start: array.data, count: array.size)) == [1, 2, 3])
            #expect(wire[8].h == 9)
        }
    }

    @Test func fixedSizeArgumentsAreWireValuesInPlace() {
        var arguments: (WireArgument, WireArgument, WireArgument, WireArgument, WireArgument) =
            (.int(-3), .uint(7), .fixed(1.5), .object(nil), .fd(9))
        #expect(MemoryLayout<WireArgument>.stride == MemoryLayout<wl_argument>.stride)
        withUnsafeBytes(of: &arguments) { bytes in
            let wire = bytes.bindMemory(to: wl_argument.self)
            #expect(wire[0].i == -3 && wire[1].u == 7 && wire[2].f == 384 && wire[3].o == nil && wire[4].h == 9)
        }
        #expect(WireArgument.newID.raw.o == nil)
    }

    @Test func anInertObjectArgumentBecomesTheDeadObjectLibwaylandNeverSees() {
        let inert = WlRegion(inertVersion: 1)
        #expect(WireArgument.object(inert).raw.o == deadObject)
    }

    @Test func objectSlotsComeFromTheSignature() {
        let message = Interface.Message("attach", "?oii")
        #expect(message.objectSlots == 0b1)
        #expect(Interface.Message("bind", "usun").objectSlots == 0)
        #expect(Interface.Message("set", "2uo?o").objectSlots == 0b110)
    }

    @Test func fixedPointRoundsToTheNearest256th() {
        #expect(Fixed.encode(-1.25) == -320)
        #expect(Fixed.encode(0.001) == 0)
        #expect(Fixed.decode(384) == 1.5)
        #expect(Fixed.decode(Fixed.encode(100.75)) == 100.75)
    }

    @Test func eventArgumentsDecodeByIndex() {
        var wire = [wl_argument](repeating: wl_argument(), count: 5)
        wire[0].i = -5
        wire[1].f = -512
        wire[2].u = 1
        wire[3].s = nil
        wire[4].u = 99
        let bytes: [UInt8] = [4, 0, 0, 0]
        wire.withUnsafeMutableBufferPointer { buffer in
            let arguments = EventArguments(buffer.baseAddress!, connection: nil)
            #expect(arguments.int(0) == -5)
            #expect(arguments.fixed(1) == -2)
            #expect((try? arguments.enumeration(2) as WlPointer.ButtonState) == .pressed)
            #expect(arguments.optionalString(3) == nil)
            #expect(arguments.string(3) == "")
            #expect((try? arguments.enumeration(2) as WlSeat.Capability) == .pointer)
            #expect(throws: EventArguments.Failure.self) { try arguments.enumeration(4) as WlPointer.ButtonState }
            let none: WlSurface? = arguments.object(3)
            #expect(none == nil)
        }
        var array = wl_array()
        bytes.withUnsafeBytes { raw in
            array.size = raw.count
            array.data = UnsafeMutableRawPointer(mutating: raw.baseAddress)
            withUnsafeMutablePointer(to: &array) { pointer in
                var slot = wl_argument()
                slot.a = pointer
                withUnsafeMutablePointer(to: &slot) { #expect(EventArguments($0, connection: nil).array(0) == bytes) }
            }
        }
    }

    @Test func unknownEnumValuesAreReportedNotFatal() {
        let failure = EventArguments.Failure.unknownEnumValue(type: "ButtonState", value: 9)
        #expect(failure.description == "unknown ButtonState value 9")
    }
}
