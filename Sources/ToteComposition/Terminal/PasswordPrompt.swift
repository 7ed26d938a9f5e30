import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what is typed on standard input: a password, asked for and hidden at a terminal, or a line such as a
/// username; away from a terminal, each is the next line.
enum PasswordPrompt {
    /// A line typed in answer to `prompt`, shown at a terminal only: a username, which may be seen.
    static func readLine(_ prompt: String) -> String? {
        if isatty(STDIN_FILENO) == 1 { FileHandle.standardError.write(Data(prompt.utf8)) }
        return Swift.readLine(strippingNewline: true)
    }

    static func read() -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return Swift.readLine(strippingNewline: true) }
        FileHandle.standardError.write(Data("Password: ".utf8))
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var hidden = original
        hidden.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return Swift.readLine(strippingNewline: true)
    }
}
