extension Character {
    /// How many terminal columns the character takes: 2 for East Asian wide characters and emoji,
    /// 0 for marks and invisible format characters, 1 otherwise.
    var terminalColumns: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        if Self.wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    /// Code points whose East Asian Width is Wide or Fullwidth (Unicode Standard Annex #11).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small form variants
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x1B000...0x1B2FF,  // Kana supplement and extensions
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
    ]
}

extension StringProtocol {
    /// How many terminal columns the text takes.
    var terminalColumns: Int {
        reduce(0) { $0 + $1.terminalColumns }
    }
}
