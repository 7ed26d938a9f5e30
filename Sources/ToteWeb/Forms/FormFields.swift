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
        context.allowBody(of: request)
        return try parse(String(buffer: try await request.body.collect(upTo: context.maxUploadSize)))
    }

    /// Reads the text of a form's body; text that is not a form is a malformed request.
    static func parse(_ body: String) throws(RequestError) -> FormFields {
        do {
            return FormFields(try URLEncodedFormDecoder().decode([String: String].self, from: body))
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

    /// The field every form of a page carries (``LayoutViewModel/formKey``), so that sending the same form twice, by
    /// a double click or a resubmitted page, does the change once.
    static let repeatKeyField = "form_key"

    /// The key under which this form's answer is kept: the page's form key, for this browser, this address and
    /// these values, so that another form of the same page is a request of its own. Nil for a form without one.
    func repeatKey(for path: String, visit: Visit) -> RepeatedRequests.Key? {
        guard let key = values[Self.repeatKeyField], !key.isEmpty else { return nil }
        // The same in every process, so that a form sent again to another server sharing the store is known there.
        var typed = RequestFingerprint()
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            typed.combine(name)
            typed.combine(value)
        }
        return RepeatedRequests.Key(owner: visit.csrf.value, key: "\(key) \(path) \(typed.finalized)")
    }

    /// Whether a checkbox was ticked.
    func isChecked(_ name: String) -> Bool {
        values[name] != nil
    }
}
