import Foundation
import Testing

@Suite("Scripted session with the built tote")
struct ScriptedSessionTests {
    @Test("packs, changes, finds, moves, empties and removes boxes and items in any script")
    func session() async throws {
        try await ToteSandbox.with { tote in
            // Given boxes with emoji, CJK and right-to-left titles, and items in them
            #expect(
                try await tote.succeed("box", "add", "Kitchen 🍳", "--location", "Garage, shelf 3").hasPrefix(
                    "Box #1: Kitchen 🍳\n"))
            #expect(try await tote.succeed("box", "add", "書籍と雑誌").hasPrefix("Box #2: 書籍と雑誌\n"))
            #expect(try await tote.succeed("box", "add", "مطبخ", "--note", "زجاج").contains("Note:     زجاج"))
            #expect(
                try await tote.succeed("item", "add", "1", "Kettle", "--quantity", "2").hasPrefix(
                    "Item #1: Kettle\n  Quantity: 2\n"))
            try await tote.succeed("item", "add", "#1", "Café beans", "--note", "Arabica")
            try await tote.succeed("item", "add", "2", "漫画")
            try await tote.succeed("item", "add", "3", "Teapot 🫖")

            // When they are renamed, counted, noted, located and moved
            #expect(try await tote.succeed("box", "rename", "1", "Kitchen stuff").hasPrefix("Box #1: Kitchen stuff\n"))
            #expect(try await tote.succeed("item", "quantity", "1", "3").contains("Quantity: 3"))
            #expect(
                try await tote.succeed("item", "rename", "4", "Teapot 🫖 (blue)").hasPrefix("Item #4: Teapot 🫖 (blue)\n")
            )
            #expect(try await tote.succeed("item", "note", "2", " ").contains("Note:     —"))
            #expect(try await tote.succeed("box", "locate", "2", "Attic").contains("Location: Attic"))
            #expect(try await tote.succeed("box", "note", "3", "").contains("Note:     —"))
            #expect(try await tote.succeed("item", "move", "1", "#2").contains("Box:      #2 書籍と雑誌"))

            // Then a search by any part of a word finds them, ignoring case and accents
            let kettle = try await tote.succeed("find", "ket")
            #expect(
                kettle.hasPrefix("Item  Title   Qty  Box            Location\n  #1  Kettle    3  #2 書籍と雑誌  Attic\n"))
            #expect(kettle.hasSuffix("Page 1 of 1 (1 match)\n"))
            #expect(try await tote.succeed("find", "cafe").contains("#2  Café beans    1  #1 Kitchen stuff"))
            #expect(try await tote.succeed("find", "teapot").contains("Teapot 🫖 (blue)"))
            #expect(
                try await tote.succeed("find", "kettle", "--page", "2")
                    == "No matches on page 2; the last page is 1.\nPage 2 of 1 (1 match)\n")
            #expect(
                try await tote.succeed("item", "show", "3")
                    == "Item #3: 漫画\n  Quantity: 1\n  Box:      #2 書籍と雑誌\n  Location: Attic\n  Note:     —\n")

            // When a box is emptied into another, then boxes are removed with and without --force
            let emptied = try await tote.succeed("box", "empty", "2", "--into", "3")
            #expect(emptied.hasPrefix("Box #3: مطبخ\n"))
            #expect(emptied.contains("Items:    3"))
            #expect(try await tote.succeed("box", "remove", "2") == "Removed box #2 書籍と雑誌.\n")
            let refused = try await tote.run("box", "remove", "3")
            #expect(refused.status == 1)
            #expect(
                refused.standardError
                    == "error: box #3 still holds 3 items; move them out first, or remove the box together with its items (--force)\n"
            )
            #expect(
                try await tote.succeed("box", "remove", "3", "--force").hasPrefix(
                    "Removed box #3 مطبخ and the 3 items in it:\n"))
            #expect(
                try await tote.succeed("item", "remove", "2")
                    == "Removed item #2 Café beans (quantity 1) from box #1 Kitchen stuff.\n")

            // Then the list and the history tell the whole story
            #expect(
                try await tote.succeed("box", "list") == """
                    Box  Title          Location         Items
                     #1  Kitchen stuff  Garage, shelf 3      0

                    Page 1 of 1 (1 box)

                    """)
            let history = try await tote.succeed("history").split(separator: "\n").map(String.init)
            let sentences = history.dropLast().map { String($0.dropFirst("2025-01-01 00:00  ".count)) }
            #expect(history.last == "Page 1 of 1 (22 events)")
            #expect(history.first?.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}  "#, options: .regularExpression) != nil)
            #expect(sentences.allSatisfy { $0.hasSuffix(", on the command line") })
            #expect(
                sentences.map { $0.replacingOccurrences(of: ", on the command line", with: "") } == [
                    "removed item #2 Café beans from box #1 Kitchen stuff",
                    "removed box #3 مطبخ",
                    "removed item #4 Teapot 🫖 (blue) from box #3 مطبخ",
                    "removed item #3 漫画 from box #3 مطبخ",
                    "removed item #1 Kettle from box #3 مطبخ",
                    "removed box #2 書籍と雑誌",
                    "moved item #3 漫画 from box #2 書籍と雑誌 to box #3 مطبخ",
                    "moved item #1 Kettle from box #2 書籍と雑誌 to box #3 مطبخ",
                    "moved item #1 Kettle from box #1 Kitchen stuff to box #2 書籍と雑誌",
                    "removed the note of box #3 مطبخ",
                    "put box #2 書籍と雑誌 at Attic",
                    "removed the note of item #2 Café beans",
                    "renamed item #4 from “Teapot 🫖” to “Teapot 🫖 (blue)” in box #3 مطبخ",
                    "changed the quantity of item #1 Kettle in box #1 Kitchen stuff from 2 to 3",
                    "renamed box #1 from “Kitchen 🍳” to “Kitchen stuff”",
                    "added item #4 Teapot 🫖 to box #3 مطبخ",
                    "added item #3 漫画 to box #2 書籍と雑誌",
                    "added item #2 Café beans to box #1 Kitchen 🍳",
                    "added item #1 Kettle (quantity 2) to box #1 Kitchen 🍳",
                    "added box #3 مطبخ",
                    "added box #2 書籍と雑誌",
                    "added box #1 Kitchen 🍳 at Garage, shelf 3",
                ])
            let boxHistory = try await tote.succeed("history", "1", "--per-page", "2")
            #expect(boxHistory.hasSuffix("\nPage 1 of 4 (8 events)\n"))
        }
    }
}
