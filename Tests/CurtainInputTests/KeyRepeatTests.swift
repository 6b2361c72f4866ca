import CurtainTestSupport
import Testing
import CurtainInput

@Suite("Key repeat scheduling", .blocking)
struct InputKeyRepeatTests {
    let keyA = Keycode(evdev: EvdevKey.a)
    let keyE = Keycode(evdev: EvdevKey.e)

    @Test func firstRepeatAfterDelayThenEveryInterval() {
        var schedule = KeyRepeat(rate: 25, delay: .milliseconds(600))
        schedule.press(keyA, repeats: true, at: .milliseconds(1000))
        #expect(schedule.interval == .milliseconds(40))
        #expect(schedule.nextFire == .milliseconds(1600))
        #expect(
            schedule.fireTimes(through: .milliseconds(1700))
                == [.milliseconds(1600), .milliseconds(1640), .milliseconds(1680)])

        #expect(schedule.fire(at: .milliseconds(1599)) == 0)
        #expect(schedule.fire(at: .milliseconds(1600)) == 1)
        #expect(schedule.nextFire == .milliseconds(1640))
        #expect(schedule.fire(at: .milliseconds(1660)) == 1)
        // A late caller learns how many repeats it missed.
        #expect(schedule.fire(at: .milliseconds(1800)) == 4)  // 1680, 1720, 1760, 1800
        #expect(schedule.nextFire == .milliseconds(1840))
    }

    @Test func releasingTheKeyStopsRepeat() {
        var schedule = KeyRepeat(rate: 30, delay: .milliseconds(200))
        schedule.press(keyA, repeats: true, at: .zero)
        #expect(schedule.fire(at: .milliseconds(250)) == 2)
        schedule.release(keyA)
        #expect(schedule.key == nil)
        #expect(schedule.nextFire == nil)
        #expect(schedule.fire(at: .seconds(5)) == 0)
    }

    @Test func releasingAnotherKeyKeepsRepeating() {
        var schedule = KeyRepeat(rate: 10, delay: .milliseconds(500))
        schedule.press(keyA, repeats: true, at: .zero)
        schedule.release(keyE)
        #expect(schedule.key == keyA)
        #expect(schedule.fire(at: .milliseconds(500)) == 1)
    }

    @Test func aNewRepeatingKeyTakesOverAndRestartsTheDelay() {
        var schedule = KeyRepeat(rate: 10, delay: .milliseconds(500))
        schedule.press(keyA, repeats: true, at: .zero)
        schedule.press(keyE, repeats: true, at: .milliseconds(300))
        #expect(schedule.key == keyE)
        #expect(schedule.nextFire == .milliseconds(800))
        schedule.release(keyA)
        #expect(schedule.key == keyE)
    }

    @Test func rateZeroDisablesRepeat() {
        var schedule = KeyRepeat()
        schedule.updateInfo(rate: 0, delay: .milliseconds(300))
        #expect(!schedule.isEnabled)
        #expect(schedule.interval == nil)
        schedule.press(keyA, repeats: true, at: .zero)
        #expect(schedule.nextFire == nil)
        #expect(schedule.fire(at: .seconds(10)) == 0)
    }

    @Test func nonRepeatingKeysDoNotRepeatNorInterrupt() throws {
        let keymap = try Keymap(layout: "us")
        let shift = Keycode(evdev: EvdevKey.leftShift)
        var schedule = KeyRepeat(rate: 25, delay: .milliseconds(600))
        schedule.press(shift, repeats: keymap.keyRepeats(shift), at: .zero)
        #expect(schedule.key == nil)
        #expect(schedule.fire(at: .seconds(2)) == 0)

        schedule.press(keyA, repeats: keymap.keyRepeats(keyA), at: .seconds(2))
        schedule.press(shift, repeats: keymap.keyRepeats(shift), at: .milliseconds(2100))
        #expect(schedule.key == keyA)
        #expect(schedule.nextFire == .milliseconds(2600))
    }

    @Test func repeatInfoUpdatesTimingAndStopsTheCurrentRepeat() {
        var schedule = KeyRepeat()
        schedule.press(keyA, repeats: true, at: .zero)
        schedule.updateInfo(rate: 50, delay: .milliseconds(250))
        #expect(schedule.key == nil)
        #expect(schedule.delay == .milliseconds(250))
        #expect(schedule.interval == .milliseconds(20))
    }
}
