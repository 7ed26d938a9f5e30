/// The driven port that reads the QR codes in a picture: what a phone asks of the server when its browser cannot read
/// them itself.
public protocol CodeReader: Sendable {
    /// The text of every QR code found in the picture, in the order found; none when there is none. Throws
    /// ``CodeReaderBusy`` when too many pictures wait to be read.
    func codes(in picture: GrayPicture) async throws -> [String]
}

/// Every reader is at work and enough pictures wait: the phone should send its next frame later.
public struct CodeReaderBusy: Error, Equatable, CustomStringConvertible {
    public init() {}

    public var description: String { "the server is reading other pictures; the next one will be read" }
}
