/// A store that cannot be used. Its description is the message shown to people.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsupportedLocation(String)
    case notAToteStore(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case createdByNewerVersion(path: String)

    public var description: String {
        switch self {
        case .unsupportedLocation(let text):
            "'\(text)' is not a store Tote can use; give sqlite:PATH, plist:PATH or memory:"
        case .notAToteStore(let path, let reason):
            "\(path) is not a Tote store (\(reason)); it was left as it is"
        case .cannotOpen(let path, let reason):
            "cannot open the store at \(path): \(reason)"
        case .createdByNewerVersion(let path):
            "\(path) was written by a newer version of Tote; upgrade Tote to use it"
        }
    }
}
