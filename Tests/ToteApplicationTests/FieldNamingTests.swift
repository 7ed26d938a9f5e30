import Testing
import ToteApplication
import ToteDomain

/// Every value a person can type, refused by the use case that receives it, with a message that names the
/// field it was typed into; the command line, the API and the pages all show that message.
@Suite("Refused values name their field")
struct FieldNamingTests {
    struct Typed: Sendable, CustomTestStringConvertible {
        let field: ValidationError.Field
        let message: String
        let type: @Sendable (Person) async throws -> Void
        var testDescription: String { "\(field.rawValue) → \(message)" }
    }

    /// An owner with a furnished inventory and the access use cases.
    struct Person {
        let access: AccessFixture
        let owner: Principal
        let inventory: TestInventory
    }

    static let kitchen = try! BoxNumber(1)

    static let typed: [Typed] = [
        Typed(field: .title, message: "title must not be empty") {
            _ = try await $0.inventory.addBox(" ")
        },
        Typed(field: .location, message: "location is 201 characters long; at most 200 are allowed") {
            _ = try await $0.inventory.addBox("Attic", location: String(repeating: "x", count: 201))
        },
        Typed(field: .note, message: "note is 2001 characters long; at most 2000 are allowed") {
            _ = try await $0.inventory.addBox("Attic", note: String(repeating: "x", count: 2_001))
        },
        Typed(field: .quantity, message: "quantity must be from 1 to 1000000, not 0") {
            _ = try await $0.inventory.addItem("Cup", to: kitchen, quantity: 0)
        },
        Typed(field: .boxNumber, message: "'shelf' is not a box number; write a box number as 12 or #12") { _ in
            _ = try BoxNumber(parsing: "shelf")
        },
        Typed(field: .itemNumber, message: "'#' is not an item number; write an item number as 40 or #40") { _ in
            _ = try ItemNumber(parsing: "#")
        },
        Typed(field: .page, message: "page must be from 1 to 1000000, not 0") {
            _ = try await $0.inventory.queries.listBoxes(try PageRequest(number: 0))
        },
        Typed(field: .perPage, message: "page size must be from 1 to 500, not 501") {
            _ = try await $0.inventory.queries.listBoxes(try PageRequest(number: 1, size: 501))
        },
        Typed(field: .searchText, message: "search text must contain at least one letter or digit") {
            _ = try await $0.inventory.queries.search("--", try PageRequest())
        },
        Typed(field: .username, message: "username must not be empty") {
            _ = try await $0.access.memberships.accept(
                AcceptInvitationRequest(
                    token: try await $0.access.memberships.invite(
                        InviteRequest(inventory: Inventory.localID, role: "editor"), by: $0.owner
                    ).token, username: " ", displayName: "Sam", password: "sam's long password", address: "192.0.2.1"))
        },
        Typed(field: .password, message: "password must be at least 10 characters long") {
            _ = try await $0.access.memberships.accept(
                AcceptInvitationRequest(
                    token: try await $0.access.memberships.invite(
                        InviteRequest(inventory: Inventory.localID, role: "editor"), by: $0.owner
                    ).token, username: "sam", displayName: "Sam", password: "short", address: "192.0.2.1"))
        },
        Typed(field: .role, message: "role may contain only owner, editor or viewer") {
            _ = try await $0.access.memberships.invite(
                InviteRequest(inventory: Inventory.localID, role: "boss"), by: $0.owner)
        },
        Typed(field: .displayName, message: "display name must not be empty") {
            _ = try await $0.access.memberships.accept(
                AcceptInvitationRequest(
                    token: try await $0.access.memberships.invite(
                        InviteRequest(inventory: Inventory.localID, role: "editor"), by: $0.owner
                    ).token, username: "sam", displayName: "\t", password: "sam's long password", address: "192.0.2.1"))
        },
        Typed(field: .inventoryName, message: "inventory name must not be empty") {
            _ = try await $0.access.memberships.createInventory(named: "  ", by: $0.owner)
        },
        Typed(field: .room, message: "room is 201 characters long; at most 200 are allowed") {
            _ = try await $0.inventory.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .room(String(repeating: "r", count: 201))))
        },
        Typed(
            field: .status,
            message: "'gone' is not a status; use packing, sealed, loaded, arrived, unpacked or stored"
        ) {
            _ = try await $0.inventory.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .status("gone")))
        },
        Typed(field: .mark, message: "'heavy' is not a mark; use fragile or open-first") {
            _ = try await $0.inventory.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .mark("heavy")))
        },
        Typed(
            field: .boxNumbers,
            message: "'40-12' is not a range of box numbers: write the lower number first, such as 12-40"
        ) { _ in
            _ = try NumberSelection.numbers(["3", "40-12"]) as [BoxNumber]
        },
        Typed(
            field: .itemNumbers,
            message: "'9-4' is not a range of item numbers: write the lower number first, such as 12-40"
        ) { _ in
            _ = try NumberSelection.numbers(["3", "9-4"]) as [ItemNumber]
        },
        Typed(field: .itemNumbers, message: "item numbers must not be empty") {
            _ = try await $0.inventory.commands.removeItems(RemoveItemsRequest(items: []))
        },
        Typed(field: .items, message: "items must not be empty") {
            _ = try await $0.inventory.commands.provisionItems(
                ProvisionItemsRequest(box: try BoxNumber(1), entries: []))
        },
        Typed(field: .kind, message: "'room' is not a kind; use box or place") { _ in
            _ = try BoxKind(parsing: "room")
        },
        Typed(field: .version, message: "version must be a whole number, not 'v3'") { _ in
            _ = try VersionText.parse("v3")
        },
        Typed(field: .expiry, message: "expiry must be from 1 hour to 365 days, not 0h") { _ in
            _ = try ShareLifetime(parsing: "0h")
        },
        Typed(field: .tokenName, message: "token name is 201 characters long; at most 200 are allowed") {
            _ = try await $0.access.memberships.createApiToken(
                named: String(repeating: "x", count: 201), by: $0.owner)
        },
    ]

    @Test("every field a person types has its case here")
    func everyField() {
        #expect(Set(Self.typed.map(\.field).map(\.rawValue)) == Set(ValidationError.Field.allCases.map(\.rawValue)))
    }

    @Test("the message names the field the value was typed into", arguments: typed)
    func named(_ typed: Typed) async throws {
        let access = AccessFixture()
        let person = Person(access: access, owner: try await access.owner(), inventory: try await .furnished())

        let error = await #expect(throws: ValidationError.self) { try await typed.type(person) }

        #expect(error?.description == typed.message)
        #expect(error?.description.contains(typed.field.rawValue) == true)
    }
}
