import Foundation
import HummingbirdTesting
import Testing
import ToteAPI
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Inventory, member and invitation routes")
struct MemberRoutesTests {
    @Test("inventories are listed with the caller's role; a new one makes the caller its owner")
    func inventories() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let created = try await client.send(
                .post, "/api/v1/inventories", token: world.viewer, body: #"{"name":"Attic"}"#)
            #expect(created.status == .created)
            #expect(created.object["role"] as? String == "owner")
            try await client.send(.post, "/api/v1/inventories", token: world.viewer, body: #"{"name":" "}"#)
                .expectProblem(.unprocessableContent, "inventory name must not be empty")
            let id = created.object["id"] as? String ?? ""
            #expect(created.headers[.location] == "/api/v1/inventories/\(id)")

            let list = try await client.send(.get, "/api/v1/inventories", token: world.viewer)
            #expect(list.entries.map { $0["name"] as? String } == ["Attic", "Home"])
            #expect(
                try await client.send(.get, "/api/v1/inventories/\(id)", token: world.viewer).object["name"] as? String
                    == "Attic")
            try await client.send(.get, "/api/v1/inventories/\(id)", token: world.owner)
                .expectProblem(.notFound, "there is no such inventory")
        }
    }

    @Test("members are listed; an owner changes a role and removes a member; the last owner stays")
    func members() async throws {
        let world = try await APIWorld()
        let vera = try await world.environment.server.access.authenticate(world.viewer).account.id
        let robin = try await world.environment.server.access.authenticate(world.owner).account.id
        try await world.test { client in
            let members = APIWorld.inventory + "/members"
            let list = try await client.send(.get, members, token: world.viewer)
            #expect(list.entries.map { $0["username"] as? String } == ["eddie", "robin", "vera"])

            let changed = try await client.send(
                .patch, "\(members)/\(vera)", token: world.owner, body: #"{"role":"editor"}"#)
            #expect(changed.status == .ok)
            #expect(changed.object["role"] as? String == "editor")
            try await client.send(.patch, "\(members)/\(vera)", token: world.owner, body: #"{"role":"boss"}"#)
                .expectProblem(.unprocessableContent, "role may contain only owner, editor or viewer")
            try await client.send(.patch, "\(members)/\(robin)", token: world.owner, body: #"{"role":"viewer"}"#)
                .expectProblem(.conflict, "an inventory needs at least one owner")
            try await client.send(
                .patch, "\(members)/\(AccountID(UUID()))", token: world.owner, body: #"{"role":"viewer"}"#
            )
            .expectProblem(.notFound, "there is no such member in this inventory")

            #expect(try await client.send(.delete, "\(members)/\(vera)", token: world.owner).status == .noContent)
            #expect(try await client.send(.get, members, token: world.owner).entries.count == 2)
            try await client.send(.get, members, token: world.viewer).expectProblem(
                .notFound, "there is no such inventory")
        }
    }

    @Test("an owner invites; pending invitations show no secret; accepting makes an account or joins")
    func invitations() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let invitations = APIWorld.inventory + "/invitations"
            let invited = try await client.send(.post, invitations, token: world.owner, body: #"{"role":"editor"}"#)
            #expect(invited.status == .created)
            let token = invited.object["token"] as? String ?? ""
            #expect(invited.object["path"] as? String == "/invitations/\(token)")
            // Without a public URL the link is built from the address the connection came in on, which a test
            // client's has none of: then it is the path alone.
            #expect(invited.object["url"] as? String == "/invitations/\(token)")

            let pending = try await client.send(.get, invitations, token: world.owner)
            #expect(pending.entries.map { $0["role"] as? String } == ["editor"])
            #expect(!pending.text.contains("\"\(token)\""), "the secret itself is never listed")

            let joined = try await client.send(
                .post, "/api/v1/invitations/\(token)/accept",
                body: #"{"username":"nina","displayName":"Nina","password":"correct horse battery"}"#)
            #expect(joined.status == .created)
            #expect((joined.object["account"] as? [String: Any])?["username"] as? String == "nina")
            try await client.send(
                .post, "/api/v1/invitations/\(token)/accept",
                body: #"{"username":"nora","displayName":"Nora","password":"correct horse battery"}"#
            ).expectProblem(.notFound, "this invitation is not valid: it may have expired or been used already")

            let second = try await client.send(.post, invitations, token: world.owner, body: #"{"role":"viewer"}"#)
            let accepted = try await client.send(
                .post, "/api/v1/invitations/\(second.object["token"] as? String ?? "")/accept", token: world.stranger)
            #expect(accepted.status == .ok)
            #expect(accepted.object["role"] as? String == "viewer")
            #expect(try await client.send(.get, APIWorld.inventory + "/boxes", token: world.stranger).status == .ok)
        }
    }

    @Test("an owner withdraws a pending invitation and its link stops working; others may not")
    func withdraw() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let invitations = APIWorld.inventory + "/invitations"
            let invited = try await client.send(.post, invitations, token: world.owner, body: #"{"role":"editor"}"#)
            let token = invited.object["token"] as? String ?? ""
            let pending = try await client.send(.get, invitations, token: world.owner)
            let id = try #require(pending.entries.first?["id"] as? String)
            #expect(try await client.send(.delete, invitations + "/\(id)", token: world.editor).status == .forbidden)
            #expect(try await client.send(.delete, invitations + "/\(id)", token: world.owner).status == .noContent)
            #expect(try await client.send(.get, invitations, token: world.owner).entries.isEmpty)
            #expect(try await client.send(.delete, invitations + "/\(id)", token: world.owner).status == .notFound)
            try await client.send(
                .post, "/api/v1/invitations/\(token)/accept",
                body: #"{"username":"nina","displayName":"Nina","password":"correct horse battery"}"#
            ).expectProblem(.notFound, "this invitation is not valid: it may have expired or been used already")
        }
    }
}
