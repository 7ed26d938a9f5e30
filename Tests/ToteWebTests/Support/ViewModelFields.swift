/// What a page's view models hold, read the way a template's sections reach them: each object inside the ones
/// that enclose it (the content inside the document, a row inside the content).
struct ViewModelFields {
    /// The names of the optional fields that are absent, anywhere in the page.
    private(set) var absent: Set<String> = []
    /// Where optional text is present.
    private(set) var presentText: [String] = []
    /// Where a list holds no row, so that its section would not be rendered.
    private(set) var emptyLists: [String] = []
    /// Where an absent field shares its name with a present field of an enclosing object, which a fallback would
    /// show without anything to tell it from the page's own words.
    private(set) var shadowed: [String] = []

    /// Reads `root`'s objects, each with the names of its fields, as the bottom of a template's context stack.
    init(root: KeyValuePairs<String, Any>) {
        let present = Set(root.map(\.key))
        for (name, value) in root {
            read(value, at: name, enclosedBy: [present])
        }
    }

    private mutating func read(_ value: Any, at path: String, enclosedBy enclosing: [Set<String>]) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection:
            if mirror.children.isEmpty { emptyLists.append(path) }
            for (index, row) in mirror.children.enumerated() {
                read(row, at: "\(path)[\(index)]", enclosedBy: enclosing)
            }
        case .struct, .class:
            readFields(of: mirror, at: path, enclosedBy: enclosing)
        default:
            break
        }
    }

    private mutating func readFields(of mirror: Mirror, at path: String, enclosedBy enclosing: [Set<String>]) {
        var present: Set<String> = []
        for case (let name?, let value) in mirror.children {
            let field = Mirror(reflecting: value)
            if field.displayStyle != .optional {
                present.insert(name)
            } else if let wrapped = field.children.first?.value {
                present.insert(name)
                if Mirror(reflecting: wrapped).children.isEmpty { presentText.append("\(path).\(name)") }
            } else {
                absent.insert(name)
                if enclosing.contains(where: { $0.contains(name) }) { shadowed.append("\(path).\(name)") }
            }
        }
        for case (let name?, let value) in mirror.children {
            let field = Mirror(reflecting: value)
            let wrapped: Any? = field.displayStyle == .optional ? field.children.first?.value : value
            if let wrapped { read(wrapped, at: "\(path).\(name)", enclosedBy: enclosing + [present]) }
        }
    }
}
