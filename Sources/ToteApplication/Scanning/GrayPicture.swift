/// A picture as a scanner reads it: one byte of brightness a pixel, row after row, as a camera frame shrunk and
/// turned gray on the phone arrives. Its size is checked where it is made, so that a reader can trust it.
public struct GrayPicture: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height` bytes, 0 black to 255 white.
    public let pixels: [UInt8]

    /// The longest side a frame may have: enough for a label's code at arm's length, little enough to send often.
    public static let longestSide = 1_280

    /// Nil unless both sides are from 1 to ``longestSide`` and there is exactly one byte for every pixel.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        let sides = 1...Self.longestSide
        guard sides.contains(width), sides.contains(height), pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
