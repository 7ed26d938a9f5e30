import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Making, listing and withdrawing share links")
struct ShareLinkServiceTests {
    @Test("an owner shares the inventory, a room or boxes; the secret is shown once and kept as its digest")
    func make() async throws {
        let fixture = try await SharingFixture()
        let shares = fixture.owner.shares
        let all = try await shares.makeShareLink(ShareLinkRequest(note: "  for the insurer "))
        let kitchen = try await shares.makeShareLink(ShareLinkRequest(room: "KITCHEN", expires: "7d"))
        let some = try await shares.makeShareLink(ShareLinkRequest(boxes: "#3, 1-2", expires: "12h"))
        #expect(all.link.scope == .inventory && all.link.note?.text == "for the insurer")
        #expect(all.link.expiresAt == fixture.clock.now() + 30 * 86_400)
        #expect(kitchen.link.scope == .room(try Room("KITCHEN")))
        #expect(kitchen.link.expiresAt == fixture.clock.now() + 7 * 86_400)
        #expect(some.link.scope == .boxes([try BoxNumber(3), try BoxNumber(1), try BoxNumber(2)]))
        #expect(some.link.madeBy == .commandLine && some.link.lastUsedAt == nil)
        #expect(try await shares.shareLinks() == [all.link, kitchen.link, some.link])
        let kept = try #require(try await fixture.store.shareLinks().link(fixture.secrets.digest(of: kitchen.token)))
        #expect(kept.id == kitchen.link.id && kept.digest != TokenDigest(hex: kitchen.token.text))
    }

    @Test("an editor may share and withdraw; a viewer may do neither, whatever it sends")
    func roles() async throws {
        let fixture = try await SharingFixture()
        let editor = try await fixture.useCases(as: .editor)
        let link = try await editor.shares.makeShareLink(ShareLinkRequest(room: "Study"))
        let viewer = try await fixture.useCases(as: .viewer)
        await #expect(throws: AccessError.forbidden(.viewer, .share)) {
            _ = try await viewer.shares.makeShareLink(ShareLinkRequest(room: "Kitchen", boxes: "1"))
        }
        await #expect(throws: AccessError.forbidden(.viewer, .share)) { _ = try await viewer.shares.shareLinks() }
        await #expect(throws: AccessError.forbidden(.viewer, .share)) {
            try await viewer.shares.withdrawShareLink(link.link.id)
        }
        try await editor.shares.withdrawShareLink(link.link.id)
        #expect(try await fixture.owner.shares.shareLinks() == [])
    }

    static let refusals: [(ShareLinkRequest, any Error & Equatable)] = [
        (ShareLinkRequest(room: "Kitchen", boxes: "1"), ValidationError.exclusive(.room, .boxNumbers)),
        (ShareLinkRequest(room: "Kichen"), ValidationError.unknownRoom("Kichen")),
        (ShareLinkRequest(room: "  "), ValidationError.empty(.room)),
        (ShareLinkRequest(boxes: ""), ValidationError.empty(.boxNumbers)),
        (ShareLinkRequest(room: "", boxes: ""), ValidationError.exclusive(.room, .boxNumbers)),
        (ShareLinkRequest(room: "Kitchen\u{202E}"), ValidationError.invisibleCharacter(.room)),
        (ShareLinkRequest(boxes: "1 5 7-9"), ValidationError.noSuchBoxes([5, 7, 8, 9].map { try! BoxNumber($0) })),
        (ShareLinkRequest(boxes: "1-1001"), ValidationError.tooMany(.boxNumbers, maximum: 1_000, actual: 1_001)),
        (ShareLinkRequest(boxes: "4-2"), ValidationError.reversedRange(.boxNumbers, text: "4-2")),
        (ShareLinkRequest(boxes: "one"), ValidationError.notANumber(field: .boxNumber, text: "one")),
        (ShareLinkRequest(expires: "forever"), ValidationError.notALengthOfTime(.expiry, text: "forever")),
        (
            ShareLinkRequest(expires: "30m"), ValidationError.notALengthOfTime(.expiry, text: "30m")
        ),
        (
            ShareLinkRequest(expires: "400d"),
            ValidationError.lengthOfTimeOutOfRange(.expiry, text: "400d", shortest: "1 hour", longest: "365 days")
        ),
        (
            ShareLinkRequest(note: String(repeating: "n", count: 201)),
            ValidationError.tooLong(.note, maximum: 200, actual: 201)
        ),
        (ShareLinkRequest(note: "two\nlines"), ValidationError.controlCharacter(.note)),
    ]

    @Test("what cannot be shared is refused with the exact message, and no link is made")
    func refusals() async throws {
        let fixture = try await SharingFixture()
        for (request, expected) in Self.refusals {
            do {
                _ = try await fixture.owner.shares.makeShareLink(request)
                Issue.record("\(request) was not refused")
            } catch {
                #expect(String(describing: error) == String(describing: expected), "\(request)")
            }
        }
        #expect(try await fixture.store.shareLinks().links(in: Inventory.localID) == [])
        #expect(
            ValidationError.exclusive(.room, .boxNumbers).description == "give a room or box numbers, not both")
        #expect(ValidationError.unknownRoom("Kichen").description == "no box goes to the room 'Kichen'")
    }

    @Test("expired links are not listed; withdrawing one that is not the inventory's says so")
    func expiryAndWithdrawal() async throws {
        let fixture = try await SharingFixture()
        let shares = fixture.owner.shares
        let short = try await shares.makeShareLink(ShareLinkRequest(expires: "1h"))
        let long = try await shares.makeShareLink(ShareLinkRequest(expires: "2h"))
        fixture.clock.advance(by: 3_600)
        #expect(try await shares.shareLinks() == [long.link])
        await #expect(throws: AccessError.shareLinkNotFound) { try await shares.withdrawShareLink(ShareLinkID(UUID())) }
        try await shares.withdrawShareLink(long.link.id)
        await #expect(throws: AccessError.shareLinkNotFound) { try await shares.withdrawShareLink(long.link.id) }
        #expect(try await shares.shareLinks() == [])
        _ = short
    }
}
