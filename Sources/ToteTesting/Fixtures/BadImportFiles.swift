/// Homebox files with every fault a file can have, each with the message that names where it is and why; the command
/// line and the API refuse each with that message and change nothing.
public enum BadImportFiles {
    public static let header = "HB.import_ref,HB.location,HB.name,HB.quantity\n"

    /// Every fault a file can have, with the message that names where it is.
    public static let homebox: [(name: String, content: [UInt8], message: String)] = [
        (
            "no HB.name column", Array("Name,Location\nKettle,Kitchen\n".utf8),
            "line 1: the header has no HB.name column, which a Homebox file must have (it has: Name, Location)"
        ),
        ("an empty file", [], "the file is empty"),
        (
            "a column named twice", Array("HB.name,HB.location,HB.tags,HB.labels\n".utf8),
            "line 1, HB.labels: the header names this column twice"
        ),
        (
            "a quote never closed", Array((header + "A1,Kitchen,\"Kettle,1\nA2,Hall,Lamp,1\n").utf8),
            "line 2: a quoted field starts on this line and is never closed"
        ),
        (
            "text after a closing quote", Array((header + "A1,Kitchen,\"Kettle\" blue,1\n").utf8),
            "line 2: a closing quote is followed by more text; a quote inside a quoted field is written twice"
        ),
        (
            "a quote inside an unquoted field", Array((header + "A1,Kitchen,Kettle 5\" wide,1\n").utf8),
            "line 2: a quote inside a field that does not start with one; quote the whole field and write the "
                + "quote twice"
        ),
        (
            "a row with too few fields", Array((header + "A1,Kitchen,Kettle,1\nA2,Hall,Lamp\n").utf8),
            "line 3: the row has 3 fields where the header has 4"
        ),
        (
            "a row with too many fields", Array((header + "A1,Kitchen,Kettle,1,extra\n").utf8),
            "line 2: the row has 5 fields where the header has 4"
        ),
        (
            "UTF-16", [0xFF, 0xFE] + Array(header.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            "line 1: the file is UTF-16 text; save it as UTF-8 (\"CSV UTF-8\" in a spreadsheet)"
        ),
        (
            "Latin-1", Array((header + "A1,Kitchen,Caf").utf8) + [0xE9] + Array(",1\n".utf8),
            "line 2: the text is not UTF-8 (Latin-1 or Windows-1252, perhaps); save the file as UTF-8"
        ),
        (
            "a NUL byte", Array((header + "A1,Kitchen,Ket").utf8) + [0] + Array("tle,1\n".utf8),
            "line 2: the line holds a NUL byte; this is not a text file"
        ),
        (
            "a quantity of abc", Array((header + "A1,Kitchen,Kettle,1\nA2,Hall,Lamp,abc\n").utf8),
            "line 3, HB.quantity: quantity must be a whole number, not 'abc'"
        ),
        (
            "a quantity of abc after a note of three lines",
            Array(
                "HB.location,HB.name,HB.quantity,HB.description\nHall,Lamp,1,\"one\ntwo\r\nthree\"\nHall,Rug,abc,\n"
                    .utf8),
            "line 5, HB.quantity: quantity must be a whole number, not 'abc'"
        ),
        (
            "a quantity of -3", Array((header + "A1,Kitchen,Kettle,-3\n").utf8),
            "line 2, HB.quantity: quantity must be from 1 to 1000000, not -3"
        ),
        (
            "a path of 300 levels",
            Array((header + "A1," + (1...300).map { "L\($0)" }.joined(separator: " / ") + ",Kettle,1\n").utf8),
            "line 2, HB.location: the location path has 300 levels; at most 20 are read"
        ),
        (
            "an empty location", Array((header + "A1, / ,Kettle,1\n").utf8),
            "line 2, HB.location: the location is empty; every item needs a place"
        ),
        (
            "an empty name", Array((header + "A1,Kitchen,,1\n").utf8),
            "line 2, HB.name: title must not be empty"
        ),
        (
            "duplicate import refs", Array((header + "A1,Kitchen,Kettle,1\nA2,Hall,Lamp,1\nA1,Hall,Rug,1\n").utf8),
            "line 4, reference: “A1” is also the reference on line 2"
        ),
        (
            "a reference of 101 characters",
            Array((header + String(repeating: "r", count: 101) + ",Kitchen,Kettle,1\n").utf8),
            "line 2, HB.import_ref: the reference is 101 characters long; at most 100 are allowed"
        ),
        (
            "a row 10 MB long",
            Array((header + "A1,Kitchen,\"" + String(repeating: "x", count: 10 << 20) + "\",1\n").utf8),
            "line 2: the record is longer than 1 MiB; no row of an inventory is that long"
        ),
    ]
}
