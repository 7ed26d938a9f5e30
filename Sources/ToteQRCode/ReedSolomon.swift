/// Reed–Solomon error correction over GF(256) with the QR code's polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    /// Multiplies two field elements.
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        var product = 0
        var a = Int(left)
        var b = Int(right)
        while b > 0 {
            if b & 1 == 1 { product ^= a }
            a <<= 1
            if a & 0x100 != 0 { a ^= 0x11D }
            b >>= 1
        }
        return UInt8(product)
    }

    /// The coefficients, highest power first without the leading 1, of (x − α⁰)(x − α¹)…(x − αⁿ⁻¹).
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in coefficients.indices {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < coefficients.count { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return coefficients
    }

    /// The error correction codewords of a block: the remainder of its polynomial divided by the generator.
    static func remainder(of data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices { remainder[index] ^= multiply(generator[index], factor) }
        }
        return remainder
    }
}
