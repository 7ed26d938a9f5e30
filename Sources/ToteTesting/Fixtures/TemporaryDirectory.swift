import Foundation

/// A fresh folder under the system's temporary folder for one test's files.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    /// Runs `body` with a new folder and removes the folder afterwards, whether `body` succeeded or not.
    public static func with<T>(_ body: (TemporaryDirectory) async throws -> T) async throws -> T {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        return try await body(directory)
    }

    /// A new, empty folder; ``remove()`` deletes it with everything in it.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tote-tests-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// A path no file has yet, for a new store.
    public func temporaryPath() -> String {
        path("\(UUID()).sqlite")
    }

    /// The names of the files in the folder, sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
