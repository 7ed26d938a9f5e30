import Foundation
import HummingbirdTesting
import Testing
import ToteAPI
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Event streams end with the access they were opened with")
struct EventStreamAccessTests {
    /// Each way a viewer's access to the inventory can end while their stream is open.
    enum Revocation: String, CaseIterable, Sendable {
        case memberRemoved, loggedOut, loggedOutEverywhere, sessionExpired, apiTokenRevoked
    }

    @Test(
        "after access ends, a change made a moment later is not sent and the stream ends",
        arguments: Revocation.allCases)
    func streamEnds(_ way: Revocation) async throws {
        let world = try await APIWorld()
        let access = world.environment.server.access
        let viewer = try await access.authenticate(world.viewer)
        let apiToken = try await world.environment.server.memberships.createApiToken(named: "phone", by: viewer)
        let token = way == .apiTokenRevoked ? apiToken.secret : world.viewer
        try await world.test { client in
            let stream = Task { try await client.send(.get, APIWorld.inventory + "/events", token: token) }
            try await world.environment.waitForEventStreams(1)

            switch way {
            case .memberRemoved:
                let owner = try await access.authenticate(world.owner)
                try await world.environment.server.memberships.remove(
                    viewer.account.id, from: Inventory.localID, by: owner)
            case .loggedOut: try await access.logout(world.viewer)
            case .loggedOutEverywhere: try await access.logoutEverywhere(world.viewer)
            case .sessionExpired: world.environment.clock.advance(by: AccessService.sessionLifetime + 1)
            case .apiTokenRevoked:
                try await world.environment.server.memberships.revokeApiToken(apiToken.token.id, by: viewer)
            }
            let asOwner = try await world.environment.server.openInventory(Inventory.localID, .owner, .commandLine)
            _ = try await asOwner.commands.provisionBox(ProvisionBoxRequest(title: "Secret plans"))
            try await world.environment.server.events.poll()

            let (response, endedByItself) = try await world.environment.streamEndingByItself(stream)
            #expect(!response.text.contains("Secret plans"))
            #expect(endedByItself, "the stream did not end by itself")
            #expect(!response.text.contains("access-ended"), "the API's stream keeps its documented events")
        }
    }

    @Test("while access lasts, a change is sent")
    func streamGoesOn() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let stream = Task { try await client.send(.get, APIWorld.inventory + "/events", token: world.viewer) }
            try await world.environment.waitForEventStreams(1)
            _ = try await world.useCases().commands.provisionBox(ProvisionBoxRequest(title: "Open plans"))
            try await world.environment.server.events.poll()
            await world.environment.server.events.close()
            let response = try await stream.value
            #expect(response.text.contains("Open plans"))
        }
    }
}
