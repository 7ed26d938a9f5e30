/// Why a `multipart/form-data` body cannot be read.
public enum MultipartFault: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `boundary` its `Content-Type` names is not one RFC 2046 allows.
    case badBoundary
    /// The body does not start with its boundary.
    case noFirstBoundary
    /// A boundary is followed by something other than a line break or the closing `--`.
    case malformedBoundaryLine
    /// A part's headers are larger than ``MultipartParser/largestHeaderBlock``.
    case headersTooLarge
    /// A part's header line is not `Name: value`.
    case malformedHeader
    /// A part does not say which field it belongs to (`Content-Disposition: form-data; name=…`).
    case noDisposition
    /// The body holds more parts than the form has fields.
    case tooManyParts(Int)
    /// The body ends before its closing boundary.
    case cutShort

    public var description: String {
        switch self {
        case .badBoundary: "its boundary is not one a form may have"
        case .noFirstBoundary: "it does not start with its boundary"
        case .malformedBoundaryLine: "a boundary is followed by something other than a line break"
        case .headersTooLarge: "the headers of a part are larger than \(MultipartParser.largestHeaderBlock) bytes"
        case .malformedHeader: "a header of a part is not a name, a colon and a value"
        case .noDisposition: "a part does not say which field it belongs to"
        case .tooManyParts(let maximum): "it holds more than \(maximum) parts"
        case .cutShort: "it ends before its last boundary"
        }
    }
}
