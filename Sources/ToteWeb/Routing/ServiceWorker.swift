import Foundation
import Hummingbird

/// The service worker's script, named by a version drawn from the bytes of every file it keeps on the phone: when a
/// new release changes any of them, the script changes too, and the browser installs it and keeps the new files.
/// It is served to be checked on every visit, never from a cache.
struct ServiceWorker: Sendable {
    let script: Data

    init(script: Asset, shell: [Asset]) {
        var version = FNV1a()
        for asset in shell { version.add(asset.data) }
        let text = String(decoding: script.data, as: UTF8.self)
        self.script = Data(text.replacingOccurrences(of: "__VERSION__", with: version.hex).utf8)
    }

    var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: script)))
    }
}

/// The 64-bit FNV-1a hash: the same on every server and every run, unlike `Hasher`.
private struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    var hex: String { String(value, radix: 16) }
}
