import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Password routes")
struct PasswordRoutesTests {
    private func login(_ username: String, _ password: String, _ client: some TestClientProtocol) async throws
        -> APIResponse
    {
        try await client.send(
            .post, "/api/v1/session", body: #"{"username":"\#(username)","password":"\#(password)"}"#)
    }

    @Test("a member changes their password: the old one stops working, other sessions end, this one goes on")
    func change() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let other = try #require(
                try await login("eddie", TestEnvironment.password, client).object["token"] as? String)
            let changed = try await client.send(
                .post, "/api/v1/password", token: world.editor,
                body: #"{"currentPassword":"\#(TestEnvironment.password)","newPassword":"a much longer secret"}"#)
            #expect(changed.status == .noContent)
            #expect(try await client.send(.get, "/api/v1/session", token: world.editor).status == .ok)
            #expect(try await client.send(.get, "/api/v1/session", token: SecretToken(other)).status == .unauthorized)
            #expect(try await login("eddie", TestEnvironment.password, client).status == .unauthorized)
            #expect(try await login("eddie", "a much longer secret", client).status == .created)
        }
    }

    @Test("a wrong current password or a short new one changes nothing")
    func refused() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let wrong = try await client.send(
                .post, "/api/v1/password", token: world.editor,
                body: #"{"currentPassword":"not my password","newPassword":"a much longer secret"}"#)
            wrong.expectProblem(.forbidden, "the current password is not right; the password was not changed")
            let short = try await client.send(
                .post, "/api/v1/password", token: world.editor,
                body: #"{"currentPassword":"\#(TestEnvironment.password)","newPassword":"short"}"#)
            #expect(short.status == .unprocessableContent)
            #expect(try await login("eddie", TestEnvironment.password, client).status == .created)
        }
    }

    @Test("an owner resets a member's password and every session of that member ends; others may not")
    func reset() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let members = try await client.send(.get, APIWorld.inventory + "/members", token: world.owner)
            let eddie = try #require(
                members.entries.first { $0["username"] as? String == "eddie" }?["accountId"] as? String)
            let path = APIWorld.inventory + "/members/\(eddie)/password"
            let body = #"{"newPassword":"given by the owner"}"#
            let byEditor = try await client.send(.post, path, token: world.editor, body: body)
            #expect(byEditor.status == .forbidden)
            let byStranger = try await client.send(.post, path, token: world.stranger, body: body)
            #expect(byStranger.status == .notFound)
            #expect(try await client.send(.post, path, token: world.owner, body: body).status == .noContent)
            #expect(try await client.send(.get, "/api/v1/session", token: world.editor).status == .unauthorized)
            #expect(try await login("eddie", "given by the owner", client).status == .created)
            let nobody = APIWorld.inventory + "/members/\(UUID())/password"
            #expect(try await client.send(.post, nobody, token: world.owner, body: body).status == .notFound)
        }
    }
}
