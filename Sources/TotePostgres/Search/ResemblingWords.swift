import ToteApplication
import ToteDomain

/// Words within one typo of a word, among box titles and locations and item titles: the few rows that hold the
/// word or any one-letter variation of it (one letter dropped, added, changed or two swapped) as a whole word.
enum ResemblingWords {
    static let rowsPerPattern = 50

    static func of(_ word: String, in inventory: InventoryID, _ sql: SQL) async throws -> [String: Int] {
        let letters = Array(word.unicodeScalars)
        let boundary = likeEscaped(SearchDocument.boundary)
        func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            String(String.UnicodeScalarView(scalars))
        }
        var patterns = [likeEscaped(word)]
        for index in letters.indices {
            patterns.append(likeEscaped(text(letters[..<index] + letters[(index + 1)...])))
            patterns.append(likeEscaped(text(letters[..<index])) + "_" + likeEscaped(text(letters[(index + 1)...])))
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                patterns.append(likeEscaped(text(swapped)))
            }
        }
        for index in 0...letters.count {
            patterns.append(likeEscaped(text(letters[..<index])) + "_" + likeEscaped(text(letters[index...])))
        }
        // Each field of each row once, however many patterns found it.
        var texts: [String: String] = [:]
        for (table, column) in [("box", "search_title"), ("box", "search_location"), ("item", "search_title")] {
            for pattern in patterns {
                let rows = try await sql.rows(
                    """
                    SELECT number, \(unescaped: column) AS text FROM \(unescaped: table)
                    WHERE inventory_id = \(inventory.uuid)
                        AND \(unescaped: column) LIKE \("%" + boundary + pattern + boundary + "%")
                    LIMIT \(rowsPerPattern)
                    """)
                for row in rows {
                    texts["\(table).\(column).\(try row.decode("number", as: Int.self))"] = try row.decode("text")
                }
            }
        }
        return EditDistance.wordsResembling(word, in: texts.values)
    }
}
