import Foundation
import HTTPTypes
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
        guard let response = response(method, path, status: status) else { return nil }
        let content = response["content"] as? [String: [String: Any]] ?? [:]
        return content.values.first?["schema"] as? [String: Any] ?? [:]
    }

    /// The headers the documented response must carry.
    func requiredHeaders(_ method: String, _ path: String, status: Int) -> [String] {
        let headers = response(method, path, status: status)?["headers"] as? [String: [String: Any]] ?? [:]
        return headers.compactMap { name, header in
            let resolved = (header["$ref"] as? String).map(component) ?? header
            return resolved["required"] as? Bool == true ? name : nil
        }.sorted()
    }

    /// The documented response, with its `$ref` resolved; nil when undocumented.
    private func response(_ method: String, _ path: String, status: Int) -> [String: Any]? {
        guard let operation = paths[path]?[method.lowercased()] as? [String: Any],
            var response = (operation["responses"] as? [String: Any])?[String(status)] as? [String: Any]
        else { return nil }
        if let reference = response["$ref"] as? String { response = component(reference) }
        return response
    }

    /// What a `#/components/KIND/NAME` reference names.
    private func component(_ reference: String) -> [String: Any] {
        let parts = reference.split(separator: "/").suffix(2).map(String.init)
        return ((document["components"] as? [String: Any])?[parts[0]] as? [String: Any])?[parts[1]]
            as? [String: Any] ?? [:]
    }

    /// What in `response` contradicts the document for that operation and status.
    func violations(_ method: String, _ path: String, _ response: APIResponse) throws -> [String] {
        guard let schema = responseSchema(method, path, status: response.status.code) else {
            return ["\(method) \(path): status \(response.status.code) is not documented"]
        }
        let missingHeaders = requiredHeaders(method, path, status: response.status.code).filter {
            HTTPField.Name($0).flatMap { response.headers[$0] } == nil
        }.map { "missing header \($0)" }
        guard !response.text.isEmpty else { return missingHeaders }
        return missingHeaders
            + SchemaValidator(document: document).violations(of: try JSONNode(text: response.text), against: schema)
    }

    /// Calls `visit` with every object of the document, schemas and all, and its JSON pointer from `#`.
    func visitEveryObject(_ visit: ([String: Any], String) -> Void) {
        func walk(_ node: Any, at path: String) {
            if let object = node as? [String: Any] {
                visit(object, path)
                for (key, value) in object { walk(value, at: path + "/" + key) }
            } else if let array = node as? [Any] {
                for (index, value) in array.enumerated() { walk(value, at: path + "/\(index)") }
            }
        }
        walk(document, at: "#")
    }
}
