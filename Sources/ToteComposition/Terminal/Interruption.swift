import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a Ctrl-C says while long work runs: what it leaves done and not done, then the process exits with status 130
/// as the shell expects of an interrupted program. Nothing is taken over until the first notice, so `tote serve`
/// keeps its own handling of signals.
final class Interruption: Sendable {
    static let shared = Interruption()

    private let current = Mutex<String?>(nil)
    private let source = Mutex<(any DispatchSourceSignal)?>(nil)

    /// Says `text` on a Ctrl-C from now on; nil for a plain "Interrupted.".
    func notice(_ text: String?) {
        current.withLock { $0 = text }
        source.withLock { source in
            guard source == nil else { return }
            signal(SIGINT, SIG_IGN)
            let made = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            made.setEventHandler { [self] in
                let text = current.withLock { $0 } ?? "Interrupted."
                FileHandle.standardError.write(Data(("\n" + text + "\n").utf8))
                exit(130)
            }
            made.resume()
            source = made
        }
    }
}
