import Foundation
import ToteTesting

/// What refusing a store must leave as it was in a folder: the name, bytes and permission bits of every file.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    struct File: Equatable {
        let bytes: Data
        let permissions: Int
    }

    let files: [String: File]

    init(of directory: TemporaryDirectory) throws {
        var files: [String: File] = [:]
        for name in try directory.fileNames() {
            let path = directory.path(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            files[name] = File(
                bytes: try Data(contentsOf: URL(fileURLWithPath: path)),
                permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1)
        }
        self.files = files
    }

    var description: String {
        files.keys.sorted().map { name in
            let file = files[name]!
            return "\(name) (\(file.bytes.count) bytes, mode \(String(file.permissions, radix: 8)))"
        }.joined(separator: ", ")
    }
}
