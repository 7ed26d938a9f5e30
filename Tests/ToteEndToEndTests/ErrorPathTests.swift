import Testing

/// Every bad input a person can type: the exact message, status 1, and an inventory left as it was.
@Suite("Errors of the built tote")
struct ErrorPathTests {
    private static let notABox = "is not a box number; write a box number as 12 or #12"
    private static let notAnItem = "is not an item number; write an item number as 40 or #40"
    private static let long = String(repeating: "x", count: 201)

    static let cases: [(arguments: [String], message: String)] = [
        (["box", "show", "abc"], "'abc' \(notABox)"),
        (["box", "show", "0"], "'0' \(notABox)"),
        (["box", "show", "--", "-3"], "'-3' \(notABox)"),
        (["box", "show", "#"], "'#' \(notABox)"),
        (["box", "rename", "1.5", "Shed"], "'1.5' \(notABox)"),
        (["box", "empty", "1", "--into", "abc"], "'abc' \(notABox)"),
        (["item", "add", "#", "Kettle"], "'#' \(notABox)"),
        (["item", "move", "1", "0"], "'0' \(notABox)"),
        (["history", "x"], "'x' \(notABox)"),
        (["item", "show", "abc"], "'abc' \(notAnItem)"),
        (["item", "show", "0"], "'0' \(notAnItem)"),
        (["item", "remove", "--", "-3"], "'-3' \(notAnItem)"),
        (["item", "rename", "#", "Pot"], "'#' \(notAnItem)"),
        (["box", "show", "99"], "there is no box #99"),
        (["box", "rename", "99", "Shed"], "there is no box #99"),
        (["box", "remove", "99", "--force"], "there is no box #99"),
        (["item", "add", "99", "Kettle"], "there is no box #99"),
        (["item", "move", "1", "99"], "there is no box #99"),
        (["box", "empty", "1", "--into", "99"], "there is no box #99"),
        (["history", "99"], "there is no box #99"),
        (["item", "show", "99"], "there is no item #99"),
        (["item", "quantity", "99", "2"], "there is no item #99"),
        (["item", "remove", "99"], "there is no item #99"),
        (["box", "empty", "1", "--into", "#1"], "box #1 cannot be emptied into itself"),
        (
            ["box", "remove", "1"],
            "box #1 still holds 1 item; move them out first, or remove the box together with its items (--force)"
        ),
        (["box", "add", ""], "title must not be empty"),
        (["box", "add", "   "], "title must not be empty"),
        (["box", "add", long], "title is 201 characters long; at most 200 are allowed"),
        (["box", "add", "Kit\tchen"], "title must not contain control characters such as tabs or line breaks"),
        (["box", "rename", "1", "Kit\nchen"], "title must not contain control characters such as tabs or line breaks"),
        (["item", "add", "1", ""], "title must not be empty"),
        (["item", "rename", "1", long], "title is 201 characters long; at most 200 are allowed"),
        (
            ["item", "rename", "1", "Ket\u{7}tle"],
            "title must not contain control characters such as tabs or line breaks"
        ),
        (["box", "add", "Shed", "--location", long], "location is 201 characters long; at most 200 are allowed"),
        (
            ["box", "locate", "1", "Attic\nroof"],
            "location must not contain control characters such as tabs or line breaks"
        ),
        (["item", "note", "1", "bell\u{7}"], "note must not contain control characters such as tabs or line breaks"),
        (["item", "add", "1", "Pot", "--quantity", "0"], "quantity must be from 1 to 1000000, not 0"),
        (["item", "add", "1", "Pot", "--quantity", "-1"], "quantity must be from 1 to 1000000, not -1"),
        (["item", "add", "1", "Pot", "--quantity", "abc"], "quantity must be a whole number, not 'abc'"),
        (["item", "add", "1", "Pot", "--quantity", "1000001"], "quantity must be from 1 to 1000000, not 1000001"),
        (["item", "quantity", "1", "0"], "quantity must be from 1 to 1000000, not 0"),
        (["item", "quantity", "1", "--", "-1"], "quantity must be from 1 to 1000000, not -1"),
        (["item", "quantity", "1", "abc"], "quantity must be a whole number, not 'abc'"),
        (["item", "quantity", "1", "1000001"], "quantity must be from 1 to 1000000, not 1000001"),
        (["box", "list", "--page", "0"], "page must be from 1 to 1000000, not 0"),
        (["box", "list", "--page", "-1"], "page must be from 1 to 1000000, not -1"),
        (["box", "list", "--page", "abc"], "page must be a whole number, not 'abc'"),
        (["box", "list", "--page", "1000001"], "page must be from 1 to 1000000, not 1000001"),
        (["box", "list", "--per-page", "0"], "page size must be from 1 to 500, not 0"),
        (["box", "list", "--per-page", "501"], "page size must be from 1 to 500, not 501"),
        (["find", "ket", "--per-page", "x"], "page size must be a whole number, not 'x'"),
        (["history", "--page", "0"], "page must be from 1 to 1000000, not 0"),
        (["box", "show", "1", "--page", "0"], "page must be from 1 to 1000000, not 0"),
        (["box", "show", "1", "--per-page", "501"], "page size must be from 1 to 500, not 501"),
        (["find", ""], "search text must not be empty"),
        (["find", "?!"], "search text must contain at least one letter or digit"),
    ]

    @Test("refuses bad input with one exact line on standard error, status 1, and nothing changed", arguments: cases)
    func refuses(arguments: [String], message: String) async throws {
        try await ToteSandbox.with { tote in
            // Given box #1 Kitchen holding item #1 Kettle, and box #2 Garage
            try await tote.succeed("box", "add", "Kitchen")
            try await tote.succeed("item", "add", "1", "Kettle")
            try await tote.succeed("box", "add", "Garage")
            let before = try await tote.snapshot()

            // When
            let result = try await tote.run(arguments)

            // Then
            #expect(result.standardError == "error: \(message)\n")
            #expect(result.status == 1)
            #expect(result.standardOutput == "")
            #expect(try await tote.snapshot() == before)
        }
    }
}
