import Foundation
import Testing
import ToteApplication
import ToteDomain

/// The limits the document states for request values are read from the domain's own constants, and its patterns
/// admit only what the domain accepts, so that a client that follows the document is not refused.
@Suite("OpenAPI constraints")
struct OpenAPIConstraintTests {
    @Test("lengths and ranges are the domain's")
    func limits() throws {
        let document = try ConstrainedDocument()

        #expect(document.schema("Title").integer("minLength") == 1)
        #expect(document.schema("Title").integer("maxLength") == Title.maximumLength)
        // Inventory and token names are documented with the title's schema: their limits must stay the same.
        #expect(InventoryName.maximumLength == Title.maximumLength)
        #expect(TokenName.maximumLength == Title.maximumLength)
        #expect(document.schema("Location").integer("maxLength") == Location.maximumLength)
        #expect(document.schema("Note").integer("maxLength") == Note.maximumLength)
        #expect(document.schema("DisplayName").integer("minLength") == 1)
        #expect(document.schema("DisplayName").integer("maxLength") == DisplayName.maximumLength)
        #expect(document.schema("SearchText").integer("minLength") == 1)
        #expect(document.schema("SearchText").integer("maxLength") == SearchQuery.maximumLength)

        let username = document.schema("Username")
        #expect(username.integer("minLength") == Username.lengths.lowerBound)
        #expect(username.integer("maxLength") == Username.lengths.upperBound)
        #expect(
            username.text("pattern")?.contains("{\(Username.lengths.lowerBound),\(Username.lengths.upperBound)}")
                == true)
        let password = document.schema("Password")
        #expect(password.integer("minLength") == Password.lengths.lowerBound)
        #expect(password.integer("maxLength") == Password.lengths.upperBound)
        #expect(password.text("pattern")?.hasSuffix("{\(Password.lengths.lowerBound)}") == true)

        for request in ["NewItemRequest", "ItemChanges"] {
            let quantity = document.schema(request).property("quantity")
            #expect(quantity.integer("minimum") == Quantity.range.lowerBound, "\(request)")
            #expect(quantity.integer("maximum") == Quantity.range.upperBound, "\(request)")
        }
        let boxNumbers = [
            document.parameter("Box"), document.schema("EmptyBoxRequest").property("into"),
            document.schema("MoveItemRequest").property("box"), document.schema("ItemChanges").property("box"),
            document.operationParameter("/api/v1/inventories/{inventoryId}/history", "box"),
        ]
        for number in boxNumbers {
            #expect(number.integer("minimum") == 1)
            #expect(number.integer("maximum") == BoxNumber.maximum)
        }
        #expect(document.parameter("Item").integer("minimum") == 1)
        #expect(document.parameter("Item").integer("maximum") == ItemNumber.maximum)
        for request in ["BoxChanges", "ItemChanges"] {
            #expect(document.schema(request).property("version").integer("maximum") == Int.max, "\(request)")
        }

        let page = document.parameter("Page")
        #expect(page.integer("minimum") == PageRequest.numbers.lowerBound)
        #expect(page.integer("maximum") == PageRequest.numbers.upperBound)
        let perPage = document.parameter("PerPage")
        #expect(perPage.integer("minimum") == PageRequest.sizes.lowerBound)
        #expect(perPage.integer("maximum") == PageRequest.sizes.upperBound)
        #expect(perPage.integer("default") == PageRequest.defaultSize)
        #expect(document.schema("RoleRequest").property("role").texts("enum") == Role.allCases.map(\.rawValue))
    }

    @Test(
        "request fields are the constrained schemas",
        arguments: [
            ("SetUpRequest", "username", "Username"), ("SetUpRequest", "displayName", "DisplayName"),
            ("SetUpRequest", "password", "Password"), ("SetUpRequest", "inventoryName", "Title"),
            ("NewAccountRequest", "username", "Username"), ("NewAccountRequest", "displayName", "DisplayName"),
            ("NewAccountRequest", "password", "Password"), ("NameRequest", "name", "Title"),
            ("NewBoxRequest", "title", "Title"), ("NewBoxRequest", "location", "Location"),
            ("NewBoxRequest", "note", "Note"), ("BoxChanges", "title", "Title"),
            ("BoxChanges", "location", "Location"), ("BoxChanges", "note", "Note"),
            ("NewItemRequest", "title", "Title"), ("NewItemRequest", "note", "Note"),
            ("ItemChanges", "title", "Title"), ("ItemChanges", "note", "Note"),
        ])
    func field(request: String, property: String, schema: String) throws {
        let document = try ConstrainedDocument()
        #expect(document.schema(request).property(property).text("$ref") == "#/components/schemas/\(schema)")
    }

    @Test("the search text is the constrained schema")
    func searchText() throws {
        let document = try ConstrainedDocument()
        let q = document.operationParameter("/api/v1/inventories/{inventoryId}/items", "q")
        #expect(q.text("$ref") == "#/components/schemas/SearchText")
    }

    @Test(
        "a text matches the pattern exactly when the domain accepts it",
        arguments: [DomainText.title, .displayName, .location, .note])
    func exactPattern(rule: DomainText) throws {
        let pattern = try ConstrainedDocument().pattern(of: rule.rawValue)
        var statedInWords = 0
        for text in Self.samples {
            if rule.refusal(text)?.isStatedInWordsOnly == true {
                statedInWords += 1
                continue
            }
            #expect(pattern.matches(text) == rule.accepts(text), "\(rule): \(codePoints(text))")
        }
        #expect(statedInWords < Self.samples.count / 10, "the pattern states too little of the rule")
    }

    @Test(
        "the rules on what characters are made of, which no pattern states, are stated in words",
        arguments: [DomainText.title, .displayName, .location, .note])
    func charactersInWords(rule: DomainText) throws {
        let description = try #require(ConstrainedDocument().schema(rule.rawValue).text("description"))
        #expect(description.contains("more than four accents or marks"))
        #expect(description.contains("more than 16 code points"))
        #expect(description.contains("noncharacters (U+FDD0 to U+FDEF"))
        #expect(description.contains("tag characters (U+E0000 to U+E007F) outside a subdivision's flag"))
        #expect(description.contains("text that shows nothing"))
        #expect(TextRules.maximumMarks == 4 && TextRules.maximumCodePointsPerCharacter == 16)
    }

    @Test(
        "a text that matches a narrower pattern is one the domain accepts",
        arguments: [DomainText.username, .password, .searchText])
    func narrowerPattern(rule: DomainText) throws {
        let pattern = try ConstrainedDocument().pattern(of: rule.rawValue)
        let texts =
            Self.samples
            + Self.scalars.flatMap { scalar in
                let character = String(scalar)
                return [
                    "ab" + character + "cd", String(repeating: character + "a", count: 10),
                    String(repeating: "a" + character, count: 10), character + "a" + character,
                ]
            }
        var matched = 0
        for text in texts where pattern.matches(text) {
            matched += 1
            #expect(rule.accepts(text), "\(rule): \(codePoints(text))")
        }
        #expect(matched > 0)
    }

    @Test("an ASCII letter the search pattern counts starts a character of its own")
    func searchLetterAfterEveryCharacter() throws {
        let pattern = try ConstrainedDocument().pattern(of: "SearchText")
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // A character that joins the one after it may itself follow another such character.
            for text in [String(scalar) + "a", "\u{600}" + String(scalar) + "a"] where pattern.matches(text) {
                let refusal = DomainText.searchText.refusal(text)
                #expect(refusal == nil || refusal?.isStatedInWordsOnly == true, "\(codePoints(text))")
            }
        }
    }

    /// Scalars the text rules treat differently: controls, white space of every kind, line and paragraph
    /// separators, characters that join their neighbours, and letters of several scripts and planes.
    static let scalars: [Unicode.Scalar] = {
        let ranges: [ClosedRange<Int>] = [0...0x36F, 0x600...0x605, 0x2000...0x206F]
        let singles: [Int] = [
            0x061C, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x0915, 0x094D, 0x0D4E, 0x1100, 0x1161, 0x1680, 0x180E,
            0x3000, 0x4E2D,
            0xAC00, 0xFE0F, 0xFEFF, 0x110BD, 0x1F1E9, 0x1F600, 0x1F9D1,
        ]
        return (ranges.flatMap { Array($0) } + singles).compactMap { Unicode.Scalar($0) }
    }()

    /// Each scalar alone, inside a word, and around white space; and text that mixes trimmed white space with
    /// line breaks.
    static let samples: [String] =
        scalars.flatMap { scalar in
            let character = String(scalar)
            return [
                character, "a" + character, character + "a", "a" + character + "b", " " + character + " ",
                "\u{3000}" + character + "\n", "\n" + character + "\u{2028}",
            ]
        } + [
            "", " ", "\t\n", "\u{3000}\nTea", "Tea\u{85}\n", "Tea\u{2029}", "\u{200B}Tea\u{200B}", "Tea\r\nCups",
            "Tea \t Cups", "Tea\u{0B}Cups", "\u{0B}Tea", "e\u{301}\u{301}", "\u{1F9D1}\u{200D}\u{1F373}",
            "\u{1F1E9}\u{1F1EA}", "\u{600}\u{600}a", "\u{D4E}a", "Tea\u{200B} Cups", "Tea \u{200B}\u{3000}",
            "\u{202E}aeT", "\u{2067}Tea\u{2069}", "Te\u{2060}a", "\u{FEFF}Tea", "\u{200F}\u{5E9}\u{5DC}\u{5D5}\u{5DD}!",
        ]
}

/// The schemas with a pattern, named as in the document, and the domain rule each pattern states.
enum DomainText: String, Sendable {
    case title = "Title"
    case displayName = "DisplayName"
    case location = "Location"
    case note = "Note"
    case username = "Username"
    case password = "Password"
    case searchText = "SearchText"

    func accepts(_ text: String) -> Bool {
        refusal(text) == nil
    }

    /// Why the domain refuses the text; nil when it accepts it.
    func refusal(_ text: String) -> ValidationError? {
        do {
            switch self {
            case .title: _ = try Title(text)
            case .displayName: _ = try DisplayName(text)
            case .location: _ = try Location.optional(text)
            case .note: _ = try Note.optional(text)
            case .username: _ = try Username(text)
            case .password: _ = try Password(text)
            case .searchText: _ = try SearchQuery(text)
            }
            return nil
        } catch {
            return error
        }
    }
}

extension ValidationError {
    /// Whether this is a refusal by the rules on what characters are made of, which the document states in words.
    fileprivate var isStatedInWordsOnly: Bool {
        switch self {
        case .stackedMarks, .overlongCharacter, .unusableCharacter, .showsNothing: true
        default: false
        }
    }
}

/// A text as its code points, which shows the white space and controls an assertion is about.
private func codePoints(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

/// The request schemas and parameters of the OpenAPI document, read for the values they constrain.
private struct ConstrainedDocument {
    let document: [String: Any]

    init() throws {
        document = try OpenAPIContract().document
    }

    private var components: [String: Any] { document["components"] as? [String: Any] ?? [:] }

    func schema(_ name: String) -> SchemaNode {
        SchemaNode(value: (components["schemas"] as? [String: Any])?[name] as? [String: Any] ?? [:])
    }

    func parameter(_ name: String) -> SchemaNode {
        let parameter = (components["parameters"] as? [String: Any])?[name] as? [String: Any]
        return SchemaNode(value: parameter?["schema"] as? [String: Any] ?? [:])
    }

    /// The schema of an operation's own parameter, such as the `q` of `GET` items.
    func operationParameter(_ path: String, _ name: String) -> SchemaNode {
        let operation = ((document["paths"] as? [String: Any])?[path] as? [String: Any])?["get"] as? [String: Any]
        let parameters = operation?["parameters"] as? [[String: Any]] ?? []
        let parameter = parameters.first { $0["name"] as? String == name }
        return SchemaNode(value: parameter?["schema"] as? [String: Any] ?? [:])
    }

    func pattern(of schema: String) throws -> DocumentPattern {
        try DocumentPattern(try #require(self.schema(schema).text("pattern")))
    }
}

private struct SchemaNode {
    let value: [String: Any]

    func property(_ name: String) -> SchemaNode {
        SchemaNode(value: (value["properties"] as? [String: Any])?[name] as? [String: Any] ?? [:])
    }

    func integer(_ key: String) -> Int? { value[key] as? Int }
    func text(_ key: String) -> String? { value[key] as? String }
    func texts(_ key: String) -> [String]? { value[key] as? [String] }
}

/// A `pattern` of the document, matched as JSON Schema does: anywhere in the text, with `$` only at its very end
/// (the regular expressions of Foundation also let `$` match before a final line break).
private struct DocumentPattern {
    let source: String
    private let expression: NSRegularExpression

    init(_ source: String) throws {
        self.source = source
        expression = try NSRegularExpression(pattern: source)
    }

    func matches(_ text: String) -> Bool {
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).contains { match in
            !source.hasSuffix("$") || NSMaxRange(match.range) == whole.length
        }
    }
}
