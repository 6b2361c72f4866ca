import Wayland

/// A user input event's serial together with the seat it came from.
///
/// Requests that act on behalf of the user quote the serial of the input event that caused them:
/// `xdg_popup.grab` (a grabbing popup), `wl_data_device.set_selection` (a copy), `xdg_activation_token_v1
/// .set_serial`. The compositor checks the serial against that seat's recent input, so the two travel together.
public struct InputSerial {
    /// The seat the event came from.
    public let seat: WlSeat
    /// The event's serial (`wl_pointer.button`, `wl_keyboard.key`, …).
    public let serial: UInt32

    /// Names `serial` on `seat`.
    public init(seat: WlSeat, serial: UInt32) {
        self.seat = seat
        self.serial = serial
    }
}
