import Foundation
import Testing
import ToteDomain

@Suite("Share links")
struct ShareLinkTests {
    static let lifetimes: [(text: String, seconds: TimeInterval)] = [
        ("12h", 12 * 3_600), ("1 hour", 3_600), ("7d", 7 * 86_400), ("7 days", 7 * 86_400), (" 30D ", 30 * 86_400),
        ("2w", 14 * 86_400), ("1 week", 7 * 86_400), ("90", 90 * 86_400), ("365d", 365 * 86_400),
        ("8760h", 365 * 86_400),
    ]

    @Test("a link's lifetime is read as people write it")
    func lifetimes() throws {
        for (text, seconds) in Self.lifetimes {
            #expect(try ShareLifetime(parsing: text).seconds == seconds, "\(text)")
        }
    }

    @Test("no lifetime, or a blank one, is 30 days")
    func standard() throws {
        #expect(try ShareLifetime(parsing: nil) == .standard)
        #expect(try ShareLifetime(parsing: "  ").seconds == 30 * 86_400)
    }

    @Test(
        "a lifetime that is no length of time is refused, saying how to write one",
        arguments: ["soon", "7y", "7x", "d", "-3d", "1.5d", "12345d", "7 d d", "٣d", "7\u{0}d"])
    func notALength(_ text: String) {
        #expect(throws: ValidationError.notALengthOfTime(.expiry, text: text.lowercased())) {
            try ShareLifetime(parsing: text)
        }
    }

    @Test("a lifetime under an hour or over 365 days is refused with the bounds")
    func outOfRange() {
        #expect(
            throws: ValidationError.lengthOfTimeOutOfRange(.expiry, text: "0h", shortest: "1 hour", longest: "365 days")
        ) {
            try ShareLifetime(parsing: "0h")
        }
        #expect(
            throws: ValidationError.lengthOfTimeOutOfRange(
                .expiry, text: "366d", shortest: "1 hour", longest: "365 days")
        ) {
            try ShareLifetime(parsing: "366d")
        }
        #expect(
            ValidationError.lengthOfTimeOutOfRange(.expiry, text: "53w", shortest: "1 hour", longest: "365 days")
                .description == "expiry must be from 1 hour to 365 days, not 53w")
        #expect(
            ValidationError.notALengthOfTime(.expiry, text: "soon").description
                == "expiry must be a number of hours, days or weeks, such as 12h, 7d or 4w, not 'soon'")
    }

    @Test("a note is one line of at most 200 characters; a blank one is none")
    func note() throws {
        #expect(try ShareNote.optional("  for the movers ")?.text == "for the movers")
        #expect(try ShareNote.optional(" ") == nil)
        #expect(throws: ValidationError.tooLong(.note, maximum: 200, actual: 201)) {
            try ShareNote(String(repeating: "a", count: 201))
        }
        #expect(throws: ValidationError.controlCharacter(.note)) { try ShareNote("a\nb") }
    }

    @Test("a link works until it expires, and its use is written down at most once a minute")
    func validityAndUse() throws {
        let made = Date(timeIntervalSince1970: 1_800_000_000)
        let link = ShareLink(
            id: ShareLinkID(UUID()), inventory: Inventory.localID, digest: TokenDigest(hex: "d"), scope: .inventory,
            note: nil, madeBy: .commandLine, createdAt: made, expiresAt: made + 3_600)
        #expect(link.isValid(at: made + 3_599) && !link.isValid(at: made + 3_600))
        #expect(link.recordsUse(at: made))
        let used = link.used(at: made + 10)
        #expect(used.lastUsedAt == made + 10 && used.id == link.id && used.digest == link.digest)
        #expect(!used.recordsUse(at: made + 69) && used.recordsUse(at: made + 70))
    }

    @Test("owners and editors may share; viewers may not")
    func roles() {
        #expect(Role.owner.allows(.share) && Role.editor.allows(.share) && !Role.viewer.allows(.share))
        #expect(
            AccessError.forbidden(.viewer, .share).description
                == "only an owner or an editor can share the inventory; you are a viewer")
    }
}
