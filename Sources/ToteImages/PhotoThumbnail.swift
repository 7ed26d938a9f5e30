/// The thumbnail the server makes for a JPEG photo that came without one (from the API or the command line): its
/// picture at an eighth of its size, read from the first coefficient of each block, made to fit the thumbnail's
/// side and written as a JPEG of its own that keeps the photo's orientation.
enum PhotoThumbnail {
    /// The longest side of a thumbnail the server makes.
    static let side = 400

    /// Nil when the photo is small enough to be its own thumbnail, or is a JPEG this reader does not read.
    static func make(from photo: ScrubbedImage) -> [UInt8]? {
        guard photo.format == .jpeg, max(photo.width, photo.height) > 2 * side,
            let picture = JPEGDCDecoder.decode(photo.bytes)
        else { return nil }
        return JPEGEncoder.encode(picture.fitting(side), orientation: ExifOrientation.of(jpeg: photo.bytes))
    }
}
