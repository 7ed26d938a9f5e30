import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the command line learns of the process's standard input and output.
enum StandardStreams {
    /// The width of the terminal standard output is shown on; nil when it goes to a pipe or a file.
    static func terminalColumns() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The whole of standard input as UTF-8 text; nil when it is not text.
    static func readInput() -> String? {
        String(validating: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
