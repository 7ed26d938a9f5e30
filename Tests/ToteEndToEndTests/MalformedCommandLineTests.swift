import Testing

/// A command line the parser cannot read: its own message and status, and nothing changed.
@Suite("Malformed command lines for the built tote")
struct MalformedCommandLineTests {
    /// ArgumentParser's status for a usage error (EX_USAGE).
    private static let usageStatus: Int32 = 64

    static let cases: [(arguments: [String], firstLine: String)] = [
        (
            ["frob"],
            "error: 'frob' is not a command of 'tote'; its commands are box, item, photo, find, arrivals, labels, "
                + "share, history, export, import, backup, restore, migrate, user, serve, login, logout, whoami, inventory"
        ),
        (["box", "ad", "Hall"], "error: 'ad' is not a command of 'tote box'; did you mean 'tote box add'?"),
        (["box", "add"], "Error: Missing expected argument '<title>'"),
        (["box", "show", "1", "2"], "Error: Unexpected argument '2'"),
        (["box", "list", "--colour"], "Error: Unknown option '--colour'"),
        (["box", "list", "--page"], "Error: Missing value for '--page <n>'"),
        (["box", "empty", "1"], "Error: Missing expected argument '--into <box>'"),
        (["box", "show", "-3"], "Error: Missing expected argument '<box>'"),
        (["item", "add", "1"], "Error: give the item's TITLE, or --from FILE to add many"),
        (["item", "quantity", "1", "-1"], "Error: Unknown option '-1'"),
        (["--json"], "Error: Unknown option '--json'"),
        (
            ["serve", "--port", "1", "--trusted-proxy", "10.0.0.0/8", "--trusted-proxy", "10.0.0.0/33"],
            "Error: '10.0.0.0/33' is not an address or a block of addresses; give one such as 10.0.0.0/8, 192.168.1.7 "
                + "or fd00::/8"
        ),
    ]

    @Test("leaves a malformed command line to the parser: its message, its status, nothing changed", arguments: cases)
    func malformed(arguments: [String], firstLine: String) async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            let before = try await tote.snapshot()

            let result = try await tote.run(arguments)

            #expect(result.firstErrorLine == firstLine)
            #expect(result.status == Self.usageStatus)
            #expect(result.standardOutput == "")
            #expect(try await tote.snapshot() == before)
        }
    }

    @Test("prints help on standard output with status 0", arguments: [["--help"], ["box"], ["help", "item", "add"]])
    func help(arguments: [String]) async throws {
        try await ToteSandbox.with { tote in
            let result = try await tote.run(arguments)

            #expect(result.status == 0)
            #expect(result.standardOutput.contains("USAGE: tote"))
            #expect(result.standardError == "")
        }
    }
}
