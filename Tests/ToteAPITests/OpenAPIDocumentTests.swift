import Foundation
import HummingbirdTesting
import Testing
import ToteAPI
import ToteApplication
import ToteHTTP
import ToteHTTPTesting

@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    @Test("the document is served as OpenAPI 3.1 JSON")
    func served() async throws {
        let app = try TestEnvironment().application { router, environment in
            try APIRoutes.add(to: router, environment: environment)
        }

        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/vnd.oai.openapi+json")
                let document = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(document?["openapi"] as? String == "3.1.0")
                #expect((document?["info"] as? [String: Any])?["version"] as? String == ToteRelease.version)
            }
        }
    }

    @Test("the router serves exactly the operations the document describes")
    func routesMatchDocument() throws {
        // Given the API's routes on the shared router
        let environment = TestEnvironment()
        let router = try ToteRouter.make(environment: environment.server) {
            try APIRoutes.add(to: $0, environment: environment.server)
        }

        // When both are listed as "METHOD /path"
        let served = Set(
            router.routes.map { "\($0.method) \($0.path)" }.filter {
                $0.contains(" /api/v1/") || $0.contains(" api/v1/")
            }
            .map { $0.replacingOccurrences(of: " api/v1/", with: " /api/v1/") })
        let documented = try OpenAPIContract().operations

        // Then they are the same
        #expect(served.subtracting(documented).sorted() == [], "served but not documented")
        #expect(documented.subtracting(served).sorted() == [], "documented but not served")
        #expect(served.count == 64)
    }

    @Test("every schema reference and every security scheme resolves")
    func referencesResolve() throws {
        let contract = try OpenAPIContract()
        let text = String(decoding: try OpenAPIDocument.load().data, as: UTF8.self)
        let references = text.matches(of: /"\$ref": "#\/components\/(\w+)\/(\w+)"/).map { ($0.1, $0.2) }
        let components = contract.document["components"] as? [String: [String: Any]] ?? [:]

        #expect(!references.isEmpty)
        for (kind, name) in references {
            #expect(components[String(kind)]?[String(name)] != nil, "unresolved \(kind)/\(name)")
        }
        #expect(components["securitySchemes"]?["bearer"] != nil)
    }

    @Test("every object the document describes, answered or taken, is closed: a member it does not list is refused")
    func objectsAreClosed() throws {
        var open: [String] = []
        try OpenAPIContract().visitEveryObject { object, path in
            let types = (object["type"] as? String).map { [$0] } ?? object["type"] as? [String] ?? []
            if types.contains("object"), object["properties"] != nil, !path.contains("multipart"),
                object["additionalProperties"] as? Bool != false
            {
                open.append(path)
            }
        }
        #expect(open.sorted() == [])
    }

    @Test("a value that may be null says so with a type list, never with a null branch of anyOf or oneOf")
    func nullableAsTypeLists() throws {
        var branches: [String] = []
        try OpenAPIContract().visitEveryObject { object, path in
            for key in ["anyOf", "oneOf"] {
                let options = object[key] as? [[String: Any]] ?? []
                if options.contains(where: { $0["type"] as? String == "null" }) { branches.append(path + "/" + key) }
            }
        }
        #expect(branches.sorted() == [])
    }

    @Test("an operation that takes an Idempotency-Key documents the 422 a key reused for another request gets")
    func idempotencyKeysDocumentTheirRefusal() throws {
        let document = try OpenAPIContract().document
        var undocumented: [String] = []
        for (path, item) in document["paths"] as? [String: [String: Any]] ?? [:] {
            for (method, operation) in item {
                guard let operation = operation as? [String: Any] else { continue }
                let parameters = operation["parameters"] as? [[String: Any]] ?? []
                let keyed = parameters.contains {
                    $0["$ref"] as? String == "#/components/parameters/IdempotencyKey"
                }
                let responses = operation["responses"] as? [String: Any] ?? [:]
                if keyed, responses["422"] == nil { undocumented.append("\(method.uppercased()) \(path)") }
            }
        }
        #expect(undocumented.sorted() == [])
    }
}
