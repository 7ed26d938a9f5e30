import Foundation
import ToteApplication
import ToteDomain

/// What a box label's QR code holds, written and read here alone: the absolute address of the box's page, with a
/// short key of the box's own identity (`https://boxes.example.org/boxes/12?k=3f2504e0`), so that a phone's camera app
/// opens the box, and Tote's own scanner tells this inventory's box #12 from box #12 of another inventory or of
/// another Tote (every inventory numbers its boxes from 1).
public struct LabelCode: Hashable, Sendable {
    public let box: BoxNumber
    /// The key of the box the label was printed for; nil on a label printed before labels carried it.
    public let key: BoxKey?

    public init(box: BoxNumber, key: BoxKey?) {
        self.box = box
        self.key = key
    }

    /// The code of a box's label.
    public init(of box: BoxSummary) {
        self.init(box: box.number, key: BoxKey(box.id))
    }

    /// The text of the QR code, under the address people reach Tote at.
    public func text(at address: PublicURL) -> String {
        address.appending("/boxes/\(box.value)" + (key.map { "?\(Self.keyField)=\($0.text)" } ?? ""))
    }

    /// Reads the text a scanner found; nil when it is not a Tote label: not an `http` or `https` address whose path
    /// ends in `/boxes/NUMBER`, or one that asks anything else of it.
    public init?(reading text: String) {
        guard text.utf8.count <= Self.longestText, let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            components.host?.isEmpty == false, components.fragment == nil
        else { return nil }
        let path = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
        guard path.count >= 3, path[path.count - 2] == "boxes", let digits = path.last,
            digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let box = try? BoxNumber(parsing: String(digits))
        else { return nil }
        let fields = components.queryItems ?? []
        switch fields.count {
        case 0:
            key = nil
        case 1:
            guard fields[0].name == Self.keyField, let key = fields[0].value.flatMap(BoxKey.init(text:))
            else { return nil }
            self.key = key
        default:
            return nil
        }
        self.box = box
    }

    /// The query field that holds the box's key.
    public static let keyField = "k"
    /// Longer text is no label Tote printed.
    private static let longestText = 2_048
}

/// The short form of a box's identity that its label carries: the first eight hexadecimal digits of its random UUID.
/// Two boxes with one number (in two inventories, or two Totes) share it once in four billion times, and it keeps
/// the QR code small enough to read at arm's length. It grants nothing: whoever scans still needs access to the box.
public struct BoxKey: Hashable, Sendable {
    public let text: String

    public init(_ box: BoxID) {
        text = String(box.description.prefix(Self.length))
    }

    /// Reads a key as a label writes it: eight lower-case hexadecimal digits.
    public init?(text: String) {
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
        guard text.utf8.count == Self.length, text.utf8.allSatisfy(isDigit) else { return nil }
        self.text = text
    }

    /// Whether this is the key of `box`.
    public func names(_ box: BoxID) -> Bool { self == BoxKey(box) }

    private static let length = 8
}
