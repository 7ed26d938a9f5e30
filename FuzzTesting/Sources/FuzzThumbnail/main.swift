@testable import ToteImages

/// A JPEG read at an eighth of its size and written again as a thumbnail. Pictures said to be larger than two
/// million pixels are left out: reading one only takes longer, through the same code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThumbnail(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard largestFrame(in: bytes) <= 2_000_000, let picture = JPEGDCDecoder.decode(bytes) else { return 0 }
    precondition(picture.pixels.count == picture.width * picture.height * picture.channels, "a picture's pixels")
    _ = JPEGEncoder.encode(picture.fitting(PhotoThumbnail.side), orientation: ExifOrientation.of(jpeg: bytes))
    return 0
}

/// The most pixels any frame header in `bytes` claims.
func largestFrame(in bytes: [UInt8]) -> Int {
    var largest = 0
    var index = 0
    while index + 9 <= bytes.count {
        if bytes[index] == 0xFF, (0xC0...0xCF).contains(bytes[index + 1]) {
            let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
            let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
            largest = max(largest, width * height)
        }
        index += 1
    }
    return largest
}
