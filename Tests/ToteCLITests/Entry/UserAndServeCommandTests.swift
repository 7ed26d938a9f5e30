import Testing
import ToteApplication
import ToteCLI

@Suite("Accounts and the server from the command line")
struct UserAndServeCommandTests {
    @Test("the first account added becomes the owner, the next an editor")
    func addUsers() async {
        let tote = CommandLineHarness()

        let first = await tote.run("user", "add", "robin", "--name", "Robin")
        let second = await tote.run("user", "add", "sam", "--name", "Sam Smith", "--json")

        #expect(first.status == 0)
        #expect(first.standardOutput == "Added robin (Robin) as owner of the local inventory.\n")
        #expect(second.standardOutput.contains("\"role\" : \"editor\""))
        #expect(second.standardOutput.contains("\"displayName\" : \"Sam Smith\""))
        #expect(second.standardOutput.contains("\"accountId\" : "), "a member has the API's shape")
    }

    @Test("a short password is refused with the domain's message and adds nobody")
    func shortPassword() async {
        var tote = CommandLineHarness()
        tote.password = "short"

        let result = await tote.run("user", "add", "robin", "--name", "Robin")
        tote.password = "long enough secret"
        let retry = await tote.run("user", "add", "robin", "--name", "Robin")

        #expect(result.status == 1)
        #expect(result.standardError == "error: password must be at least 10 characters long\n")
        #expect(retry.standardOutput.contains("as owner"))
    }

    @Test("an account gets a new password; a short one or an unknown account changes nothing")
    func newPassword() async {
        var tote = CommandLineHarness()
        _ = await tote.run("user", "add", "robin", "--name", "Robin")

        tote.password = "an even longer secret"
        let changed = await tote.run("user", "password", "Robin")
        let json = await tote.run("user", "password", "robin", "--json")
        tote.password = "short"
        let short = await tote.run("user", "password", "robin")
        tote.password = "an even longer secret"
        let unknown = await tote.run("user", "password", "nobody")

        #expect(changed.status == 0)
        #expect(
            changed.standardOutput
                == "Changed the password of robin; every session of that account ended; there were no personal API "
                + "tokens to revoke.\n")
        #expect(json.standardOutput.contains("\"passwordChanged\" : true"))
        #expect(short.status == 1 && short.standardError == "error: password must be at least 10 characters long\n")
        #expect(unknown.status == 1 && unknown.standardError.contains("no such"))
    }

    @Test("no password on standard input is an empty password")
    func noPassword() async {
        var tote = CommandLineHarness()
        tote.password = nil

        let result = await tote.run("user", "add", "robin", "--name", "Robin")

        #expect(result.standardError == "error: password must not be empty\n")
    }

    @Test("serve passes where and how to listen to the server")
    func serve() async {
        let tote = CommandLineHarness()

        let defaults = await tote.run("serve")
        let chosen = await tote.run(
            "serve", "--host", "0.0.0.0", "--port", "9000", "--store", "memory:", "--secure-cookies",
            "--idle-timeout", "5", "--max-connections", "100", "--shutdown-grace", "0",
            "--public-url", "https://boxes.example.org/", "--trusted-proxy", "10.0.0.0/8", "--trusted-proxy", "fd00::/8"
        )

        #expect(defaults.status == 0 && chosen.status == 0)
        #expect(
            await tote.servers.requests == [
                ServeRequest(
                    host: "127.0.0.1", port: 8080, store: nil, secureCookies: false,
                    limits: ServerLimits(idleTimeout: 30, maxConnections: nil, shutdownGrace: 10)),
                ServeRequest(
                    host: "0.0.0.0", port: 9000, store: "memory:", secureCookies: true,
                    limits: ServerLimits(idleTimeout: 5, maxConnections: 100, shutdownGrace: 0),
                    publicURL: try? PublicURL("https://boxes.example.org"),
                    trustedProxies: ["10.0.0.0/8", "fd00::/8"]),
            ])
    }

    @Test(
        "a limit out of range is a malformed command line that says which",
        arguments: [
            (["--idle-timeout", "0"], "idle timeout must be from 1 to 3600 seconds, not 0"),
            (["--idle-timeout", "3601"], "idle timeout must be from 1 to 3600 seconds, not 3601"),
            (["--max-connections", "0"], "max connections must be at least 1, not 0"),
            (["--shutdown-grace=-1"], "shutdown grace must be from 0 to 600 seconds, not -1"),
            (["--shutdown-grace", "601"], "shutdown grace must be from 0 to 600 seconds, not 601"),
            (
                ["--public-url", "boxes.example.org"],
                "the public URL must be an http or https address such as https://boxes.example.org, "
                    + "not boxes.example.org"
            ),
        ])
    func badLimit(arguments: [String], message: String) async {
        let tote = CommandLineHarness()

        let result = await tote.run(["serve"] + arguments)

        #expect(result.status == 64)
        #expect(result.standardError.contains(message))
        #expect(await tote.servers.requests.isEmpty)
    }

    @Test("a port out of range is a malformed command line", arguments: ["0", "65536", "http"])
    func badPort(port: String) async {
        let tote = CommandLineHarness()

        let result = await tote.run("serve", "--port", port)

        #expect(result.status == 64)
        #expect(await tote.servers.requests.isEmpty)
    }
}
