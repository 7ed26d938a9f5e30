import Foundation
import ToteApplication
import ToteDomain

/// The items of `tote item add BOX --from FILE`: one a line, as `TITLE`, `TITLE<tab>QUANTITY` or
/// `TITLE<tab>QUANTITY<tab>NOTE`; blank lines are skipped.
struct ItemList: Sendable, Equatable {
    /// The largest list read, in bytes: more than ``ProvisionItemsRequest/maximum`` items of the longest title.
    static let largest = 16 << 20

    /// What is wrong with a list, by its line, or with the file that holds it.
    struct Refusal: Error, CustomStringConvertible, Equatable {
        let description: String

        static func line(_ line: Int, _ problem: String) -> Refusal {
            Refusal(description: "line \(line): \(problem)")
        }
    }

    let entries: [ProvisionItemsRequest.Entry]
    /// The line of each entry, to name the line of an entry the domain refuses.
    let lines: [Int]

    init(_ text: String) throws {
        var entries: [ProvisionItemsRequest.Entry] = []
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = (line.hasSuffix("\r") ? line.dropLast() : line).split(
                separator: "\t", omittingEmptySubsequences: false)
            guard fields.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { continue }
            guard fields.count <= 3 else {
                throw Refusal.line(index + 1, "more than three fields: give a title, a quantity and a note, tab apart")
            }
            do throws(ValidationError) {
                let quantity = try fields.count > 1 ? Quantity(parsing: String(fields[1])) : .one
                entries.append(
                    .init(
                        title: String(fields[0]), quantity: quantity, note: fields.count > 2 ? String(fields[2]) : nil))
                lines.append(index + 1)
            } catch {
                throw Refusal.line(index + 1, error.description)
            }
        }
        self.entries = entries
        self.lines = lines
    }

    /// The list in the file at `path`, refused when it is larger than ``largest`` or not UTF-8 text.
    static func reading(_ path: String) throws -> String {
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw Refusal(description: "cannot read \(path)")
        }
        defer { try? file.close() }
        let data = try file.read(upToCount: largest + 1) ?? Data()
        guard data.count <= largest else { throw Refusal(description: "\(path) is larger than 16 MiB") }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Refusal(description: "\(path) is not UTF-8 text")
        }
        return text
    }

    /// An entry the domain refused, named by its line.
    func refusal(_ refused: RefusedEntry) -> Refusal {
        Refusal.line(lines[refused.position - 1], refused.error.description)
    }
}
