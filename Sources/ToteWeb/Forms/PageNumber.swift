import ToteApplication
import ToteDomain

/// Reads the `page` query parameter: absent means the first page.
enum PageNumber {
    static func request(_ text: String?, size: Int = PageRequest.defaultSize) throws(ValidationError) -> PageRequest {
        guard let text, !text.isEmpty else { return try PageRequest(number: 1, size: size) }
        guard let number = Int(text) else { throw .notANumber(field: .page, text: text) }
        return try PageRequest(number: number, size: size)
    }
}
