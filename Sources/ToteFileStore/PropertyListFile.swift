import Foundation
import ToteApplication
import ToteFiles
import ToteMemoryStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Throws ``StoreError/readOnly(path:)`` where the file's permission bits forbid writing it, even for root.
    func checkWritable() throws {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return }
        guard WritePermission.isGranted(by: attributes) else { throw StoreError.readOnly(path: path) }
    }

    /// Replaces the file in one step: the new content is written to a temporary file beside it, readable by its owner
    /// only as it holds password hashes and session digests, and renamed over it. A failed write removes its
    /// temporary file; one a killed process left behind is removed when the store next opens.
    func write(_ state: StoreState) throws(WriteFailure) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data: Data
        do {
            data = try encoder.encode(state)
        } catch {
            throw WriteFailure(reason: "\(error)")
        }
        let temporary = folder.appendingPathComponent(TemporaryName.beside(name)).path
        do throws(WriteFailure) {
            try createFile(temporary, holding: data)
            guard rename(temporary, path) == 0 else { throw WriteFailure.ofSystem() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The folder that holds the file.
    var folder: URL { URL(fileURLWithPath: path).deletingLastPathComponent() }

    private var name: String { URL(fileURLWithPath: path).lastPathComponent }

    private func decode(_ data: Data) throws -> StoreState {
        guard let marker = try? PropertyListDecoder().decode(FormatMarker.self, from: data),
            marker.format == StoreState.formatName
        else { throw StoreError.notAToteStore(path: path, reason: "it is not a Tote property list") }
        guard marker.version <= StoreState.formatVersion else { throw StoreError.createdByNewerVersion(path: path) }
        do {
            return try PropertyListDecoder().decode(StoreState.self, from: data)
        } catch {
            throw StoreError.damaged(path: path)
        }
    }

    private func checkParentDirectory() throws {
        let parent = folder.path
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

/// Writes a new file, readable by its owner only, and all of it onto the disk.
private func createFile(_ path: String, holding data: Data) throws(WriteFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw WriteFailure.ofSystem() }
    defer { close(descriptor) }
    let isWhole = data.withUnsafeBytes { bytes in
        guard let start = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, start + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
    guard isWhole, fsync(descriptor) == 0 else { throw WriteFailure.ofSystem() }
}

/// Why the file could not be written, in the system's words.
struct WriteFailure: Error {
    let reason: String

    static func ofSystem() -> WriteFailure {
        WriteFailure(reason: String(cString: strerror(errno)))
    }
}
