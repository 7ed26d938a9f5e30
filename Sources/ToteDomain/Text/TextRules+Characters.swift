/// The rules on what each character of a text is made of, whatever the field.
extension TextRules {
    /// The most combining marks one character may carry. Real scripts need at most four: Vietnamese two (a vowel's
    /// quality and its tone, written apart), Hindi and Thai three (a nukta, a vowel sign and a nasal sign; a vowel
    /// sign and a tone mark), Hebrew with its points and accents and Tibetan's stacked letters four. Text that
    /// stacks more is Zalgo text, which spills over the lines around it.
    public static let maximumMarks = 4
    /// The most code points one character may join: the longest emoji sequences (a kiss with two skin tones) join
    /// ten, a subdivision's flag seven.
    public static let maximumCodePointsPerCharacter = 16

    /// Checks that no character carries more than ``maximumMarks`` marks or joins more than
    /// ``maximumCodePointsPerCharacter`` code points, that the text holds no character that is not text (a
    /// noncharacter, or a tag character outside a subdivision's flag), and that it shows something.
    public static func checkCharacters(_ text: String, field: ValidationError.Field) throws(ValidationError) {
        guard usable(text.unicodeScalars) else { throw .unusableCharacter(field) }
        var marks = 0
        for scalar in text.unicodeScalars {
            marks = isMark(scalar) ? marks + 1 : 0
            guard marks <= maximumMarks else { throw .stackedMarks(field, maximum: maximumMarks) }
        }
        if text.unicodeScalars.count > text.count {
            for character in text where character.unicodeScalars.count > maximumCodePointsPerCharacter {
                throw .overlongCharacter(field, maximum: maximumCodePointsPerCharacter)
            }
        }
        guard showsSomething(text) else { throw .showsNothing(field) }
    }

    /// Text kept before these rules, as they would have it: without its unusable characters, the code points beyond
    /// ``maximumCodePointsPerCharacter`` in one character and the marks beyond ``maximumMarks`` on one; nil when
    /// what is left shows nothing. Leaving a code point out can join what was apart, so this repeats until nothing
    /// more is left out.
    static func mended(_ text: String) -> String? {
        var mended = text
        while true {
            let next = leavingOut(mended)
            if next == mended { break }
            mended = next
        }
        return showsSomething(mended) ? mended : nil
    }

    private static func leavingOut(_ text: String) -> String {
        let shortened = text.map { character in
            String(String.UnicodeScalarView(character.unicodeScalars.prefix(maximumCodePointsPerCharacter)))
        }.joined()
        let tagsUsable = usable(shortened.unicodeScalars.filter { !$0.properties.isNoncharacterCodePoint })
        var kept = String.UnicodeScalarView()
        var marks = 0
        for scalar in shortened.unicodeScalars {
            if scalar.properties.isNoncharacterCodePoint || (!tagsUsable && isTag(scalar)) { continue }
            marks = isMark(scalar) ? marks + 1 : 0
            if marks <= maximumMarks { kept.append(scalar) }
        }
        return String(kept)
    }

    /// Kept text as these rules would have it: itself where it keeps them (empty text included, for the field to
    /// refuse or take as absent), else ``mended(_:)``, which is nil for text that shows nothing.
    static func mendedIfNeeded(_ raw: String) -> String? {
        let text = trimmed(raw)
        guard !text.isEmpty else { return text }
        return (try? checkCharacters(text, field: .title)) != nil ? text : mended(text)
    }

    /// Whether the scalars hold no noncharacter (U+FDD0 to U+FDEF, and the last two code points of every plane) and
    /// no tag character (U+E0000 to U+E007F) but in a subdivision's flag: a black flag, tag letters, a cancel tag.
    private static func usable(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var previous: Unicode.Scalar?
        var inFlag = false
        for scalar in scalars {
            if scalar.properties.isNoncharacterCodePoint { return false }
            switch scalar.value {
            case 0xE007F:
                guard inFlag else { return false }
                inFlag = false
            case 0xE0020...0xE007E:
                guard inFlag || previous == "\u{1F3F4}" else { return false }
                inFlag = true
            case 0xE0000...0xE001F:
                return false
            default:
                guard !inFlag else { return false }
            }
            previous = scalar
        }
        return !inFlag
    }

    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0000...0xE007F).contains(scalar.value)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Whether some character of the text shows: not white space, not a format character or another that shows
    /// nothing by default (the zero-width joiner, the Hangul fillers), not a mark with no letter under it, not the
    /// blank Braille pattern.
    private static func showsSomething(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            guard !properties.isWhitespace, !properties.isDefaultIgnorableCodePoint, scalar != "\u{2800}" else {
                return false
            }
            switch properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
                .paragraphSeparator:
                return false
            default:
                return true
            }
        }
    }
}
