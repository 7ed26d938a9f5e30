import HummingbirdTesting
import Testing
import ToteAPI
import ToteApplication
import ToteClient
import ToteDomain
import ToteHTTPTesting
import ToteJSON

/// An inventory read over a live server's API gives the read models the store itself gives.
@Suite("An inventory read from a server")
struct ServerInventoryTests {
    @Test("boxes, a box with its items, and an item read from the server equal what the store answers")
    func readsAsTheStore() async throws {
        let environment = TestEnvironment()
        let owner = try await environment.setUpOwner()
        let local = try await environment.server.useCases(
            of: Inventory.localID, for: environment.server.access.authenticate(owner))
        let kitchen = try await local.commands.provisionBox(.init(title: "Kitchen", location: "Garage", note: "Top"))
        let books = try await local.commands.provisionBox(.init(title: "Books"))
        let unit = try await local.commands.provisionBox(.init(title: "Unit 12", kind: .place))
        try await local.commands.moveBox(.init(box: books, into: unit))
        let kettle = try await local.commands.provisionItem(.init(box: kitchen, title: "Kettle", quantity: .one)).number
        try await local.commands.changeBoxes(.init(boxes: [kitchen], change: .mark("fragile")))
        try await local.commands.changeBoxes(.init(boxes: [kitchen], change: .room("Küche")))
        let app = try environment.application { router, server in try APIRoutes.add(to: router, environment: server) }

        try await app.test(.live) { client in
            let server = try ToteServer("http://127.0.0.1:\(try #require(client.port))").loggedIn(with: owner.text)
            let remote = ServerInventory(server: server, inventory: Inventory.localID)
            let second = try PageRequest(number: 1, size: 1)

            #expect(try await remote.listBoxes(.all(second)) == (try await local.queries.listBoxes(.all(second))))
            #expect(try await remote.showBox(kitchen, .first) == (try await local.queries.showBox(kitchen, .first)))
            #expect(try await remote.showItem(kettle) == (try await local.queries.showItem(kettle)))
            #expect(
                MovingJSON.counts(try await remote.boxCounts())
                    == MovingJSON.counts(try await local.queries.boxCounts()))
            #expect(
                (try await remote.arrivals()).map(MovingJSON.arrivals)
                    == (try await local.queries.arrivals()).map(MovingJSON.arrivals))
            let room = try Room("küche")
            #expect(
                MovingJSON.arrivals(try await remote.arrivals(in: room))
                    == MovingJSON.arrivals(try await local.queries.arrivals(in: room)))
            for text in ["kettle", "ketle", "#1", "küche garage"] {
                #expect(
                    SearchJSON.results(try await remote.search(text, .first), paths: [:])
                        == SearchJSON.results(try await local.queries.search(text, .first), paths: [:]), "\(text)")
            }
            let everyBox = [kitchen, books, unit, try BoxNumber(9)]
            let paths = try await remote.paths(to: everyBox)
            #expect(paths == (try await local.queries.paths(to: everyBox)))
            #expect(paths[books]?.map(\.reference.title.text) == ["Unit 12"] && paths.count == 1)
            await #expect(throws: ServerProblem(status: 404, detail: "there is no box #9")) {
                try await remote.showBox(BoxNumber(9), .first)
            }
            let added = try await remote.provisionItem(.init(box: kitchen, title: "Lid", quantity: .one, note: "Blue"))
            #expect(added == (try await local.queries.showItem(added.number)))
            #expect(added.box.location?.text == "Garage" && added.version == 1)
        }
    }
}
