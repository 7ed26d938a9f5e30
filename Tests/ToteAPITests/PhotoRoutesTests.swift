import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTPTesting
import ToteTesting

@Suite("Photo routes")
struct PhotoRoutesTests {
    let base = APIWorld.inventory

    /// A `multipart/form-data` body of files, each a field name, a file name and its bytes.
    static func form(_ parts: [(String, String, [UInt8])]) -> (HTTPFields, [UInt8]) {
        let boundary = "tote-test-boundary"
        var body: [UInt8] = []
        for (field, name, bytes) in parts {
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(name)\"\r\n".utf8)
            body += Array("Content-Type: application/octet-stream\r\n\r\n".utf8) + bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return ([.contentType: "multipart/form-data; boundary=\(boundary)"], body)
    }

    @Test("a photo sent as the body is kept without its GPS position and served by its type, once per browser")
    func rawUpload() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            _ = try await client.send(.post, base + "/boxes", token: world.editor, body: #"{"title":"Kitchen"}"#)
            let added = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor, bytes: SamplePictures.jpeg(),
                headers: [.contentType: "image/jpeg"])
            #expect(added.status == .created, "\(added.text)")
            let photo = try #require((try added.json() as? [[String: Any]])?.first)
            #expect(photo["box"] as? Int == 1 && photo["mediaType"] as? String == "image/jpeg")
            #expect(photo["width"] as? Int == 640 && photo["cover"] as? Bool == true)
            let id = try #require(photo["id"] as? String)

            let file = try await client.send(.get, base + "/photos/\(id)/file", token: world.viewer)
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "image/jpeg")
            #expect(file.headers[.xContentTypeOptions] == "nosniff")
            #expect(file.headers[.contentDisposition] == "inline; filename=\"photo-\(id).jpg\"")
            #expect(file.headers[.cacheControl] == "private, max-age=31536000, immutable")
            #expect(file.bytes.starts(with: [0xFF, 0xD8]) && file.bytes.count == photo["bytes"] as? Int)
            #expect(!file.bytes.contains(SamplePictures.serial) && !file.bytes.contains(bytes: [0x88, 0x25]))
            let tag = try #require(file.headers[.eTag])
            let again = try await client.send(
                .get, base + "/photos/\(id)/file", token: world.viewer, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified && again.bytes.isEmpty)
            let thumbnail = try await client.send(.get, base + "/photos/\(id)/thumbnail", token: world.viewer)
            #expect(thumbnail.bytes == file.bytes, "without a thumbnail, the photo stands for it")
            #expect(thumbnail.headers[.eTag] != tag)
        }
    }

    @Test("photos and thumbnails sent as a form are kept in order; a PNG named .jpg is a PNG")
    func formUpload() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            _ = try await client.send(.post, base + "/boxes", token: world.editor, body: #"{"title":"Hall"}"#)
            _ = try await client.send(.post, base + "/boxes/1/items", token: world.editor, body: #"{"title":"Lamp"}"#)
            let small = SamplePictures.jpeg(width: 400, height: 300, orientation: 1)
            let (headers, body) = Self.form([
                ("photo", "lamp.jpg", SamplePictures.png()), ("thumbnail", "lamp-small.jpg", small),
                ("photo", "shade.jpg", SamplePictures.webp()), ("thumbnail", "shade-small.jpg", small),
            ])
            let added = try await client.send(
                .post, base + "/items/1/photos", token: world.editor, bytes: body, headers: headers)
            #expect(added.status == .created, "\(added.text)")
            let photos = try #require(try added.json() as? [[String: Any]])
            #expect(photos.map { $0["mediaType"] as? String } == ["image/png", "image/webp"])
            #expect(
                photos.map { $0["item"] as? Int } == [1, 1] && photos.map { $0["cover"] as? Bool } == [true, false])
            let listed = try await client.send(.get, base + "/items/1/photos", token: world.viewer)
            #expect(
                (try listed.json() as? [[String: Any]])?.map { $0["id"] as? String }
                    == photos.map { $0["id"] as? String })
            let id = try #require(photos[0]["id"] as? String)
            let thumbnail = try await client.send(.get, base + "/photos/\(id)/thumbnail", token: world.viewer)
            #expect(
                thumbnail.headers[.contentType] == "image/jpeg"
                    && thumbnail.bytes.count == photos[0]["thumbnailBytes"] as? Int)
            let file = try await client.send(.get, base + "/photos/\(id)/file", token: world.viewer)
            #expect(file.headers[.contentType] == "image/png")
        }
    }

    @Test("an SVG, a cut-off photo, a file over 15 MB, odd parts, too many or none are refused, and add nothing")
    func refusals() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            _ = try await client.send(.post, base + "/boxes", token: world.editor, body: #"{"title":"Kitchen"}"#)
            let svg = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor,
                bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8),
                headers: [.contentType: "image/jpeg"])
            svg.expectProblem(
                .unprocessableContent,
                "the photo: this is an SVG drawing, not a photo; Tote keeps JPEG, PNG and WebP photos; no photo was added"
            )
            let (headers, body) = Self.form([
                ("photo", "good.jpg", SamplePictures.jpeg()),
                ("photo", "cut.jpg", Array(SamplePictures.jpeg().prefix(300))),
            ])
            let cut = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor, bytes: body, headers: headers)
            cut.expectProblem(
                .unprocessableContent,
                "cut.jpg: this JPEG file is damaged: it ends before its picture does; no photo was added")
            let large = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor,
                bytes: SamplePictures.jpeg() + Array(repeating: 0, count: 15 * 1_048_576),
                headers: [.contentType: "image/jpeg"])
            large.expectProblem(.contentTooLarge, "a photo may be at most 15 MB; this one is larger")
            let (oddHeaders, odd) = Self.form([("picture", "a.jpg", SamplePictures.jpeg())])
            let unnamed = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor, bytes: odd, headers: oddHeaders)
            unnamed.expectProblem(
                .badRequest,
                "send each photo as a part named photo, with a part named thumbnail after each or after none")
            let (manyHeaders, many) = Self.form((0...40).map { ("photo", "p\($0).jpg", SamplePictures.jpeg()) })
            let tooMany = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor, bytes: many, headers: manyHeaders)
            tooMany.expectProblem(.badRequest, "the form holds more than 40 files")
            let (emptyHeaders, empty) = Self.form([])
            let none = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor, bytes: empty, headers: emptyHeaders)
            none.expectProblem(.unprocessableContent, "choose a photo to add, or take one")
            let listed = try await client.send(.get, base + "/boxes/1/photos", token: world.viewer)
            #expect(listed.text == "[]")
        }
    }

    @Test(
        "viewers look, editors add, make the cover and remove; other inventories' photos and bad handles are not found")
    func access() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            _ = try await client.send(.post, base + "/boxes", token: world.editor, body: #"{"title":"Kitchen"}"#)
            let viewer = try await client.send(
                .post, base + "/boxes/1/photos", token: world.viewer, bytes: SamplePictures.jpeg(),
                headers: [.contentType: "image/jpeg"])
            viewer.expectProblem(.forbidden, "a viewer can look but not change anything")
            let (headers, body) = Self.form([
                ("photo", "a.jpg", SamplePictures.jpeg()), ("photo", "b.png", SamplePictures.png()),
            ])
            let added = try await client.send(
                .post, base + "/boxes/1/photos", token: world.editor, bytes: body, headers: headers)
            let ids = try #require(try added.json() as? [[String: Any]]).compactMap { $0["id"] as? String }
            #expect(ids.count == 2)
            let cover = try await client.send(.post, base + "/photos/\(ids[1])/cover", token: world.editor)
            #expect(cover.object["cover"] as? Bool == true)
            let stranger = try await client.send(.get, base + "/photos/\(ids[0])/file", token: world.stranger)
            #expect(stranger.status == .notFound)
            let removed = try await client.send(.delete, base + "/photos/\(ids[1])", token: world.editor)
            #expect(removed.status == .noContent)
            let gone = try await client.send(.get, base + "/photos/\(ids[1])", token: world.viewer)
            gone.expectProblem(.notFound, "there is no such photo: it was removed, or belongs to another inventory")
            let first = try await client.send(.get, base + "/photos/\(ids[0])", token: world.viewer)
            #expect(first.object["cover"] as? Bool == true)
            let malformed = try await client.send(.get, base + "/photos/12/file", token: world.viewer)
            #expect(malformed.status == .badRequest)
            let missingBox = try await client.send(.get, base + "/boxes/9/photos", token: world.viewer)
            missingBox.expectProblem(.notFound, "there is no box #9")
        }
    }
}
