import Dispatch
import Foundation
import Synchronization
import ToteCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a Ctrl-C does while long work runs: says what it leaves done and not done, then the process exits with status
/// 130 as the shell expects of an interrupted program; or, for work that can stop, asks it to stop the first time
/// (the command then ends when it has) and exits only on a second. Nothing is taken over until the first notice, so
/// `tote serve` keeps its own handling of signals.
final class Interruption: Sendable {
    static let shared = Interruption()

    private struct State {
        var notice: Interrupt?
        /// Whether this notice's work was asked to stop already.
        var stopAsked = false
    }

    private let current = Mutex(State())
    private let source = Mutex<(any DispatchSourceSignal)?>(nil)

    /// Does what `notice` says on a Ctrl-C from now on; nil for a plain "Interrupted." and an exit.
    func notice(_ notice: Interrupt?) {
        current.withLock { $0 = State(notice: notice) }
        source.withLock { source in
            guard source == nil else { return }
            signal(SIGINT, SIG_IGN)
            let made = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            made.setEventHandler { [self] in interrupted() }
            made.resume()
            source = made
        }
    }

    private func interrupted() {
        let stop = current.withLock { state -> Interrupt.Stop? in
            guard let stop = state.notice?.stop, !state.stopAsked else { return nil }
            state.stopAsked = true
            return stop
        }
        if let stop {
            say(stop.saying)
            stop.stop()
            return
        }
        say(current.withLock(\.notice)?.said ?? "Interrupted.")
        exit(130)
    }

    private func say(_ text: String) {
        FileHandle.standardError.write(Data(("\n" + text + "\n").utf8))
    }
}
