import Foundation
import ToteAPI

/// The OpenAPI document the API serves, read for assertions: its operations and their response schemas.
struct OpenAPIContract {
    static let methods = ["get", "put", "post", "patch", "delete", "head", "options"]

    let document: [String: Any]

    init() throws {
        let data = try OpenAPIDocument.load().data
        document = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    var paths: [String: [String: Any]] { document["paths"] as? [String: [String: Any]] ?? [:] }

    /// Every operation as "METHOD /path/{parameter}".
    var operations: Set<String> {
        Set(
            paths.flatMap { path, item in
                item.keys.filter(Self.methods.contains).map { "\($0.uppercased()) \(path)" }
            })
    }

    /// The schema of the documented response, with the response's `$ref` resolved; nil when undocumented.
    func responseSchema(_ method: String, _ path: String, status: Int) -> [String: Any]? {
        guard let operation = paths[path]?[method.lowercased()] as? [String: Any],
            var response = (operation["responses"] as? [String: Any])?[String(status)] as? [String: Any]
        else { return nil }
        if let reference = response["$ref"] as? String {
            let name = String(reference.split(separator: "/").last ?? "")
            response =
                ((document["components"] as? [String: Any])?["responses"] as? [String: Any])?[name]
                as? [String: Any] ?? [:]
        }
        let content = response["content"] as? [String: [String: Any]] ?? [:]
        return content.values.first?["schema"] as? [String: Any] ?? [:]
    }

    /// What in `response` contradicts the document for that operation and status.
    func violations(_ method: String, _ path: String, _ response: APIResponse) throws -> [String] {
        guard let schema = responseSchema(method, path, status: response.status.code) else {
            return ["\(method) \(path): status \(response.status.code) is not documented"]
        }
        guard !response.text.isEmpty else { return [] }
        return SchemaValidator(document: document).violations(of: try JSONNode(text: response.text), against: schema)
    }
}
