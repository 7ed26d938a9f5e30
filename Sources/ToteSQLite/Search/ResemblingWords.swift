import Foundation
import GRDB
import ToteApplication

/// Words of an inventory's box titles, locations and item titles within one typo of a word, found with the
/// trigram index: the word with a letter left out or swapped is looked up whole, and with a letter wrong or
/// missing as a GLOB pattern, which the index narrows by the letters around the gap.
enum ResemblingWords {
    /// How many index rows each pattern reads at most: enough to weigh common words against rare ones.
    static let rowsPerPattern = 50

    static func of(_ word: String, in scope: InventoryScope, _ db: Database) throws -> [String: Int] {
        let letters = Array(word.unicodeScalars)
        let boundary = SearchDocument.boundary
        func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            String(String.UnicodeScalarView(scalars))
        }
        var whole = [word]
        var patterns: [String] = []
        for index in letters.indices {
            whole.append(text(letters[..<index] + letters[(index + 1)...]))
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                whole.append(text(swapped))
            }
            patterns.append(glob(text(letters[..<index])) + "?" + glob(text(letters[(index + 1)...])))
        }
        for index in 0...letters.count {
            patterns.append(glob(text(letters[..<index])) + "?" + glob(text(letters[index...])))
        }
        // Each field of each row once, however many patterns found it.
        var texts: [String: String] = [:]
        let range = scope.rowIDs
        for (table, column) in [("box_text", "title"), ("box_text", "location"), ("item_text", "title")] {
            let matching =
                "{\(column)} : (" + whole.map { "\"\(boundary)\($0)\(boundary)\"" }.joined(separator: " OR ") + ")"
            let queries =
                [("\(table) MATCH ?", matching)]
                + patterns.map { ("\(column) GLOB ?", "*\(boundary)\($0)\(boundary)*") }
            for (condition, argument) in queries {
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT rowid, \(column) AS text FROM \(table)
                        WHERE \(condition) AND rowid BETWEEN ? AND ? LIMIT ?
                        """,
                    arguments: [argument, range.lowerBound, range.upperBound, rowsPerPattern])
                for row in rows { texts["\(table).\(column).\(row["rowid"] as Int64)"] = row["text"] }
            }
            // And the few rows waiting to join the index, every one of them.
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT rowid, \(column) AS text FROM \(table)_recent WHERE \(column) IS NOT NULL AND rowid BETWEEN ? AND ?",
                arguments: [range.lowerBound, range.upperBound])
            {
                texts["\(table).\(column).\(row["rowid"] as Int64)"] = row["text"]
            }
        }
        return EditDistance.wordsResembling(word, in: texts.values)
    }

    /// Text matched literally by a GLOB pattern.
    private static func glob(_ text: String) -> String {
        text.unicodeScalars.map { "*?[".unicodeScalars.contains($0) ? "[\($0)]" : String($0) }.joined()
    }
}
