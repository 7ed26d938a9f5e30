import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// The values in a request's query string: a value of the wrong kind is a ``RequestError/malformed(_:)``,
/// a number out of range is the domain's ``ValidationError``.
extension Request {
    /// `page` and `perPage`, 1 and 50 when left out.
    func pageRequest() throws -> PageRequest {
        try PageRequest(
            number: integer("page", field: .page) ?? 1,
            size: integer("perPage", field: .perPage) ?? PageRequest.defaultSize)
    }

    func flag(_ name: String) throws(RequestError) -> Bool {
        switch uri.queryParameters.get(name) {
        case nil, "false": return false
        case "true": return true
        case let text?: throw RequestError.malformed("\(name) must be true or false, not '\(text)'")
        }
    }

    func text(_ name: String) -> String? {
        uri.queryParameters.get(name)
    }

    func requiredText(_ name: String) throws(RequestError) -> String {
        guard let text = text(name) else { throw RequestError.malformed("the query parameter '\(name)' is required") }
        return text
    }

    /// An optional box number, such as the `box` of a history query.
    func boxNumber(_ name: String) throws(RequestError) -> BoxNumber? {
        guard let text = text(name) else { return nil }
        do {
            return try BoxNumber(parsing: text)
        } catch {
            throw RequestError.malformed(error.description)
        }
    }

    private func integer(_ name: String, field: ValidationError.Field) throws(RequestError) -> Int? {
        guard let text = text(name) else { return nil }
        guard let value = Int(text) else {
            throw RequestError.malformed(ValidationError.notANumber(field: field, text: text).description)
        }
        return value
    }
}
