import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Export routes")
struct ExportRoutesTests {
    let base = APIWorld.inventory

    @Test("every item, or every box, comes as a CSV file to download, for any member")
    func downloads() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let commands = try await world.useCases().commands
        for number in 1...2_500 {
            _ = try await commands.provisionItem(
                ProvisionItemRequest(
                    box: try BoxNumber(2), title: "Book \(number), \"used\"", quantity: try Quantity(1)))
        }
        try await world.test { client in
            let items = try await client.send(.get, base + "/export", token: world.viewer)
            #expect(items.status == .ok)
            #expect(items.headers[.contentType] == "text/csv; charset=utf-8")
            #expect(items.headers[.contentDisposition] == "attachment; filename=\"tote-items.csv\"")
            let lines = items.text.components(separatedBy: "\r\n")
            #expect(lines.count == 2_503)
            #expect(lines[0] == "\u{FEFF}Item,Title,Quantity,Note,Box,Box title,Box location")
            #expect(lines[1] == "1,Kettle,1,,1,Kitchen,Garage")
            #expect(lines[2_501] == "2501,\"Book 2500, \"\"used\"\"\",1,,2,Books,")
            #expect(lines[2_502] == "")

            let boxes = try await client.send(.get, base + "/export?table=boxes", token: world.owner)
            #expect(boxes.headers[.contentDisposition] == "attachment; filename=\"tote-boxes.csv\"")
            #expect(
                boxes.text == "\u{FEFF}Box,Title,Location,Note,Room,Status,Fragile,Open first,Items\r\n"
                    + "1,Kitchen,Garage,,,packing,,,1\r\n2,Books,,,,packing,,,2500\r\n")

            try await client.send(.get, base + "/export?table=rooms", token: world.owner)
                .expectProblem(.badRequest, "'rooms' is not a table to export; use items or boxes")
            #expect(try await client.send(.get, base + "/export", token: nil).status == .unauthorized)
        }
    }
}
