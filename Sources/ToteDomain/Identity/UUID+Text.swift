import Foundation

extension UUID {
    /// The lower-case canonical form, 8-4-4-4-12 hexadecimal digits, as stores keep identities and pages print them.
    /// Written digit by digit: Foundation's `uuidString` formats through `snprintf` and then needs lower-casing, which
    /// an import of a million rows paid for several million times.
    public var lowercasedText: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var end = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[end] = UInt8(ascii: "-")
                        end += 1
                    }
                    text[end] = Self.hexDigit(byte >> 4)
                    text[end + 1] = Self.hexDigit(byte & 0x0F)
                    end += 2
                }
                return end
            }
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
