import Foundation
import Testing
import ToteTesting

@testable import ToteComposition

@Suite("The login kept by the command line")
struct LoginFileTests {
    @Test("a login is kept readable by its owner only, read back, replaced and forgotten")
    func keptPrivately() async throws {
        try await TemporaryDirectory.with { directory in try Self.keptPrivately(in: directory) }
    }

    private static func keptPrivately(in directory: TemporaryDirectory) throws {
        let file = LoginFile(folder: directory.url.path + "/config/tote")
        #expect(try file.read() == nil)

        let login = LoginFile.Login(
            server: "https://home.example:8080", token: "secret", inventory: nil, authority: nil)
        try file.write(login)

        #expect(try file.read() == login)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: file.folder)
        #expect(folder[.posixPermissions] as? Int == 0o700)

        var chosen = login
        chosen.inventory = "00000000-0000-0000-0000-000000000001"
        try file.write(chosen)
        #expect(try file.read() == chosen)

        try file.remove()
        #expect(try file.read() == nil)
        try file.remove()
    }

    @Test("a login others can read, or one Tote did not write, is refused")
    func refused() async throws {
        try await TemporaryDirectory.with { directory in try Self.refused(in: directory) }
    }

    private static func refused(in directory: TemporaryDirectory) throws {
        let file = LoginFile(folder: directory.url.path)
        try Data("{}".utf8).write(to: URL(filePath: file.path))
        chmod(file.path, 0o644)
        #expect(throws: LoginFile.Refusal.self) { try file.read() }
        chmod(file.path, 0o600)
        #expect(
            throws: LoginFile.Refusal(description: "\(file.path) is not a login Tote wrote; run `tote login` again")
        ) {
            try file.read()
        }
    }
}
