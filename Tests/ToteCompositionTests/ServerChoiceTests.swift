import Foundation
import Testing
import ToteCLI
import ToteTesting

@testable import ToteComposition

@Suite("Which inventory a command works on")
struct ServerChoiceTests {
    private static let home = "https://home.example:8080"

    /// The choice in a home of `directory` with `variables` set, logged in to `home` when `loggedIn`.
    private static func choice(in directory: TemporaryDirectory, _ variables: [String: String] = [:], loggedIn: Bool)
        throws -> ServerChoice
    {
        let environment = ["HOME": directory.url.path].merging(variables) { _, given in given }
        let directories = UserDirectories(environment: environment)
        let file = LoginFile(folder: directories.toteConfig)
        if loggedIn { try file.write(LoginFile.Login(server: home, token: "t", inventory: nil, authority: nil)) }
        return ServerChoice(environment: environment, logins: file, directories: directories)
    }

    private static func chosen(_ choice: ServerChoice, store: String? = nil, server: String? = nil) throws -> String? {
        try choice.resolve(store: store, server: server)?.0.address
    }

    @Test("--server, then --store, then TOTE_SERVER, then TOTE_STORE, then the login, then the local store")
    func order() async throws {
        try await TemporaryDirectory.with { directory in
            let plain = try Self.choice(in: directory, loggedIn: true)
            #expect(try Self.chosen(plain) == Self.home)
            #expect(try Self.chosen(plain, server: "HTTPS://Home.example:8080/") == Self.home)
            #expect(try Self.chosen(plain, store: "memory:") == nil)
            #expect(try Self.chosen(Self.choice(in: directory, ["TOTE_STORE": "memory:"], loggedIn: true)) == nil)
            let both = try Self.choice(
                in: directory, ["TOTE_STORE": "memory:", "TOTE_SERVER": Self.home], loggedIn: true)
            #expect(try Self.chosen(both) == Self.home)
            #expect(try Self.chosen(both, store: "memory:") == nil)
            #expect(throws: ChoiceError.self) { try Self.chosen(plain, store: "memory:", server: Self.home) }
        }
    }

    @Test("without a login the local store is chosen, and a server not logged in to is refused")
    func notLoggedIn() async throws {
        try await TemporaryDirectory.with { directory in
            let choice = try Self.choice(in: directory, loggedIn: false)

            #expect(try Self.chosen(choice) == nil)
            let refusal = #expect(throws: ChoiceError.self) { try Self.chosen(choice, server: Self.home) }
            #expect(
                refusal?.description
                    == "you are not logged in to \(Self.home); run `tote login \(Self.home)` first")
            #expect(throws: ChoiceError.self) {
                try Self.chosen(Self.choice(in: directory, ["TOTE_SERVER": Self.home], loggedIn: false))
            }
        }
    }

    @Test("the login's server is named when a store on this computer could have been meant")
    func notice() async throws {
        try await TemporaryDirectory.with { directory in
            let choice = try Self.choice(in: directory, loggedIn: true)
            #expect(try choice.resolve(store: nil, server: nil)?.0.notice == nil)
            let store = directory.url.path + "/.local/share/tote"
            try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: store + "/tote.sqlite", contents: Data()))

            #expect(
                try choice.resolve(store: nil, server: nil)?.0.notice
                    == "working on \(Self.home), where you are logged in; give --store for the store on this computer")
            #expect(try choice.resolve(store: nil, server: Self.home)?.0.notice == nil)
        }
    }
}
