import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server the command line is logged in to, kept in `login.json` of Tote's configuration folder, readable by its
/// owner only (0600, in a folder of 0700): the server's address, the personal token, the inventory chosen and the
/// certificate authority trusted for it.
struct LoginFile: Sendable {
    struct Login: Codable, Equatable, Sendable {
        var server: String
        var token: String
        var inventory: String?
        var authority: String?
    }

    /// A login file that cannot be used: not Tote's, or readable by others than its owner.
    struct Refusal: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    let folder: String
    var path: String { folder + "/login.json" }

    /// The login kept; nil when there is none.
    func read() throws -> Login? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        guard status.st_mode & 0o077 == 0 else {
            throw Refusal(description: "\(path) can be read by others than you; run `tote login` again")
        }
        do {
            return try JSONDecoder().decode(Login.self, from: Data(contentsOf: URL(filePath: path)))
        } catch {
            throw Refusal(description: "\(path) is not a login Tote wrote; run `tote login` again")
        }
    }

    /// Keeps `login` in place of any before, never readable by others, not even for a moment.
    func write(_ login: Login) throws {
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let partial = path + ".partial"
        let data = try JSONEncoder().encode(login)
        guard FileManager.default.createFile(atPath: partial, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw Refusal(description: "\(folder) cannot be written") }
        let handle = try FileHandle(forWritingTo: URL(filePath: partial))
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
        guard rename(partial, path) == 0 else { throw Refusal(description: "\(path) cannot be written") }
    }

    /// Forgets the login; nothing happens when there is none.
    func remove() throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw Refusal(description: "\(path) cannot be removed") }
    }
}
