extension QRCode {
    /// How much of a damaged or dirty code can be read back: about 7 %, 15 %, 25 % or 30 % of its codewords.
    public enum Correction: Sendable, CaseIterable {
        case low, medium, quartile, high

        /// The two bits the format information gives the level.
        var formatBits: Int {
            switch self {
            case .low: 1
            case .medium: 0
            case .quartile: 3
            case .high: 2
            }
        }

        /// The row of the standard's block tables for this level.
        var tableIndex: Int {
            switch self {
            case .low: 0
            case .medium: 1
            case .quartile: 2
            case .high: 3
            }
        }
    }
}
