import ToteDomain

/// A picture as it will be kept: its format, its bytes without what it should not keep, and its size in pixels.
struct ScrubbedImage {
    let format: PhotoFormat
    let bytes: [UInt8]
    let width: Int
    let height: Int
}
