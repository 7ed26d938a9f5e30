import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting
import ToteTesting

@Suite("Share links on the pages")
struct SharingRouteTests {
    /// An owner's browser with #1 Kitchen (its kettle) for the Kitchen, #2 Attic with a diary and #3 Cupboard for the
    /// kitchen too.
    private func owner(_ environment: TestEnvironment) async throws -> WebSession {
        let (owner, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        let attic = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Attic"))
        _ = try await useCases.commands.provisionItem(ProvisionItemRequest(box: attic, title: "Diary"))
        _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Cupboard"))
        _ = try await useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(1), try BoxNumber(3)], change: .room("Kitchen")))
        return owner
    }

    /// Makes a link on the members page and answers its path, `/s/…`.
    private func share(
        _ fields: [String: String], by owner: WebSession, _ client: some TestClientProtocol
    ) async throws -> String {
        let made = try await owner.post("/members/share-links", fields, client)
        #expect(made.status == .ok)
        return String(try #require(made.text.firstMatch(of: /href="[^"]*?(\/s\/[^"]+)"/)?.1))
    }

    @Test("an owner makes a room's link on the members page: shown once, with its QR code, then listed")
    func make() async throws {
        let environment = TestEnvironment()
        let owner = try await owner(environment)
        try await environment.webApplication().test(.router) { client in
            let members = try await owner.get("/members", client).text
            #expect(members.contains("action=\"/members/share-links?csrf="))
            #expect(members.contains("<option value=\"Kitchen\"></option>"))
            let made = try await owner.post(
                "/members/share-links",
                ["scope": "room", "room": "kitchen", "expires": "7d", "note": "For the movers"],
                client)
            #expect(made.status == .ok)
            #expect(made.headers[.cacheControl] == "no-store")
            #expect(made.text.contains("Anyone with this link sees the boxes for the kitchen"))
            #expect(made.text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-4 -4 "))
            let again = try await owner.get("/members", client).text
            #expect(again.contains("<strong>The boxes for the kitchen</strong> · For the movers"))
            #expect(again.contains("Made by Robin on ") && again.contains("never used"))
            #expect(!again.contains("/s/secret-"))
        }
    }

    @Test("a logged-out browser sees exactly the room's boxes, their items and a search among them, nothing else")
    func visit() async throws {
        let environment = TestEnvironment()
        let owner = try await owner(environment)
        try await environment.webApplication().test(.router) { client in
            let link = try await share(["scope": "room", "room": "Kitchen"], by: owner, client)
            let visitor = WebSession()
            let list = try await visitor.get(link, client)
            #expect(list.status == .ok)
            #expect(list.text.contains("href=\"\(link)/boxes/1\"") && list.text.contains("href=\"\(link)/boxes/3\""))
            #expect(!list.text.contains("Attic") && !list.text.contains("/boxes/2\""))
            #expect(list.text.contains("The boxes for the Kitchen") && list.text.contains("Shared, read-only"))
            #expect(
                !list.text.contains("Robin") && !list.text.contains("/history")
                    && !list.text.contains("<form method=\"post\""))
            #expect(!list.text.contains("manifest.webmanifest") && !list.text.contains("offline.js"))
            #expect(list.text.contains("data-events=\"\(link)/events\""))
            let box = try await visitor.get("\(link)/boxes/1", client)
            #expect(box.status == .ok && box.text.contains("Kettle") && !box.text.contains("Add an item"))
            #expect(box.text.contains("data-live=\"box:1\""))
            #expect(try await visitor.get("\(link)/boxes/2", client).status == .notFound)
            #expect(try await visitor.get("\(link)/boxes/99", client).status == .notFound)
            let found = try await visitor.get("\(link)/find?q=kettle", client).text
            #expect(found.contains("href=\"\(link)/boxes/1#item-1\"") && found.contains("action=\"\(link)/find\""))
            #expect(!(try await visitor.get("\(link)/find?q=diary", client).text.contains("Diary")))
            for missing in ["/history", "/members", "/boxes/1/items/1", "/labels", "/offline/inventory", "/scan"] {
                #expect(try await visitor.get(link + missing, client).status == .notFound, "\(missing)")
            }
            #expect(try await visitor.get("/boxes/1", client).status == .seeOther)
        }
    }

    @Test("no form is taken through a link, and a link is no login for any page or form")
    func writes() async throws {
        let environment = TestEnvironment()
        let owner = try await owner(environment)
        try await environment.webApplication().test(.router) { client in
            let link = try await share([:], by: owner, client)
            let token = String(link.dropFirst("/s/".count))
            let visitor = WebSession()
            for path in [link, "\(link)/boxes/1", "\(link)/boxes/1/items", "\(link)/boxes/1/details", "\(link)/find"] {
                let sent = try await visitor.post(path, ["title": "Stolen"], client)
                #expect([.notFound, .methodNotAllowed].contains(sent.status), "\(path): \(sent.status)")
            }
            let asSession = WebSession(token: SecretToken(token))
            let posted = try await asSession.post("/boxes", ["title": "Stolen"], client)
            #expect(posted.status == .seeOther && posted.location?.hasPrefix("/login") == true)
            #expect(try await asSession.get("/boxes", client).location?.hasPrefix("/login") == true)
            let boxes = try await environment.server.openInventory(Inventory.localID, .owner, .commandLine).queries
                .listBoxes(.first)
            #expect(boxes.entries.map(\.title.text) == ["Kitchen", "Attic", "Cupboard"])
        }
    }

    @Test("a withdrawn link is refused by the very next request, and its open stream ends saying so")
    func withdraw() async throws {
        let environment = TestEnvironment()
        let owner = try await owner(environment)
        try await environment.webApplication().test(.router) { client in
            let link = try await share(["scope": "boxes", "boxes": "1 2"], by: owner, client)
            let visitor = WebSession()
            let stream = Task { try await visitor.get("\(link)/events", client) }
            try await environment.waitForEventStreams(1)
            let useCases = try await environment.server.openInventory(Inventory.localID, .owner, .commandLine)
            _ = try await useCases.commands.provisionItem(ProvisionItemRequest(box: try BoxNumber(2), title: "Letters"))
            _ = try await useCases.commands.provisionItem(ProvisionItemRequest(box: try BoxNumber(3), title: "Plates"))
            try await environment.server.events.poll()
            let id = try #require(try await useCases.shares.shareLinks().first?.id)
            let withdrawn = try await owner.post("/members/share-links/\(id)/withdraw", [:], client)
            #expect(withdrawn.status == .seeOther)
            #expect(try await visitor.get(link, client).status == .notFound)
            _ = try await useCases.commands.provisionItem(ProvisionItemRequest(box: try BoxNumber(1), title: "Later"))
            try await environment.server.events.poll()

            let (response, endedByItself) = try await environment.streamEndingByItself(stream)
            #expect(endedByItself, "the stream did not end by itself")
            #expect(response.text.contains("event: item.provisioned\ndata: {\"box\":{\"number\":2}}"))
            #expect(!response.text.contains("Letters") && !response.text.contains("Plates"))
            #expect(!response.text.contains("\"number\":3") && !response.text.contains("Robin"))
            #expect(response.text.hasSuffix("event: access-ended\ndata: {}\n\n"))
            #expect(try await visitor.get("\(link)/events", client).status == .notFound)
        }
    }

    @Test("a refused link says why beside its form, keeps what was typed, and makes nothing; viewers cannot share")
    func refusals() async throws {
        let environment = TestEnvironment()
        let owner = try await owner(environment)
        let viewerToken = try await environment.addMember(
            "vera", role: .viewer,
            invitedWith: try await {
                try await environment.server.access.login(
                    LoginRequest(username: "robin", password: TestEnvironment.password, address: "192.0.2.9")
                ).token
            }())
        try await environment.webApplication().test(.router) { client in
            let unknown = try await owner.post(
                "/members/share-links", ["scope": "room", "room": "Kichen", "note": "For Sam"], client)
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("autofocus>No box goes to the room &#39;Kichen&#39;.</p>"))
            #expect(unknown.text.contains("value=\"Kichen\"") && unknown.text.contains("value=\"For Sam\""))
            let boxes = try await owner.post("/members/share-links", ["scope": "boxes", "boxes": "1 7"], client)
            #expect(boxes.status == .unprocessableContent && boxes.text.contains("There is no box #7."))
            let blank = try await owner.post(
                "/members/share-links", ["scope": "room", "room": " ", "boxes": "1"], client)
            #expect(blank.status == .unprocessableContent && blank.text.contains("Room must not be empty."))
            let neither = try await owner.post("/members/share-links", ["room": "", "boxes": " ", "note": "x"], client)
            #expect(neither.status == .ok && neither.text.contains("Anyone with this link sees every box"))
            let expiry = try await owner.post("/members/share-links", ["expires": "forever"], client)
            #expect(
                expiry.status == .unprocessableContent && expiry.text.contains("<option value=\"forever\" selected>"))
            let viewer = WebSession(token: viewerToken)
            #expect(!(try await viewer.get("/members", client).text.contains("share-links")))
            #expect(try await viewer.post("/members/share-links", [:], client).status == .forbidden)
            let useCases = try await environment.server.openInventory(Inventory.localID, .owner, .commandLine)
            #expect(try await useCases.shares.shareLinks().map(\.note?.text) == ["x"])
        }
    }

    @Test("an address that tries 20 secrets that open nothing is refused every link for 15 minutes")
    func guessing() async throws {
        let environment = TestEnvironment()
        let owner = try await owner(environment)
        try await environment.webApplication().test(.router) { client in
            let link = try await share([:], by: owner, client)
            let scanner = WebSession()
            for guess in 0..<20 {
                let answer = try await scanner.get("/s/\(UUID().uuidString)\(guess)", client)
                #expect(answer.status == .notFound && answer.text.contains("This link is not valid"))
            }
            let refused = try await scanner.get(link, client)
            #expect(refused.status == .tooManyRequests && refused.headers[.retryAfter] == "900")
            environment.clock.advance(by: 900)
            #expect(try await scanner.get(link, client).status == .ok)
        }
    }

    @Test("a visitor who asks too often is answered 429 with when to come back")
    func limit() async throws {
        let environment = TestEnvironment(
            sharePolicy: ShareVisitLimit.Policy(
                perLink: .init(size: 100, perSecond: 1), perAddress: .init(size: 2, perSecond: 1)))
        let owner = try await owner(environment)
        try await environment.webApplication().test(.router) { client in
            let link = try await share([:], by: owner, client)
            let visitor = WebSession()
            #expect(try await visitor.get(link, client).status == .ok)
            #expect(try await visitor.get("\(link)/boxes/1", client).status == .ok)
            let refused = try await visitor.get(link, client)
            #expect(refused.status == .tooManyRequests && refused.headers[.retryAfter] == "1")
        }
    }
}
