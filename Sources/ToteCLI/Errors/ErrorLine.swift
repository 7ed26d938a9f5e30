import Foundation
import ToteDomain

/// The one line shown after `error: ` for a failed command: the error's own description, never a dump.
struct ErrorLine: CustomStringConvertible, Sendable {
    let description: String

    init(_ error: any Error) {
        let text =
            if let localized = error as? any LocalizedError, let message = localized.errorDescription {
                message
            } else {
                String(describing: error)
            }
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        description = line + Self.hint(for: error)
    }

    /// What to type instead, where the command line has an option for it.
    private static func hint(for error: any Error) -> String {
        guard case .boxNotEmpty? = error as? InventoryError else { return "" }
        return " (--force)"
    }
}
