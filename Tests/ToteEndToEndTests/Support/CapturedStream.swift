import Foundation

/// A file that takes what a child process writes to one stream, so that neither pipe can fill up and block it.
struct CapturedStream {
    let url: URL
    let handle: FileHandle

    init(in directory: URL) throws {
        url = directory.appendingPathComponent(".stream-\(UUID())")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw ToteSandbox.Failure(description: "cannot create \(url.path)")
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// Everything written, as text; the file is removed.
    func text() throws -> String {
        try handle.close()
        let data = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        return String(decoding: data, as: UTF8.self)
    }
}
