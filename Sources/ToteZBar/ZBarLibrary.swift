import ToteApplication

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ZBar's C library, opened when the server starts rather than linked, so that Tote builds and runs where it is not
/// installed (the server then says it cannot read pictures, and phones ask for a typed number). Only the functions
/// that read QR codes from a gray picture are looked up.
struct ZBarLibrary: @unchecked Sendable {
    // The functions are C functions of a library that is never closed; each call works on objects of its caller's
    // own, which ZBar allows from any thread. That makes the table safe to share.
    let scannerCreate: @convention(c) () -> OpaquePointer?
    let scannerDestroy: @convention(c) (OpaquePointer?) -> Void
    let scannerSetConfig: @convention(c) (OpaquePointer?, Int32, Int32, Int32) -> Int32
    let imageCreate: @convention(c) () -> OpaquePointer?
    let imageDestroy: @convention(c) (OpaquePointer?) -> Void
    let imageSetFormat: @convention(c) (OpaquePointer?, UInt) -> Void
    let imageSetSize: @convention(c) (OpaquePointer?, UInt32, UInt32) -> Void
    let imageSetData: @convention(c) (OpaquePointer?, UnsafeRawPointer?, UInt, UnsafeRawPointer?) -> Void
    let scanImage: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let firstSymbol: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let nextSymbol: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let symbolType: @convention(c) (OpaquePointer?) -> Int32
    let symbolData: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    let symbolDataLength: @convention(c) (OpaquePointer?) -> UInt32

    /// ZBar's names for what Tote asks of it.
    static let noSymbology: Int32 = 0
    static let qrCode: Int32 = 64
    static let enable: Int32 = 0
    /// The FourCC of eight-bit gray pixels, `Y800`.
    static let gray: UInt = 0x3030_3859

    /// The library as the system's loader finds it; nil where it is not installed or lacks a function.
    static func load() -> ZBarLibrary? {
        let names = ["libzbar.so.0", "libzbar.so", "libzbar.0.dylib", "libzbar.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        func find<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let scannerCreate = find("zbar_image_scanner_create", as: (@convention(c) () -> OpaquePointer?).self),
            let scannerDestroy = find(
                "zbar_image_scanner_destroy", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let scannerSetConfig = find(
                "zbar_image_scanner_set_config",
                as: (@convention(c) (OpaquePointer?, Int32, Int32, Int32) -> Int32).self),
            let imageCreate = find("zbar_image_create", as: (@convention(c) () -> OpaquePointer?).self),
            let imageDestroy = find("zbar_image_destroy", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let imageSetFormat = find(
                "zbar_image_set_format", as: (@convention(c) (OpaquePointer?, UInt) -> Void).self),
            let imageSetSize = find(
                "zbar_image_set_size", as: (@convention(c) (OpaquePointer?, UInt32, UInt32) -> Void).self),
            let imageSetData = find(
                "zbar_image_set_data",
                as: (@convention(c) (OpaquePointer?, UnsafeRawPointer?, UInt, UnsafeRawPointer?) -> Void).self),
            let scanImage = find(
                "zbar_scan_image", as: (@convention(c) (OpaquePointer?, OpaquePointer?) -> Int32).self),
            let firstSymbol = find(
                "zbar_image_first_symbol", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
            let nextSymbol = find("zbar_symbol_next", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
            let symbolType = find("zbar_symbol_get_type", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            let symbolData = find(
                "zbar_symbol_get_data", as: (@convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?).self),
            let symbolDataLength = find(
                "zbar_symbol_get_data_length", as: (@convention(c) (OpaquePointer?) -> UInt32).self)
        else { return nil }
        return ZBarLibrary(
            scannerCreate: scannerCreate, scannerDestroy: scannerDestroy, scannerSetConfig: scannerSetConfig,
            imageCreate: imageCreate, imageDestroy: imageDestroy, imageSetFormat: imageSetFormat,
            imageSetSize: imageSetSize, imageSetData: imageSetData, scanImage: scanImage, firstSymbol: firstSymbol,
            nextSymbol: nextSymbol, symbolType: symbolType, symbolData: symbolData, symbolDataLength: symbolDataLength)
    }

    /// The text of every QR code ZBar finds in the picture; runs on the caller's thread until ZBar is done.
    func qrCodes(in picture: GrayPicture) -> [String] {
        guard let scanner = scannerCreate() else { return [] }
        defer { scannerDestroy(scanner) }
        _ = scannerSetConfig(scanner, Self.noSymbology, Self.enable, 0)
        _ = scannerSetConfig(scanner, Self.qrCode, Self.enable, 1)
        guard let image = imageCreate() else { return [] }
        defer { imageDestroy(image) }
        imageSetFormat(image, Self.gray)
        imageSetSize(image, UInt32(picture.width), UInt32(picture.height))
        return picture.pixels.withUnsafeBytes { pixels in
            imageSetData(image, pixels.baseAddress, UInt(pixels.count), nil)
            guard scanImage(scanner, image) > 0 else { return [] }
            var texts: [String] = []
            var symbol = firstSymbol(image)
            while let found = symbol {
                if symbolType(found) == Self.qrCode, let data = symbolData(found) {
                    let bytes = UnsafeRawBufferPointer(start: data, count: Int(symbolDataLength(found)))
                    texts.append(String(decoding: bytes, as: UTF8.self))
                }
                symbol = nextSymbol(found)
            }
            return texts
        }
    }
}
