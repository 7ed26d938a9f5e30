import Dispatch
import Synchronization
import ToteApplication

/// The code reader that asks ZBar: each picture is read on a thread of its own, off the server's, and no more at once
/// than the machine has cores; a picture sent while all of them are at work is refused with ``CodeReaderBusy``, so
/// that phones scanning at once never queue behind one another (each sends its next frame anyway).
public final class ZBarCodeReader: CodeReader {
    private let library: ZBarLibrary
    private let reading = Mutex(0)
    private let atOnce: Int

    /// The reader, where ZBar's library is installed; nil where it is not.
    public static func load(atOnce: Int) -> ZBarCodeReader? {
        ZBarLibrary.load().map { ZBarCodeReader(library: $0, atOnce: atOnce) }
    }

    private init(library: ZBarLibrary, atOnce: Int) {
        self.library = library
        self.atOnce = max(1, atOnce)
    }

    public func codes(in picture: GrayPicture) async throws -> [String] {
        let admitted = reading.withLock { count in
            guard count < atOnce else { return false }
            count += 1
            return true
        }
        guard admitted else { throw CodeReaderBusy() }
        defer { reading.withLock { $0 -= 1 } }
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { [library] in
                continuation.resume(returning: library.qrCodes(in: picture))
            }
        }
    }
}
