import Hummingbird
import ToteHTTP

/// The fields of a posted HTML form (`application/x-www-form-urlencoded`), as typed.
struct FormFields: Sendable, Equatable {
    let values: [String: String]

    init(_ values: [String: String]) {
        self.values = values
    }

    /// Reads the request's body; a body that is not a form is a malformed request.
    static func read(_ request: Request, context: ToteRequestContext) async throws -> FormFields {
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        do {
            return FormFields(try URLEncodedFormDecoder().decode([String: String].self, from: String(buffer: body)))
        } catch {
            throw RequestError.malformed("the form could not be read")
        }
    }

    /// The field's text, or empty text when the form lacks it.
    subscript(_ name: String) -> String {
        values[name] ?? ""
    }

    /// The field's text, or nil when the form lacks it.
    func optional(_ name: String) -> String? {
        values[name]
    }

    /// Whether a checkbox was ticked.
    func isChecked(_ name: String) -> Bool {
        values[name] != nil
    }
}
