import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteHTTPTesting

@Suite("Label routes")
struct LabelRoutesTests {
    let base = APIWorld.inventory + "/labels"

    @Test("a viewer gets a page of sheets to print, one drawing of a label printer's label, and contents on labels")
    func labels() async throws {
        let world = try await APIWorld(publicURL: try PublicURL("https://boxes.example.org"))
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let page = try await client.send(.get, base, token: world.viewer)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(page.text.contains("<p>2 labels on 1 sheet of A4, 3 × 8.</p>"))
            #expect(page.text.contains("#1</text>") && page.text.contains("#2</text>"))
            #expect(page.text.contains("href=\"https://boxes.example.org/assets/labels/a4.css\">"))
            #expect(page.text.contains("src=\"https://boxes.example.org/assets/print.js\">"))
            #expect(!page.text.contains("Back to the labels form"))

            let drawing = try await client.send(
                .get, base + "?boxes=1&paper=62x100mm&layout=9x9&skip=5&contents=all&format=svg", token: world.viewer)
            #expect(drawing.status == .ok)
            #expect(drawing.headers[.contentType] == "image/svg+xml; charset=utf-8")
            #expect(drawing.text.hasPrefix("<svg") && drawing.text.contains("width=\"62mm\" height=\"100mm\""))
            #expect(drawing.text.contains(">Kettle</text>") && !drawing.text.contains("Books"))

            let sheet = try await client.send(
                .get, base + "?boxes=1%202&paper=letter&layout=2x4&skip=6&format=svg", token: world.viewer)
            #expect(sheet.status == .ok && sheet.text.contains("height=\"279.4mm\""))
        }
    }

    @Test(
        "what cannot be printed is refused with a clear message",
        arguments: [
            ("?format=pdf", HTTPResponse.Status.badRequest, "format must be html or svg, not 'pdf'"),
            ("?boxes=7", .unprocessableContent, "there is no box #7 to make a label for"),
            (
                "?boxes=1-2&format=svg&paper=4x6in", .unprocessableContent,
                "these labels take 2 pages, and an SVG drawing holds one; ask for HTML, or for fewer boxes"
            ),
            (
                "?skip=24", .unprocessableContent,
                "the labels to skip must be from 0 to 23, the used labels of one sheet of 24, not 24"
            ),
            (
                "?contents=-1", .unprocessableContent,
                "'-1' is not a number of items to list on each label; use a whole number from 0 to 500, or all"
            ),
            (
                "?paper=a5", .unprocessableContent,
                "'a5' is not a paper size; use a4, letter, or a label printer's label as WIDTHxHEIGHT in mm or in, "
                    + "such as 62x100mm or 4x6in"
            ),
            ("?layout=30x1", .unprocessableContent, "'30x1' is not a label layout; write columns x rows, such as 3x8"),
            (
                "?boxes=2-1", .unprocessableContent,
                "'2-1' is not a range of box numbers: write the lower number first, such as 12-40"
            ),
        ])
    func refused(query: String, status: HTTPResponse.Status, detail: String) async throws {
        let world = try await APIWorld(publicURL: try PublicURL("https://boxes.example.org"))
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            try await client.send(.get, base + query, token: world.viewer).expectProblem(status, detail)
        }
    }
}
