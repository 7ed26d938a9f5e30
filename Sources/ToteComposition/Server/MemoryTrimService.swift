import ServiceLifecycle
import ToteHTTP

#if canImport(Glibc)
    import Glibc
#endif

/// Gives memory back to the system after many connections have closed. The C allocator keeps what a burst of
/// connections freed for later use, so without this a server stays at its peak after a flood has passed.
/// Once the open connections have fallen to half of their peak, and by at least `minimumDrop`, the allocator is
/// asked to return its free pages.
struct MemoryTrimService: Service {
    let connections: ConnectionLimit
    let interval: Duration
    let minimumDrop: Int

    init(connections: ConnectionLimit, interval: Duration = .seconds(1), minimumDrop: Int = 64) {
        self.connections = connections
        self.interval = interval
        self.minimumDrop = minimumDrop
    }

    func run() async throws {
        var peak = 0
        while true {
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            } catch is CancellationError {
                return
            }
            let open = connections.openConnections
            peak = max(peak, open)
            if peak - open >= minimumDrop, open <= peak / 2 {
                Self.returnFreeMemory()
                peak = open
            }
        }
    }

    /// glibc's `malloc_trim`, which its Swift module does not bring in; nil with any other C library.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()

    static func returnFreeMemory() {
        _ = mallocTrim?(0)
    }
}
