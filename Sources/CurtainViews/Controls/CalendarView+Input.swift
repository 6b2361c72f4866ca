import CurtainInput
import CurtainRendering

/// Keys, clicks and the wheel: the cursor, the chosen day and the month.
extension CalendarView {
    /// The arrows move the cursor by a day or a week, Home and End to the month's first and last day, Space chooses
    /// the cursor's day; Page Up and Page Down (or Control with Left and Right) turn the month, Control with Up and
    /// Down the year. Everything else goes on (Return to the dialog).
    func handleCalendarKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isDisjoint(with: [.alt, .logo]) else { return false }
        let withControl = event.modifiers.contains(.control)
        let later = isRightToLeft ? Keysym.left : .right
        let earlier = isRightToLeft ? Keysym.right : .left
        switch event.keysym {
        case later: withControl ? turn(byMonths: 1) : moveCursor(to: cursorDate.adding(days: 1))
        case earlier: withControl ? turn(byMonths: -1) : moveCursor(to: cursorDate.adding(days: -1))
        case .down: withControl ? turn(byMonths: 12) : moveCursor(to: cursorDate.adding(days: 7))
        case .up: withControl ? turn(byMonths: -12) : moveCursor(to: cursorDate.adding(days: -7))
        case .pageDown: turn(byMonths: withControl ? 12 : 1)
        case .pageUp: turn(byMonths: withControl ? -12 : -1)
        case .home where !withControl: moveCursor(to: date.firstOfMonth)
        case .end where !withControl:
            moveCursor(to: CalendarDate(year: date.year, month: date.month, day: date.numberOfDaysInMonth))
        case .space where !withControl: setDateAsUser(cursorDate)
        default: return false
        }
        return true
    }

    /// A click on a day chooses it, on the header's buttons turns the month; the wheel turns the month.
    func handleCalendarPointer(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        let point = Point(x: event.x, y: event.y)
        switch event.kind {
        case .press(.left):
            return true
        case .release(.left):
            if headerButtonRect(next: false).contains(point) {
                turn(byMonths: -1)
            } else if headerButtonRect(next: true).contains(point) {
                turn(byMonths: 1)
            } else if let index = (0..<42).first(where: { cellRect(at: $0).contains(point) }) {
                setDateAsUser(visibleDays[index])
            }
            return true
        case .scroll(_, let dy) where dy != 0:
            turn(byMonths: dy > 0 ? 1 : -1)
            return true
        default:
            return false
        }
    }
}
