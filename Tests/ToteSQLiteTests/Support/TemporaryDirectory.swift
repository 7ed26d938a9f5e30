import Foundation

/// A fresh folder for one test's files, removed with everything in it when the test ends.
struct TemporaryDirectory {
    let url: URL

    /// Runs `body` with a new folder and removes the folder afterwards, whether `body` succeeded or not.
    static func with<T>(_ body: (TemporaryDirectory) async throws -> T) async throws -> T {
        let directory = try TemporaryDirectory()
        let result: T
        do {
            result = try await body(directory)
        } catch {
            try directory.remove()
            throw error
        }
        try directory.remove()
        return result
    }

    private init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tote-sqlite-tests-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// A path no file has yet, for a new store.
    func temporaryPath() -> String {
        path("\(UUID()).sqlite")
    }

    /// The names of the files in the folder, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    private func remove() throws {
        try FileManager.default.removeItem(at: url)
    }
}
