import Synchronization

/// Standard input read as the text of an argument given as `-`: once per command, since it holds one text.
final class StandardInput: Sendable {
    /// Why an argument given as `-` could not be read from standard input.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    private let read: @Sendable () -> String?
    private let taken = Mutex(false)

    init(_ read: @escaping @Sendable () -> String?) {
        self.read = read
    }

    /// `argument` itself, or for `-` what standard input holds, less the line break that ends it.
    func text(_ argument: String) throws -> String {
        guard argument == "-" else { return argument }
        let first = taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
        guard first else { throw Refusal(description: "only one argument can be read from standard input (-)") }
        guard var text = read() else { throw Refusal(description: "standard input is not UTF-8 text") }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// ``text(_:)`` of an option that may be left out.
    func text(ifGiven argument: String?) throws -> String? {
        try argument.map(text)
    }
}
