/// A value a person typed that Tote cannot accept. Its description is the message shown to them.
public enum ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Field: String, Sendable, CaseIterable {
        case title, location, note, quantity
        case boxNumber = "box number"
        case itemNumber = "item number"
        case page
        case perPage = "page size"
        case searchText = "search text"
        case username, password, role
        case displayName = "display name"
        case inventoryName = "inventory name"
        case tokenName = "token name"
        case room, status, mark, kind
        case boxNumbers = "box numbers"
        case itemNumbers = "item numbers"
        case items
        case version
        case expiry
    }

    case empty(Field)
    case tooLong(Field, maximum: Int, actual: Int)
    case controlCharacter(Field)
    case invisibleCharacter(Field)
    case unusableCharacter(Field)
    case stackedMarks(Field, maximum: Int)
    case overlongCharacter(Field, maximum: Int)
    case showsNothing(Field)
    case notANumber(field: Field, text: String)
    case outOfRange(Field, text: String, range: ClosedRange<Int>)
    case noWords(Field)
    case tooShort(Field, minimum: Int)
    case disallowedCharacters(Field, allowed: String)
    case notOneOf(Field, text: String, allowed: [String])
    case reversedRange(Field, text: String)
    case tooMany(Field, maximum: Int, actual: Int)
    case notALengthOfTime(Field, text: String)
    case lengthOfTimeOutOfRange(Field, text: String, shortest: String, longest: String)
    /// Two fields of which one may be given, given together.
    case exclusive(Field, Field)
    /// A room that no box goes to.
    case unknownRoom(String)
    /// Box numbers that are no box, where every box named must be there.
    case noSuchBoxes([BoxNumber])

    /// The field whose value was refused.
    public var field: Field {
        switch self {
        case .empty(let field), .tooLong(let field, _, _), .controlCharacter(let field), .invisibleCharacter(let field),
            .unusableCharacter(let field), .stackedMarks(let field, _), .overlongCharacter(let field, _),
            .showsNothing(let field), .notANumber(let field, _), .outOfRange(let field, _, _), .noWords(let field),
            .tooShort(let field, _), .disallowedCharacters(let field, _), .notOneOf(let field, _, _),
            .reversedRange(let field, _), .tooMany(let field, _, _), .notALengthOfTime(let field, _),
            .lengthOfTimeOutOfRange(let field, _, _, _), .exclusive(let field, _):
            field
        case .unknownRoom:
            .room
        case .noSuchBoxes:
            .boxNumbers
        }
    }

    public var description: String {
        switch self {
        case .empty(let field):
            "\(field.rawValue) must not be empty"
        case .tooLong(let field, let maximum, let actual):
            "\(field.rawValue) is \(actual) characters long; at most \(maximum) are allowed"
        case .controlCharacter(let field):
            "\(field.rawValue) must not contain control characters such as tabs or line breaks"
        case .invisibleCharacter(let field):
            "\(field.rawValue) must not contain invisible characters that change how it reads, such as direction "
                + "overrides or zero-width spaces"
        case .unusableCharacter(let field):
            "\(field.rawValue) must not contain characters that are not text: noncharacters, or tag characters "
                + "outside a flag"
        case .stackedMarks(let field, let maximum):
            "\(field.rawValue) stacks more than \(maximum) accents or marks on one letter"
        case .overlongCharacter(let field, let maximum):
            "\(field.rawValue) joins more than \(maximum) code points into one character"
        case .showsNothing(let field):
            "\(field.rawValue) shows nothing: it must hold at least one visible character"
        case .notANumber(.boxNumber, let text):
            "'\(text)' is not a box number; write a box number as 12 or #12"
        case .notANumber(.itemNumber, let text):
            "'\(text)' is not an item number; write an item number as 40 or #40"
        case .notANumber(let field, let text):
            "\(field.rawValue) must be a whole number, not '\(text)'"
        case .outOfRange(let field, let text, let range):
            "\(field.rawValue) must be from \(range.lowerBound) to \(range.upperBound), not \(text)"
        case .noWords(let field):
            "\(field.rawValue) must contain at least one letter or digit"
        case .tooShort(let field, let minimum):
            "\(field.rawValue) must be at least \(minimum) characters long"
        case .disallowedCharacters(let field, let allowed):
            "\(field.rawValue) may contain only \(allowed)"
        case .notOneOf(let field, let text, let allowed):
            "'\(text)' is not a \(field.rawValue); use " + allowed.dropLast().joined(separator: ", ")
                + (allowed.count > 1 ? " or " : "") + (allowed.last ?? "")
        case .reversedRange(let field, let text):
            "'\(text)' is not a range of \(field.rawValue): write the lower number first, such as 12-40"
        case .tooMany(let field, let maximum, let actual):
            "\(actual) \(field.rawValue) are too many for one change; at most \(maximum) are allowed"
        case .notALengthOfTime(let field, let text):
            "\(field.rawValue) must be a number of hours, days or weeks, such as 12h, 7d or 4w, not '\(text)'"
        case .lengthOfTimeOutOfRange(let field, let text, let shortest, let longest):
            "\(field.rawValue) must be from \(shortest) to \(longest), not \(text)"
        case .exclusive(let field, let other):
            "give a \(field.rawValue) or \(other.rawValue), not both"
        case .unknownRoom(let text):
            "no box goes to the room '\(text)'"
        case .noSuchBoxes(let numbers):
            "there is no box "
                + (numbers.count == 1
                    ? numbers[0].description
                    : numbers.dropLast().map(\.description).joined(separator: ", ") + " or \(numbers.last!)")
        }
    }
}
