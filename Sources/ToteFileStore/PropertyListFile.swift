import Foundation
import ToteApplication
import ToteMemoryStore

/// Reads and writes the property-list file of a store, refusing files that are not Tote's.
struct PropertyListFile {
    let path: String

    /// The state in the file; nil for a missing or empty file.
    func read() throws -> StoreState? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            try checkParentDirectory()
            return nil
        }
        guard !isDirectory.boolValue else { throw StoreError.notAToteStore(path: path, reason: "it is a directory") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "it cannot be read")
        }
        guard !data.isEmpty else { return nil }
        return try decode(data)
    }

    /// Replaces the file in one step: the new content is written beside it and renamed over it.
    func write(_ state: StoreState) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        do {
            try encoder.encode(state).write(to: URL(fileURLWithPath: path), options: .atomic)
            // It holds password hashes and session digests: readable by its owner only.
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "it cannot be written")
        }
    }

    private func decode(_ data: Data) throws -> StoreState {
        guard let marker = try? PropertyListDecoder().decode(FormatMarker.self, from: data),
            marker.format == StoreState.formatName
        else { throw StoreError.notAToteStore(path: path, reason: "it is not a Tote property list") }
        guard marker.version <= StoreState.formatVersion else { throw StoreError.createdByNewerVersion(path: path) }
        do {
            return try PropertyListDecoder().decode(StoreState.self, from: data)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "its content is damaged")
        }
    }

    private func checkParentDirectory() throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoreError.cannotOpen(path: path, reason: "the folder \(parent) does not exist")
        }
    }

    /// The two keys that say whose file this is, read before anything else.
    private struct FormatMarker: Decodable {
        let format: String
        let version: Int
    }
}
