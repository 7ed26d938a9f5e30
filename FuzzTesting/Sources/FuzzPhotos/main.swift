import Foundation

@testable import ToteImages

/// A chosen file, as a photo and as the thumbnail sent with one; the thumbnail Tote makes of a large JPEG is
/// FuzzThumbnail's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhotos(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let image = try? PhotoScrubber.scrub(data) {
        precondition(image.width > 0 && image.height > 0, "a photo without a size was kept")
        precondition(
            image.width.multipliedReportingOverflow(by: image.height).partialValue <= PhotoScrubber.maximumPixels)
    }
    _ = try? PhotoScrubber.draft(original: Data(SampleJPEG.bytes), thumbnail: data)
    return 0
}

/// The smallest JPEG the scrubber keeps, to hold a thumbnail.
enum SampleJPEG {
    static let bytes: [UInt8] =
        [0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        + [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00]
        + [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 16)
        + [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0x34, 0xFF, 0xD9]
}
