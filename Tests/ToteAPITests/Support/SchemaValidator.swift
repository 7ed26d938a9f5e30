import Foundation

/// Checks a JSON value against a schema of the OpenAPI document: `$ref`, `anyOf`, `oneOf`, `type` (one or several),
/// `required`, `properties`, `additionalProperties: false`, `items`, `enum`, and integer `minimum`/`maximum`.
/// Returns what does not conform.
struct SchemaValidator {
    let document: [String: Any]

    /// The named schema of `components/schemas`.
    static func schema(named name: String) -> [String: Any] {
        ["$ref": "#/components/schemas/\(name)"]
    }

    func violations(of value: JSONNode, against schema: [String: Any], at path: String = "$") -> [String] {
        if let reference = schema["$ref"] as? String {
            return violations(of: value, against: resolve(reference), at: path)
        }
        if let options = schema["anyOf"] as? [[String: Any]] {
            let matches = options.contains { violations(of: value, against: $0, at: path).isEmpty }
            return matches ? [] : ["\(path): matches none of anyOf"]
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let matches = options.filter { violations(of: value, against: $0, at: path).isEmpty }.count
            return matches == 1 ? [] : ["\(path): matches \(matches) of oneOf, not exactly one"]
        }
        let types = (schema["type"] as? String).map { [$0] } ?? schema["type"] as? [String]
        if let types, !types.contains(value.typeName) {
            return ["\(path): \(value.typeName) is not \(types.joined(separator: " or "))"]
        }
        switch value {
        case .string(let text):
            if let allowed = schema["enum"] as? [String], !allowed.contains(text) {
                return ["\(path): '\(text)' is not one of \(allowed)"]
            }
        case .integer(let number):
            if let minimum = schema["minimum"] as? Int, number < minimum { return ["\(path): \(number) < \(minimum)"] }
            if let maximum = schema["maximum"] as? Int, number > maximum { return ["\(path): \(number) > \(maximum)"] }
        case .object(let members):
            return violations(of: members, against: schema, at: path)
        case .array(let elements):
            guard let items = schema["items"] as? [String: Any] else { return [] }
            return elements.enumerated().flatMap { violations(of: $1, against: items, at: "\(path)[\($0)]") }
        case .null, .bool, .number:
            break
        }
        return []
    }

    private func violations(of members: [String: JSONNode], against schema: [String: Any], at path: String)
        -> [String]
    {
        let missing = (schema["required"] as? [String] ?? []).filter { members[$0] == nil }
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        let undocumented =
            schema["additionalProperties"] as? Bool == false
            ? members.keys.filter { properties[$0] == nil }.sorted() : []
        return missing.map { "\(path): missing required '\($0)'" }
            + undocumented.map { "\(path): '\($0)' is not in the closed schema" }
            + properties.sorted { $0.key < $1.key }.flatMap { key, property in
                members[key].map { violations(of: $0, against: property, at: "\(path).\(key)") } ?? []
            }
    }

    private func resolve(_ reference: String) -> [String: Any] {
        var node: Any = document
        for part in reference.dropFirst(2).split(separator: "/") {
            node = (node as? [String: Any])?[String(part)] ?? [:]
        }
        return node as? [String: Any] ?? [:]
    }
}
