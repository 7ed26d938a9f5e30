import ToteApplication
import ToteDomain

/// One record of a Homebox file read as an item and its place, or refused with its line and column.
enum HomeboxRow {
    /// The most levels a location path may have.
    static let maximumLevels = 20
    /// The longest import reference Homebox accepts.
    static let maximumReferenceLength = 100

    static func row(_ record: CSVRecordReader.Record, _ columns: HomeboxColumns) throws(ImportError) -> ImportedRow {
        let fields = record.fields.map(CSVLine.unguarded)
        guard fields.count == columns.count else {
            throw ImportError(
                line: record.line, "the row has \(fields.count) fields where the header has \(columns.count)")
        }
        let line = record.line
        let title = try checked(line, "HB.name") { () throws(ValidationError) in try Title(fields[columns.name]) }
        let quantity = try columns.quantity.map { index throws(ImportError) in
            let text = fields[index].trimmingSpaces
            return try checked(line, "HB.quantity") { () throws(ValidationError) in
                text.isEmpty ? Quantity.one : try Quantity(parsing: text)
            }
        }
        let note = try checked(line, "HB.description") { () throws(ValidationError) in
            try Note.optional(noteText(fields, columns))
        }
        return ImportedRow(
            line: line, reference: try reference(fields, columns, line: line),
            place: try place(fields[columns.location], line: line), title: title, quantity: quantity ?? .one,
            note: note)
    }

    /// The place a `/`-separated location path names: its last level the box, the levels before the places it is in.
    static func place(_ path: String, line: Int) throws(ImportError) -> ImportPlace {
        let levels = path.split(separator: "/").map { String($0).trimmingSpaces }.filter {
            !$0.isEmpty
        }
        guard !levels.isEmpty else {
            throw ImportError(line: line, field: "HB.location", "the location is empty; every item needs a place")
        }
        guard levels.count <= maximumLevels else {
            throw ImportError(
                line: line, field: "HB.location",
                "the location path has \(levels.count) levels; at most \(maximumLevels) are read")
        }
        let titles = try checked(line, "HB.location") { () throws(ValidationError) in try levels.map(Title.init) }
        return ImportPlace(levels: titles)
    }

    private static func reference(_ fields: [String], _ columns: HomeboxColumns, line: Int) throws(ImportError)
        -> String?
    {
        guard let index = columns.reference else { return nil }
        let reference = fields[index].trimmingSpaces
        guard reference.count <= maximumReferenceLength else {
            throw ImportError(
                line: line, field: "HB.import_ref",
                "the reference is \(reference.count) characters long; at most \(maximumReferenceLength) are allowed")
        }
        return reference.isEmpty ? nil : reference
    }

    /// The description, the notes, and a line for each other column kept in the note, blank ones left out.
    private static func noteText(_ fields: [String], _ columns: HomeboxColumns) -> String {
        let text = [columns.description, columns.notes].compactMap { $0 }.map { fields[$0] }.filter {
            !$0.isBlank
        }
        let lines = columns.inNote.compactMap { index, label -> String? in
            let value = fields[index].trimmingSpaces
            guard !value.isEmpty else { return nil }
            let shown =
                label == "Labels"
                ? value.split(separator: ";").map { String($0).trimmingSpaces }
                    .joined(separator: ", ") : value
            return "\(label): \(shown)"
        }
        return (text + (lines.isEmpty ? [] : [lines.joined(separator: "\n")])).joined(separator: "\n\n")
    }

    private static func checked<Value>(_ line: Int, _ column: String, _ read: () throws(ValidationError) -> Value)
        throws(ImportError) -> Value
    {
        do { return try read() } catch { throw ImportError(line: line, field: column, error.description) }
    }
}
