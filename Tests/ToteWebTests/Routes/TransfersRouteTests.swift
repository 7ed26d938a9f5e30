import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting
import ToteTesting

@testable import ToteWeb

@Suite("Import and export pages")
struct TransfersRouteTests {
    static let homebox = "HB.location,HB.name,HB.quantity,HB.insured\nGarage / Shelf 2,Drill,1,true\nHall,Lamp,2,\n"

    /// Posts a file as the page's form does, with `fields` beside it.
    static func upload(
        _ file: [UInt8]?, fields: [String: String] = [:], as browser: WebSession, csrf: Bool = true,
        _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        try await browser.upload(
            "/transfers/import", fields: fields, files: file.map { [("file", "export.csv", $0)] } ?? [], csrf: csrf,
            client)
    }

    /// The job page a post led to, once the job no longer runs.
    static func finished(_ sent: TestResponse, as browser: WebSession, _ client: some TestClientProtocol)
        async throws -> TestResponse
    {
        let location = try #require(sent.location)
        #expect(location.hasPrefix("/transfers/jobs/"))
        var page = try await browser.get(location, client)
        try await waitUntil("the job at \(location) ending") {
            page = try await browser.get(location, client)
            guard page.headers[HTTPField.Name("Refresh")!] == "1" else { return true }
            #expect(page.text.contains("<progress"))
            return false
        }
        return page
    }

    @Test("an owner imports a Homebox file and follows the job to its report; the boxes are there")
    func importHomebox() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let page = try await browser.get("/transfers", client).text
            #expect(page.contains("enctype=\"multipart/form-data\""))
            #expect(page.contains("name=\"replace\""))
            let sent = try await Self.upload(Array(Self.homebox.utf8), as: browser, client)
            #expect(sent.status == .seeOther)
            let done = try await Self.finished(sent, as: browser, client).text
            #expect(done.contains("<h1>Import done</h1>"))
            #expect(done.contains("Imported 2 rows: 3 boxes and 2 items added"))
            #expect(done.contains("Not kept, as Tote has no place for them: HB.insured (1 row)."))
            let boxes = try await browser.get("/boxes", client).text
            #expect(boxes.contains("Shelf 2") && boxes.contains("href=\"/transfers\""))

            let tried = try await Self.upload(
                Array(Self.homebox.utf8), fields: ["dry_run": "on"], as: browser, client)
            #expect(try await Self.finished(tried, as: browser, client).text.contains("Nothing was changed."))
        }
    }

    @Test("an import is one entry of the history, named by its file, that opens to each change it made")
    func importInHistory() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await Self.finished(
                try await Self.upload(Array(Self.homebox.utf8), as: browser, client), as: browser, client)
            let history = try await browser.get("/history", client).text
            let entry = try #require(
                history.firstMatch(
                    of: /<a href="(\/history\?batch=[0-9a-f-]{36})">Imported export.csv: 3 boxes and 2 items added<\/a>/
                ))
            #expect(!history.contains("Drill"), "the import's changes are folded into its entry")
            #expect(history.contains("Added box #1 Kitchen"), "changes made on their own are listed as before")
            let changes = try await browser.get(String(entry.1), client).text
            #expect(changes.contains("<h1>Import of export.csv</h1>"))
            let added = [
                "Added place #2 Garage", "Added box #3 Shelf 2", "Packed box #3 Shelf 2 into #2 Garage",
                "Added item #2 Drill to box #3", "Added box #4 Hall",
            ]
            let positions = try added.map { try #require(changes.range(of: $0)?.lowerBound, "\($0)") }
            #expect(positions == positions.sorted(), "oldest first")
            #expect(try await browser.get("/history?box=3", client).text.contains("Added item #2 Drill"))
            for unknown in ["/history?batch=nothing", "/history?batch=\(UUID())"] {
                #expect(try await browser.get(unknown, client).status == .notFound, "\(unknown)")
            }
        }
    }

    @Test("a bad file fails its job with the line and reason and changes nothing; a form without a file is shown again")
    func refused() async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        let before = try await useCases.queries.history(of: nil, .first).totalCount
        try await environment.webApplication().test(.router) { client in
            let bad = try await Self.upload(
                Array("HB.location,HB.name,HB.quantity\nHall,Lamp,abc\n".utf8), as: browser, client)
            let failed = try await Self.finished(bad, as: browser, client).text
            #expect(failed.contains("<h1>Import failed</h1>"))
            #expect(failed.contains("Line 2, HB.quantity: quantity must be a whole number, not &#39;abc&#39;"))
            let none = try await Self.upload(nil, as: browser, client)
            #expect(none.status == .unprocessableContent)
            #expect(none.text.contains("Choose a file to import; nothing was imported."))
            let forged = try await Self.upload(Array(Self.homebox.utf8), as: browser, csrf: false, client)
            #expect(forged.status == .forbidden)
            let notMultipart = try await browser.post("/transfers/import", ["file": Self.homebox], client)
            #expect(notMultipart.status == .badRequest)
            #expect(notMultipart.text.contains("The form could not be read: it is not multipart/form-data."))
            let export = try await browser.post("/transfers/export", ["format": "xlsx", "table": "items"], client)
            #expect(export.status == .badRequest)
            #expect(export.text.contains("There is no such export."))
        }
        #expect(try await useCases.queries.history(of: nil, .first).totalCount == before)
    }

    @Test("an export runs as a job whose page offers the file; a viewer may export but sees no import form")
    func export() async throws {
        let environment = TestEnvironment()
        let (owner, token) = try await environment.ownerWithKitchen()
        let viewer = WebSession(token: try await environment.addMember("vera", role: .viewer, invitedWith: token))
        try await environment.webApplication().test(.router) { client in
            let page = try await viewer.get("/transfers", client).text
            #expect(!page.contains("enctype=\"multipart/form-data\""))
            let sent = try await viewer.post("/transfers/export", ["format": "json", "table": "items"], client)
            let done = try await Self.finished(sent, as: viewer, client).text
            #expect(done.contains("<h1>Export done</h1>"))
            #expect(done.contains("download=\"tote-inventory.jsonl\""))
            let location = try #require(sent.location)
            let file = try await viewer.get(location + "/file", client)
            #expect(file.headers[.contentType] == "application/jsonl")
            #expect(file.text.hasPrefix("{\"boxes\":1,"))
            let stranger = try await owner.get("/transfers/jobs/\(UUID())", client)
            #expect(stranger.status == .notFound)
        }
    }
}
