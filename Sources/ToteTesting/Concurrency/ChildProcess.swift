import Foundation

/// A child process of a test, started with `posix_spawn` and waited for with `waitpid`, every descriptor of the test
/// above standard error closed in it. Foundation's `Process.run()` on Linux copies the whole 256-byte name field of
/// each entry it lists in `/proc/self/fd`, which now and then reads past the end of glibc's buffer and crashes the
/// test process, whichever test started the child.
public struct ChildProcess: Sendable {
    public let id: pid_t

    /// Starts `executable` (a full path) with `arguments` and `environment` (the test's own when nil), in
    /// `directory` when given; standard output and error go to the descriptors given, else to the test's own, and
    /// standard input is the test's.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
        output: Int32? = nil, errors: Int32? = nil
    ) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        try check(posix_spawn_file_actions_init(&actions), "prepare")
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output { try check(posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO), "redirect") }
        if let errors { try check(posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO), "redirect") }
        if let directory {
            try check(GNUSpawnActions.changeDirectory(&actions, directory), "change the directory of")
        }
        try check(GNUSpawnActions.closeFrom(&actions, STDERR_FILENO + 1), "close the descriptors of")
        var argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var envp =
            (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        // The child starts with no signal blocked or ignored, whatever the test's thread had.
        var attributes = posix_spawnattr_t()
        try check(posix_spawnattr_init(&attributes), "prepare")
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        try check(posix_spawnattr_setsigmask(&attributes, &none), "prepare")
        try check(posix_spawnattr_setsigdefault(&attributes, &all), "prepare")
        try check(
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)), "prepare")
        var id = pid_t()
        let started = posix_spawn(&id, executable, &actions, &attributes, &argv, &envp)
        guard started == 0 else { throw Failure(executable: executable, action: "start", code: started) }
        return ChildProcess(id: id)

        func check(_ code: Int32, _ action: String) throws {
            guard code == 0 else { throw Failure(executable: executable, action: action, code: code) }
        }
    }

    /// Waits for the child to end: its exit status, or 128 plus the number of the signal that ended it.
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(id, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Waits for the child to end on a thread of its own, holding none of the cooperative pool's.
    public func ended() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: wait()) }.start()
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        let executable: String
        let action: String
        let code: Int32

        public var description: String { "cannot \(action) \(executable): \(String(cString: strerror(code)))" }
    }
}

/// The file actions of glibc's `posix_spawn` that its header declares only to GNU sources, which Swift's `Glibc`
/// does not import: looked up by name.
private enum GNUSpawnActions {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias ChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static func closeFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: CloseFrom.self)(actions, lowest)
    }

    static func changeDirectory(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
        return path.withCString { unsafeBitCast(symbol, to: ChangeDirectory.self)(actions, $0) }
    }
}
