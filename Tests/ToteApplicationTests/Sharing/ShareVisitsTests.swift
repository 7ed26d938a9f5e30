import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Visits through share links")
struct ShareVisitsTests {
    @Test("a secret opens its link until it is withdrawn or expires; a wrong one opens nothing")
    func opening() async throws {
        let fixture = try await SharingFixture()
        let visits = fixture.visits()
        let new = try await fixture.owner.shares.makeShareLink(ShareLinkRequest(room: "Kitchen", expires: "2h"))
        let shared = try await visits.open(new.token, from: "192.0.2.1")
        #expect(shared.link.id == new.link.id && shared.inventoryName.text == "Local")
        #expect(await visits.stillOpens(new.token))
        await #expect(throws: AccessError.shareLinkInvalid) { _ = try await visits.open(SecretToken("x"), from: "a") }
        await #expect(throws: AccessError.shareLinkInvalid) { _ = try await visits.open(SecretToken(""), from: "a") }
        fixture.clock.advance(by: 2 * 3_600)
        #expect(!(await visits.stillOpens(new.token)))
        await #expect(throws: AccessError.shareLinkInvalid) { _ = try await visits.open(new.token, from: "b") }
        let other = try await fixture.owner.shares.makeShareLink(ShareLinkRequest())
        try await fixture.owner.shares.withdrawShareLink(other.link.id)
        #expect(!(await visits.stillOpens(other.token)))
        await #expect(throws: AccessError.shareLinkInvalid) { _ = try await visits.open(other.token, from: "b") }
    }

    @Test("a visit is written down as the link's last use, at most once a minute")
    func lastUse() async throws {
        let fixture = try await SharingFixture()
        let visits = fixture.visits()
        let new = try await fixture.owner.shares.makeShareLink(ShareLinkRequest())
        let first = fixture.clock.now()
        _ = try await visits.open(new.token, from: "a")
        fixture.clock.advance(by: 59)
        _ = try await visits.open(new.token, from: "a")
        #expect(try await fixture.owner.shares.shareLinks().map(\.lastUsedAt) == [first])
        fixture.clock.advance(by: 1)
        _ = try await visits.open(new.token, from: "a")
        #expect(try await fixture.owner.shares.shareLinks().map(\.lastUsedAt) == [first + 60])
    }

    @Test("an address that sends 20 secrets that open nothing is refused, good ones too, until 15 minutes pass")
    func guessing() async throws {
        let fixture = try await SharingFixture()
        let visits = fixture.visits()
        let new = try await fixture.owner.shares.makeShareLink(ShareLinkRequest())
        for guess in 0..<20 {
            await #expect(throws: AccessError.shareLinkInvalid) {
                _ = try await visits.open(SecretToken("guess-\(guess)"), from: "198.51.100.7")
            }
        }
        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) {
            _ = try await visits.open(new.token, from: "198.51.100.7")
        }
        _ = try await visits.open(new.token, from: "198.51.100.8")
        fixture.clock.advance(by: 899)
        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 1)) {
            _ = try await visits.open(new.token, from: "198.51.100.7")
        }
        fixture.clock.advance(by: 1)
        _ = try await visits.open(new.token, from: "198.51.100.7")
    }

    @Test("a link and an address each get a burst of requests, then as many as their pace gives back")
    func pace() async throws {
        let fixture = try await SharingFixture()
        let policy = ShareVisitLimit.Policy(
            perLink: .init(size: 5, perSecond: 1), perAddress: .init(size: 3, perSecond: 0.5))
        let visits = fixture.visits(policy)
        let new = try await fixture.owner.shares.makeShareLink(ShareLinkRequest())
        for _ in 0..<3 { _ = try await visits.open(new.token, from: "a") }
        await #expect(throws: AccessError.tooManyVisits(retryAfterSeconds: 2)) {
            _ = try await visits.open(new.token, from: "a")
        }
        for _ in 0..<2 { _ = try await visits.open(new.token, from: "b") }
        await #expect(throws: AccessError.tooManyVisits(retryAfterSeconds: 1)) {
            _ = try await visits.open(new.token, from: "c")
        }
        fixture.clock.advance(by: 2)
        _ = try await visits.open(new.token, from: "a")
        fixture.clock.advance(by: 10)
        await #expect(throws: AccessError.tooManyVisits(retryAfterSeconds: 4)) {
            _ = try await visits.open(new.token, from: "d", cost: ShareVisits.searchCost)
        }
        _ = try await visits.open(new.token, from: "d", cost: 3)
        #expect(
            AccessError.tooManyVisits(retryAfterSeconds: 2).description
                == "too many requests through share links; try again in 2 seconds")
    }
}
