import Foundation

extension UUID {
    /// The lower-case canonical form, 8-4-4-4-12 hexadecimal digits, as stores keep identities and pages print them.
    public var lowercasedText: String { text(lettersFrom: UInt8(ascii: "a")) }

    /// The upper-case canonical form, as Foundation's `uuidString` writes it, and as stored events keep identities.
    public var uppercasedText: String { text(lettersFrom: UInt8(ascii: "A")) }

    /// Written digit by digit: Foundation's `uuidString` formats through `snprintf` (and then needed lower-casing),
    /// which an import of a million rows paid for several million times.
    private func text(lettersFrom letterA: UInt8) -> String {
        let digit = { (nibble: UInt8) in nibble < 10 ? UInt8(ascii: "0") + nibble : letterA + nibble - 10 }
        return withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var end = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[end] = UInt8(ascii: "-")
                        end += 1
                    }
                    text[end] = digit(byte >> 4)
                    text[end + 1] = digit(byte & 0x0F)
                    end += 2
                }
                return end
            }
        }
    }
}
