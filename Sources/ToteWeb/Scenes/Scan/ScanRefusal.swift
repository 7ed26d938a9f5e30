import ToteApplication
import ToteDomain

/// Why a scanned code names no box of the inventory being worked in. Each says that nothing was changed.
enum ScanRefusal: CorrectableError, Equatable {
    /// A code that is no label Tote prints: a shop's barcode, a web address, a Wi-Fi code.
    case notALabel
    /// A label whose box is not this inventory's: another inventory's, another Tote's, or a box removed since.
    case otherInventory(BoxNumber)
    /// A label of a box in another of the person's own inventories.
    case yourOtherInventory(BoxNumber, name: String)
    /// A label printed before labels carried their box's key, which cannot tell whose box it is.
    case unkeyed(BoxNumber)

    var description: String {
        switch self {
        case .notALabel:
            "this code is not a Tote label; nothing was changed"
        case .otherInventory(let box):
            "this label (box \(box)) is from another inventory; nothing was changed"
        case .yourOtherInventory(let box, let name):
            "this label is of box \(box) in your inventory “\(name)”; switch to it to scan its boxes; nothing was changed"
        case .unkeyed(let box):
            "this label was printed before labels said which inventory they belong to; type its number (\(box.value)) "
                + "or print it again; nothing was changed"
        }
    }
}
