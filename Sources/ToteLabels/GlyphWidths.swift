import Foundation

/// How wide a line of text is drawn in the labels' sans-serif fonts, as a share of the font size: each character's
/// width is the widest of its class in Helvetica's metrics, and bold is 8 % wider. A label gives every line this
/// width as its `textLength`, so that the line is drawn exactly that wide in whichever font the reader has; where
/// `textLength` is not honoured, Helvetica and Arial draw it no wider.
enum GlyphWidths {
    static func width(of text: String, size: Double, isBold: Bool) -> Double {
        let ems = text.unicodeScalars.reduce(0.0) { $0 + em($1) }
        return ems * size * (isBold ? 1.08 : 1)
    }

    /// A letter with marks (`ü`, `Ö`) is as wide as its letter; any other character beyond ASCII is taken as a
    /// whole em, the widest a sans-serif font draws one.
    private static func em(_ scalar: Unicode.Scalar) -> Double {
        if scalar.isASCII { return ascii(scalar) }
        if scalar.properties.generalCategory == .nonspacingMark { return 0 }
        if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII,
            base.properties.isAlphabetic
        {
            return ascii(base)
        }
        return 1
    }

    private static func ascii(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ", "i", "j", "l", "I", ".", ",", "'", "|": 0.28
        case "!", ":", ";": 0.31
        case "f", "t", "r", "(", ")", "[", "]", "-", "/", "\\", "`": 0.39
        case "\"": 0.45
        case "m", "M": 0.84
        case "w", "W": 1.0
        case "@", "%": 1.02
        case "A"..."Z", "&": 0.78
        case "a"..."z", "0"..."9", "#", "$", "?", "*", "_": 0.57
        default: 0.6
        }
    }
}
