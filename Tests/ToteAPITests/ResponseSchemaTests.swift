import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting

/// Representative responses of every kind conform to the schemas the document gives for them.
@Suite("Responses conform to the OpenAPI document")
struct ResponseSchemaTests {
    @Test("successes and problems match their documented schemas")
    func conform() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let inventory = "/api/v1/inventories/{inventoryId}"
        try await world.test { client in
            let contract = try OpenAPIContract()
            let base = APIWorld.inventory
            let requests: [(String, String, String, String?)] = [
                ("GET", "/api/v1/setup", "/api/v1/setup", nil),
                ("GET", "/api/v1/session", "/api/v1/session", nil),
                (
                    "POST", "/api/v1/session", "/api/v1/session",
                    #"{"username":"robin","password":"correct horse battery"}"#
                ),
                ("GET", "/api/v1/inventories", "/api/v1/inventories", nil),
                ("GET", base, inventory, nil),
                ("GET", base + "/boxes", inventory + "/boxes", nil),
                ("POST", base + "/boxes", inventory + "/boxes", #"{"title":"Attic","note":"dusty"}"#),
                ("GET", base + "/boxes/1", inventory + "/boxes/{box}", nil),
                ("PATCH", base + "/boxes/1", inventory + "/boxes/{box}", #"{"location":null}"#),
                ("GET", base + "/boxes/404", inventory + "/boxes/{box}", nil),
                ("POST", base + "/boxes/2/items", inventory + "/boxes/{box}/items", #"{"title":"Atlas","quantity":2}"#),
                ("GET", base + "/items?q=kettle", inventory + "/items", nil),
                ("GET", base + "/search?q=k", inventory + "/search", nil),
                ("GET", base + "/search?q=ketlle", inventory + "/search", nil),
                ("POST", base + "/boxes/changes", inventory + "/boxes/changes", #"{"boxes":"1-2","room":"Kitchen"}"#),
                ("POST", base + "/boxes/changes", inventory + "/boxes/changes", #"{"boxes":"1-9","mark":"fragile"}"#),
                ("GET", base + "/boxes?room=Kitchen&status=packing&mark=fragile", inventory + "/boxes", nil),
                ("GET", base + "/arrivals", inventory + "/arrivals", nil),
                ("GET", base + "/arrivals?room=Kitchen", inventory + "/arrivals", nil),
                ("GET", base + "/items/1", inventory + "/items/{item}", nil),
                ("POST", base + "/items/1/move", inventory + "/items/{item}/move", #"{"box":2}"#),
                ("POST", base + "/items/changes", inventory + "/items/changes", #"{"items":"1","quantity":3}"#),
                ("POST", base + "/items/changes", inventory + "/items/changes", #"{"items":"1, 404","box":1}"#),
                ("POST", base + "/boxes/2/empty", inventory + "/boxes/{box}/empty", #"{"into":1}"#),
                ("POST", base + "/boxes/2/move", inventory + "/boxes/{box}/move", #"{"into":1}"#),
                ("GET", base + "/boxes/2", inventory + "/boxes/{box}", nil),
                ("POST", base + "/boxes/1/move", inventory + "/boxes/{box}/move", #"{"into":2}"#),
                ("POST", base + "/boxes/2/move", inventory + "/boxes/{box}/move", "{}"),
                ("GET", base + "/history", inventory + "/history", nil),
                ("GET", base + "/members", inventory + "/members", nil),
                ("POST", base + "/invitations", inventory + "/invitations", #"{"role":"viewer"}"#),
                ("GET", base + "/invitations", inventory + "/invitations", nil),
                ("POST", "/api/v1/tokens", "/api/v1/tokens", #"{"name":"backup"}"#),
                ("GET", "/api/v1/tokens", "/api/v1/tokens", nil),
                ("POST", base + "/boxes", inventory + "/boxes", #"{"title":""}"#),
                ("POST", base + "/boxes", inventory + "/boxes", "nonsense"),
                ("POST", base + "/items/changes", inventory + "/items/changes", #"{"items":"1","remove":true}"#),
                ("DELETE", base + "/boxes/1", inventory + "/boxes/{box}", nil),
            ]
            for (method, uri, template, body) in requests {
                let response = try await client.send(.init(method)!, uri, token: world.owner, body: body)
                let violations = try contract.violations(method, template, response)
                #expect(violations.isEmpty, "\(method) \(uri) → \(response.status.code): \(violations)")
            }
        }
    }
}
