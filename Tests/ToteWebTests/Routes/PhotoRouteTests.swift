import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteDomain
import ToteHTTPTesting
import ToteTesting

@testable import ToteWeb

@Suite("Photos on the pages")
struct PhotoRouteTests {
    /// The handles of the photos a page shows, in order.
    static func photoIDs(on page: String) -> [String] {
        page.matches(of: /src="\/photos\/([0-9a-f-]{36})\/thumbnail"/).map { String($0.1) }
    }

    @Test("photos taken on a box's page are shown as thumbnails that open the photo; the camera opens directly")
    func boxPhotos() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let before = try await owner.get("/boxes/1", client).text
            #expect(before.contains(#"accept="image/*" capture="environment""#))
            #expect(before.contains(#"accept="image/*" multiple"#) && before.contains("No photos yet."))
            let thumbnail = SamplePictures.jpeg(width: 400, height: 300, orientation: 1)
            let sent = try await owner.upload(
                "/boxes/1/photos",
                files: [
                    ("photo", "one.jpg", SamplePictures.jpeg()), ("thumbnail", "one-thumbnail.jpg", thumbnail),
                    ("photo", "two.jpg", SamplePictures.jpeg(orientation: 1)),
                    ("thumbnail", "two-thumbnail.jpg", thumbnail),
                ], client)
            #expect(sent.status == .seeOther && sent.location == "/boxes/1")
            let page = try await owner.follow(sent, client)
            #expect(page.contains("Added 2 photos to box #1."))
            let ids = Self.photoIDs(on: page)
            #expect(ids.count == 2)
            #expect(page.contains(#"<a href="/photos/\#(ids[0])/file""#))
            #expect(page.contains(#"alt="Photo 1 of 2 of box #1""#) && page.contains("Cover"))
            let served = try await owner.get("/photos/\(ids[0])/thumbnail", client)
            #expect(served.headers[.contentType] == "image/jpeg")
            let photo = try await owner.get("/photos/\(ids[0])/file", client)
            let bytes = Array(photo.body.readableBytesView)
            let small = Array(served.body.readableBytesView)
            #expect(!bytes.contains(SamplePictures.serial) && bytes.starts(with: [0xFF, 0xD8]))
            #expect(!small.contains(SamplePictures.serial) && small.starts(with: [0xFF, 0xD8]) && small != bytes)
            #expect(small.contains(bytes: [0x01, 0x2C, 0x01, 0x90]), "the thumbnail's frame is 400 × 300")
        }
    }

    @Test("an item's photos are on its page, and covers show beside items and boxes in lists and search results")
    func itemPhotos() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let sent = try await owner.upload(
                "/boxes/1/items/1/photos", files: [("photo", "kettle.png", SamplePictures.png())], client)
            #expect(sent.location == "/boxes/1/items/1")
            let page = try await owner.follow(sent, client)
            #expect(page.contains("Added 1 photo to item #1."))
            let id = try #require(Self.photoIDs(on: page).first)
            let box = try await owner.get("/boxes/1", client).text
            #expect(box.contains(#"<img class="item-thumb" src="/photos/\#(id)/thumbnail""#))
            _ = try await owner.upload("/boxes/1/photos", files: [("photo", "box.jpg", SamplePictures.jpeg())], client)
            let boxCover = try #require(Self.photoIDs(on: try await owner.get("/boxes/1", client).text).first)
            let found = try await owner.get("/find?q=kitchen", client).text
            #expect(found.contains(#"<img class="result-thumb" src="/photos/\#(boxCover)/thumbnail""#))
            let list = try await owner.get("/boxes", client).text
            #expect(list.contains(#"<img class="result-thumb" src="/photos/\#(boxCover)/thumbnail""#))
            let kettle = try await owner.get("/find?q=kettle", client).text
            #expect(kettle.contains(#"<img class="result-thumb" src="/photos/\#(id)/thumbnail""#))
        }
    }

    @Test("a file that is no photo, or none at all, is refused beside the photos and adds nothing")
    func refusals() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let svg = try await owner.upload(
                "/boxes/1/photos", files: [("photo", "plan.jpg", Array("<svg><script>alert(1)</script></svg>".utf8))],
                client)
            #expect(svg.status == .unprocessableContent)
            #expect(
                svg.text.contains(
                    #"<p id="photo-error" class="error" role="alert">Plan.jpg: this is an SVG drawing, not a photo"#))
            let none = try await owner.upload("/boxes/1/photos", files: [], client)
            #expect(none.status == .unprocessableContent)
            #expect(none.text.contains("Choose a photo to add, or take one."))
            #expect(Self.photoIDs(on: try await owner.get("/boxes/1", client).text).isEmpty)
        }
    }

    @Test("the cover is chosen and photos removed from the page; viewers see photos and no form")
    func coverRemoveAndViewers() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        let viewer = WebSession(token: try await environment.addMember("vera", role: .viewer, invitedWith: ownerToken))
        try await environment.webApplication().test(.router) { client in
            _ = try await owner.upload(
                "/boxes/1/photos",
                files: [("photo", "a.jpg", SamplePictures.jpeg()), ("photo", "b.png", SamplePictures.png())],
                client)
            let ids = Self.photoIDs(on: try await owner.get("/boxes/1", client).text)
            let cover = try await owner.post("/boxes/1/photos/cover", ["photo": ids[1]], client)
            #expect(try await owner.follow(cover, client).contains("That photo is now the cover of box #1."))
            let removed = try await owner.post("/boxes/1/photos/remove", ["photo": ids[0]], client)
            let page = try await owner.follow(removed, client)
            #expect(page.contains("Removed a photo of box #1.") && Self.photoIDs(on: page) == [ids[1]])
            let again = try await owner.post("/boxes/1/photos/remove", ["photo": ids[0]], client)
            #expect(again.status == .notFound || again.status == .unprocessableContent)
            #expect(again.text.contains("There is no such photo"))

            let seen = try await viewer.get("/boxes/1", client).text
            #expect(Self.photoIDs(on: seen) == [ids[1]] && !seen.contains("data-photo-upload"))
            #expect(try await viewer.get("/photos/\(ids[1])/thumbnail", client).status == .ok)
            let refused = try await viewer.upload(
                "/boxes/1/photos", files: [("photo", "c.jpg", SamplePictures.jpeg())], client)
            #expect(refused.status == .forbidden)
            let anonymous = try await WebSession().get("/photos/\(ids[1])/thumbnail", client)
            #expect(anonymous.status != .ok && anonymous.body.readableBytes < 20_000)
        }
    }
}
