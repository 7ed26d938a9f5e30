/// How wide a line of text is drawn in the labels' sans-serif fonts, as a share of the font size: each character's
/// width from its class in Helvetica's metrics, generous where a class is mixed. A label gives every line this
/// width as its `textLength`, so that the line is drawn exactly that wide in whichever font the reader has.
enum GlyphWidths {
    static func width(of text: String, size: Double, isBold: Bool) -> Double {
        let ems = text.unicodeScalars.reduce(0.0) { $0 + em($1) }
        return ems * size * (isBold ? 1.06 : 1)
    }

    private static func em(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ", "i", "j", "l", "I", ".", ",", ":", ";", "!", "'", "|": 0.28
        case "f", "t", "r", "(", ")", "[", "]", "-", "/", "\\", "\"", "`": 0.39
        case "m", "M": 0.84
        case "w", "W", "@", "%": 0.95
        case "A"..."Z", "&", "#": 0.73
        case "a"..."z", "0"..."9", "$", "?", "*", "+", "=", "<", ">", "_", "~", "^": 0.57
        default: scalar.value >= 0x1100 && scalar.properties.isAlphabetic ? 1.0 : 0.73
        }
    }
}
