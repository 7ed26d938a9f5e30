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
            "serve", "--host", "0.0.0.0", "--port", "9000", "--store", "memory:", "--secure-cookies")

        #expect(defaults.status == 0 && chosen.status == 0)
        #expect(
            await tote.servers.requests == [
                ServeRequest(host: "127.0.0.1", port: 8080, store: nil, secureCookies: false),
                ServeRequest(host: "0.0.0.0", port: 9000, store: "memory:", secureCookies: true),
            ])
    }

    @Test("a port out of range is a malformed command line", arguments: ["0", "65536", "http"])
    func badPort(port: String) async {
        let tote = CommandLineHarness()

        let result = await tote.run("serve", "--port", port)

        #expect(result.status == 64)
        #expect(await tote.servers.requests.isEmpty)
    }
}
