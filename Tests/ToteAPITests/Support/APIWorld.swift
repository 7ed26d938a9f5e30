import Foundation
import HummingbirdTesting
import ToteAPI
import ToteApplication
import ToteDomain
import ToteHTTPTesting

/// A set-up Tote with an owner, an editor, a viewer and a stranger (who has an inventory of their own),
/// and the API's routes over it.
struct APIWorld {
    static let inventory = "/api/v1/inventories/\(Inventory.localID)"

    let environment: TestEnvironment
    let owner: SecretToken
    let editor: SecretToken
    let viewer: SecretToken
    let stranger: SecretToken

    init(maximumImportBytes: Int = ImportLimits.maximumFileBytes, publicURL: PublicURL? = nil) async throws {
        environment = TestEnvironment(publicURL: publicURL, maximumImportBytes: maximumImportBytes)
        owner = try await environment.setUpOwner()
        editor = try await environment.addMember("eddie", role: .editor, invitedWith: owner)
        viewer = try await environment.addMember("vera", role: .viewer, invitedWith: owner)
        stranger = try await environment.addStranger("sam", ownerToken: owner)
    }

    /// Runs `test` against the API.
    func test(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = try environment.application { router, environment in
            try APIRoutes.add(to: router, environment: environment)
        }
        try await app.test(.router) { client in try await test(client) }
    }

    /// The owner's use cases of the local inventory, to arrange and inspect state without the API.
    func useCases() async throws -> InventoryUseCases {
        try await environment.server.useCases(
            of: Inventory.localID, for: environment.server.access.authenticate(owner))
    }

    /// Provisions box #1 "Kitchen" at "Garage" holding item #1 "Kettle", and an empty box #2 "Books".
    func arrangeKitchenAndBooks() async throws {
        let commands = try await useCases().commands
        let kitchen = try await commands.provisionBox(ProvisionBoxRequest(title: "Kitchen", location: "Garage"))
        _ = try await commands.provisionItem(
            ProvisionItemRequest(box: kitchen, title: "Kettle", quantity: try Quantity(1)))
        _ = try await commands.provisionBox(ProvisionBoxRequest(title: "Books"))
    }

    /// Box #n with its items, as stored.
    func box(_ number: Int) async throws -> BoxDetail {
        try await useCases().queries.showBox(BoxNumber(number))
    }

    /// The number of history entries, to show that nothing happened.
    func historyCount() async throws -> Int {
        try await useCases().queries.history(of: nil, PageRequest()).totalCount
    }
}
