import ArgumentParser
import ToteDomain

/// `--box BOX` or `--item ITEM`: what the photos show.
struct PhotoSubjectOptions: ParsableArguments {
    @Option(help: "The box the photos show, such as 12 or #12.")
    var box: String?

    @Option(help: "The item the photos show, such as 40 or #40.")
    var item: String?

    func validate() throws {
        guard (box == nil) != (item == nil) else { throw ValidationError("give either --box or --item") }
    }

    func subject() throws -> PhotoSubject {
        if let box { return .box(try BoxNumber(parsing: box)) }
        return .item(try ItemNumber(parsing: item ?? ""))
    }
}

/// Reads a photo's handle as typed.
func photoID(parsing text: String) throws -> PhotoID {
    guard let id = PhotoID(uuidString: text.trimmingCharacters(in: .whitespaces)) else {
        throw ValidationError("\(text) is not a photo's handle; tote photo list shows them")
    }
    return id
}
