import ToteApplication

/// The columns of a Homebox CSV or TSV file, found by their `HB.` names in the header, in any order.
///
/// Tote keeps the name, the location (as the box), the quantity, the description and notes (as the note) and the
/// import reference; the labels, asset ID, manufacturer, model and serial number and `HB.field.*` fields go into the
/// note too, a line each, so that they can be found. Every other column is set aside and counted in the report.
struct HomeboxColumns {
    /// Columns that Homebox writes under two names; a header may use either, not both.
    static let aliases = [
        "HB.tags": "HB.labels", "HB.purchase_date": "HB.purchase_time", "HB.sold_date": "HB.sold_time",
    ]
    /// The columns kept in the note, with the words that introduce them there.
    static let noted: [(column: String, label: String)] = [
        ("HB.labels", "Labels"), ("HB.asset_id", "Asset ID"), ("HB.manufacturer", "Manufacturer"),
        ("HB.model_number", "Model"), ("HB.serial_number", "Serial number"),
    ]

    let count: Int
    let name: Int
    let location: Int
    let quantity: Int?
    let description: Int?
    let notes: Int?
    let reference: Int?
    /// Columns kept in the note: where each is, and its label.
    let inNote: [(index: Int, label: String)]
    /// Columns set aside: where each is, and its name in the header.
    let setAside: [(index: Int, name: String)]

    init(header: CSVRecordReader.Record) throws(ImportError) {
        var positions: [String: Int] = [:]
        for (index, raw) in header.fields.enumerated() {
            let trimmed = raw.trimmingSpaces
            let name = Self.aliases[trimmed] ?? trimmed
            guard positions[name] == nil else {
                throw ImportError(line: header.line, field: trimmed, "the header names this column twice")
            }
            positions[name] = index
        }
        func required(_ name: String) throws(ImportError) -> Int {
            guard let index = positions[name] else {
                let found = header.fields.prefix(8).joined(separator: ", ")
                throw ImportError(
                    line: header.line,
                    "the header has no \(name) column, which a Homebox file must have (it has: \(found))")
            }
            return index
        }
        count = header.fields.count
        name = try required("HB.name")
        location = try required("HB.location")
        quantity = positions["HB.quantity"]
        description = positions["HB.description"]
        notes = positions["HB.notes"]
        reference = positions["HB.import_ref"]
        var inNote: [(index: Int, label: String)] = Self.noted.compactMap { noted in
            positions[noted.column].map { (index: $0, label: noted.label) }
        }
        for (name, index) in positions.sorted(by: { $0.value < $1.value }) where name.hasPrefix("HB.field.") {
            inNote.append((index: index, label: String(name.dropFirst("HB.field.".count))))
        }
        self.inNote = inNote
        let kept = Set([name, location, quantity, description, notes, reference].compactMap { $0 })
            .union(inNote.map(\.index))
        setAside = header.fields.enumerated().filter { !kept.contains($0.offset) }.map {
            (index: $0.offset, name: $0.element)
        }
    }
}
