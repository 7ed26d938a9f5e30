import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import ToteDomain
import ToteHTTPTesting
import ToteTesting

@Suite("Import and export routes")
struct TransferRoutesTests {
    let base = APIWorld.inventory

    static let homebox = """
        HB.import_ref,HB.location,HB.name,HB.quantity,HB.description,HB.purchase_price
        A1,Garage / Shelf 2,Cordless drill,1,18V,89.99
        A2,Garage / Shelf 2,Screwdriver set,12,,
        A3,Kitchen,Kettle,,,

        """

    @Test("an editor imports a Homebox file as a job, polls it to its report, and the same file again changes nothing")
    func homeboxImport() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let started = try await client.send(
                .post, base + "/imports", token: world.editor, body: Self.homebox,
                headers: [.contentType: "text/csv"])
            #expect(started.status == .accepted)
            let location = try #require(started.headers[.location])
            #expect(started.object["kind"] as? String == "import")
            let done = try await Self.finished(location, client: client, token: world.editor)
            #expect(done.object["state"] as? String == "succeeded")
            let report = try #require(done.object["report"] as? [String: Any])
            #expect(report["itemsAdded"] as? Int == 3 && report["boxesAdded"] as? Int == 3)
            let setAside = try #require(report["setAside"] as? [[String: Any]])
            #expect(setAside.map { $0["column"] as? String } == ["HB.purchase_price"])
            let boxes = try await client.send(.get, base + "/boxes", token: world.viewer)
            #expect(boxes.entries.map { $0["title"] as? String } == ["Garage", "Shelf 2", "Kitchen"])
            #expect(boxes.entries.map { $0["kind"] as? String } == ["place", "box", "box"])

            let again = try await client.send(
                .post, base + "/imports?format=homebox", token: world.editor, body: Self.homebox,
                headers: [.contentType: "text/csv"])
            let second = try await Self.finished(
                try #require(again.headers[.location]), client: client, token: world.editor)
            #expect((second.object["report"] as? [String: Any])?["itemsUnchanged"] as? Int == 3)

            let viewer = try await client.send(
                .post, base + "/imports", token: world.viewer, body: Self.homebox, headers: [.contentType: "text/csv"])
            viewer.expectProblem(.forbidden, "a viewer can look but not change anything")
            let stranger = try await client.send(.get, location, token: world.stranger)
            #expect(stranger.status == .notFound)
        }
    }

    @Test("an import is one entry of the history, named by the file's name given, and opens to its changes")
    func importInHistory() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let started = try await client.send(
                .post, base + "/imports?fileName=C%3A%5Cexports%5Chomebox.csv", token: world.editor,
                body: Self.homebox, headers: [.contentType: "text/csv"])
            _ = try await Self.finished(try #require(started.headers[.location]), client: client, token: world.editor)
            let history = try await client.send(.get, base + "/history", token: world.viewer)
            let entry = try #require(history.entries.first)
            let batch = try #require(entry["batch"] as? [String: Any])
            #expect(batch["source"] as? String == "homebox.csv")
            let summary = try #require(batch["summary"] as? [String: Int])
            #expect(summary == ["boxesAdded": 3, "itemsAdded": 3, "itemsChanged": 0])
            #expect(history.entries.dropFirst().allSatisfy { $0["batch"] is NSNull }, "the rest were made on their own")
            let id = try #require(batch["id"] as? String)
            let changes = try await client.send(.get, base + "/history?batch=\(id)", token: world.viewer)
            #expect(changes.status == .ok)
            #expect(changes.object["totalCount"] as? Int == 7)
            #expect(
                changes.entries.map { $0["kind"] as? String } == [
                    "box.provisioned", "box.provisioned", "box.moved", "item.provisioned", "item.provisioned",
                    "box.provisioned", "item.provisioned",
                ])
            #expect(changes.entries.dropLast().allSatisfy { ($0["batch"] as? [String: Any])?["summary"] is NSNull })
            let entries = try await world.historyCount()
            let unknown = try await client.send(.get, base + "/history?batch=\(UUID())", token: world.viewer)
            unknown.expectProblem(.notFound, "there is no such import in this inventory's history")
            let malformed = try await client.send(.get, base + "/history?batch=latest", token: world.viewer)
            malformed.expectProblem(
                .badRequest, "batch must be the id of an import, such as a history entry's batch.id")
            let both = try await client.send(.get, base + "/history?batch=\(id)&box=1", token: world.viewer)
            both.expectProblem(.badRequest, "give box or batch, not both")
            #expect(try await world.historyCount() == entries, "the refused reads changed nothing")
        }
    }

    @Test(
        "every bad file fails its job with the line and reason, and changes nothing",
        arguments: 0..<BadImportFiles.homebox.count)
    func badFile(_ index: Int) async throws {
        let (name, content, message) = BadImportFiles.homebox[index]
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            let response = try await client.execute(
                uri: base + "/imports?format=homebox", method: .post,
                headers: [.authorization: "Bearer \(world.editor.text)", .contentType: "text/csv"],
                body: ByteBuffer(bytes: content))
            #expect(response.status == .accepted, "\(name)")
            let location = try #require(response.headers[.location])
            let done = try await Self.finished(location, client: client, token: world.editor)
            #expect(done.object["state"] as? String == "failed", "\(name)")
            #expect(done.object["error"] as? String == "\(message); nothing was imported", "\(name)")
        }
        #expect(try await world.historyCount() == before, "\(name)")
    }

    @Test("a file larger than the server takes is refused before it is read; a bad format or handle is refused")
    func refusedRequests() async throws {
        let world = try await APIWorld(maximumImportBytes: 1_000)
        try await world.test { client in
            let large = try await client.send(
                .post, base + "/imports", token: world.editor, body: String(repeating: "x", count: 1_001),
                headers: [.contentType: "text/csv"])
            large.expectProblem(
                .contentTooLarge,
                "the file is larger than the 1000 bytes this server imports at once: split it into several")
            let format = try await client.send(
                .post, base + "/imports?format=xlsx", token: world.editor, body: "x",
                headers: [.contentType: "text/csv"])
            format.expectProblem(.badRequest, "format must be homebox or json, not 'xlsx'")
            let exportFormat = try await client.send(.post, base + "/exports?format=xlsx", token: world.viewer)
            exportFormat.expectProblem(.badRequest, "format must be csv, homebox or json, not 'xlsx'")
            let table = try await client.send(.post, base + "/exports?table=chairs", token: world.viewer)
            table.expectProblem(.badRequest, "table must be items or boxes, not 'chairs'")
            let handle = try await client.send(.get, base + "/jobs/42", token: world.viewer)
            handle.expectProblem(.badRequest, "'42' is not a job handle; it is a UUID as the API gave it")
            let unknown = try await client.send(.get, base + "/jobs/\(UUID())", token: world.viewer)
            unknown.expectProblem(.notFound, "this inventory has no job with this handle")
            let replace = try await client.send(
                .post, base + "/imports?format=json&replace=true", token: world.editor, body: "{}",
                headers: [.contentType: "application/jsonl"])
            replace.expectProblem(.forbidden, "only an owner can replace a whole inventory; you are an editor")
        }
    }

    @Test("a whole inventory exported as JSON comes back exactly when an owner imports it in place of everything")
    func wholeInventory() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let started = try await client.send(.post, base + "/exports?format=json", token: world.viewer)
            #expect(started.status == .accepted)
            let done = try await Self.finished(
                try #require(started.headers[.location]), client: client, token: world.viewer)
            #expect(done.object["state"] as? String == "succeeded" && done.object["rows"] as? Int == 6)
            let file = try await client.send(.get, try #require(done.object["file"] as? String), token: world.viewer)
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "application/jsonl")
            #expect(file.headers[.contentDisposition] == "attachment; filename=\"tote-inventory.jsonl\"")
            let history = try await client.send(.get, base + "/history", token: world.viewer).entries.count

            _ = try await client.send(.post, base + "/boxes", token: world.owner, body: #"{"title":"Extra"}"#)
            let restored = try await client.send(
                .post, base + "/imports?replace=true", token: world.owner, body: file.text,
                headers: [.contentType: "application/jsonl"])
            let finished = try await Self.finished(
                try #require(restored.headers[.location]), client: client, token: world.owner)
            let report = try #require(finished.object["report"] as? [String: Any])
            #expect(report["wholeInventory"] as? Bool == true && report["eventsAdded"] as? Int == history)
            let boxes = try await client.send(.get, base + "/boxes", token: world.viewer)
            #expect(boxes.entries.map { $0["title"] as? String } == ["Kitchen", "Books"])
            let running = try await client.send(
                .get, try #require(restored.headers[.location]) + "/file", token: world.owner)
            running.expectProblem(.conflict, "an import makes no file to fetch")
        }
    }

    @Test("a CSV export of boxes is a spreadsheet file with its name")
    func csvExport() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let started = try await client.send(.post, base + "/exports?format=csv&table=boxes", token: world.viewer)
            let done = try await Self.finished(
                try #require(started.headers[.location]), client: client, token: world.viewer)
            let file = try await client.send(.get, try #require(done.object["file"] as? String), token: world.viewer)
            #expect(file.headers[.contentDisposition] == "attachment; filename=\"tote-boxes.csv\"")
            #expect(file.text.hasPrefix("\u{FEFF}Box,Title,Location"))
            #expect(file.text.contains("1,Kitchen,Garage,,,packing,,,1\r\n"))
        }
    }

    /// Polls a job until it is no longer running.
    static func finished(_ location: String, client: some TestClientProtocol, token: SecretToken) async throws
        -> APIResponse
    {
        var status = try await client.send(.get, location, token: token)
        try await waitUntil("the job at \(location) ending") {
            status = try await client.send(.get, location, token: token)
            return status.object["state"] as? String != "running"
        }
        return status
    }
}
