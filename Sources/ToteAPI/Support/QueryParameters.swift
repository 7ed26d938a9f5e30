import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// The values in a request's query string: a value of the wrong kind is a ``RequestError/malformed(_:)``,
/// a number out of range is the domain's ``ValidationError``.
extension Request {
    /// `page` and `perPage`, 1 and 50 when left out; text that is no number at all is a malformed request.
    func pageRequest() throws -> PageRequest {
        do {
            return try PageRequest(typedNumber: text("page"), size: text("perPage"))
        } catch {
            guard case .notANumber = error else { throw error }
            throw RequestError.malformed(error.description)
        }
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
}
