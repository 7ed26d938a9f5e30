import Testing

/// Arguments that are not UTF-8 text: refused by their position, status 1, and nothing stored or created.
@Suite("Arguments of the built tote that are not UTF-8")
struct ArgumentEncodingTests {
    @Test("refuses a title that is not UTF-8 and stores nothing")
    func title() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            let before = try await tote.snapshot()

            let result = try await tote.run(shell: #"exec "$0" item add 1 "$(printf 'bad\377')""#)

            #expect(result.standardError == "error: argument 4 is not valid UTF-8 text; nothing was changed\n")
            #expect(result.status == 1)
            #expect(result.standardOutput == "")
            #expect(try await tote.snapshot() == before)
        }
    }

    @Test("refuses a store path that is not UTF-8 and creates no file")
    func storePath() async throws {
        try await ToteSandbox.with { tote in
            let result = try await tote.run(
                shell: #"exec "$0" box add Kitchen --store "sqlite:$(printf '\377').sqlite""#)

            #expect(result.standardError == "error: argument 5 is not valid UTF-8 text; nothing was changed\n")
            #expect(result.status == 1)
            #expect(try tote.listing() == [])
        }
    }

    @Test("takes UTF-8 bytes passed the same way as the text they are")
    func validBytes() async throws {
        try await ToteSandbox.with { tote in
            let result = try await tote.run(shell: #"exec "$0" box add "$(printf 'K\303\274che')""#)

            #expect(result.status == 0)
            #expect(try await tote.succeed("box", "list").contains("Küche"))
        }
    }
}
