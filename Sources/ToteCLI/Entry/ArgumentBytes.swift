import Foundation

/// The arguments of a command line as the operating system passes them: bytes, each argument UTF-8 text.
///
/// The standard library's `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD, so a title or a
/// store path typed in another encoding would be stored changed. Tote reads the bytes and refuses such an argument.
public enum ArgumentBytes {
    /// An argument that is not UTF-8 text, by its position after the program's name: the first one is 1.
    public struct InvalidText: Error, Equatable, CustomStringConvertible {
        public let position: Int

        public init(position: Int) {
            self.position = position
        }

        public var description: String { "argument \(position) is not valid UTF-8 text; nothing was changed" }
    }

    /// The arguments as text; throws for the first one that is not valid UTF-8.
    public static func decode(_ arguments: [[UInt8]]) throws(InvalidText) -> [String] {
        var texts: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InvalidText(position: index + 1)
            }
            texts.append(text)
        }
        return texts
    }

    /// The arguments of this process after the program's name, byte for byte.
    static func ofThisProcess() -> [[UInt8]] {
        let argv = CommandLine.unsafeArgv
        return (1..<Int(CommandLine.argc)).map { index in
            guard let argument = argv[index] else { return [] }
            let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
            return Array(UnsafeBufferPointer(start: bytes, count: strlen(argument)))
        }
    }
}
