import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    /// Places: kept as places, holding places and boxes, never going into a box, and named as such on a box's path.
    static let placeCases: [StoreContractCase] = [
        StoreContractCase("a place holds places and boxes, and a box's path names each place and box it is in") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let unit = try await fixture.addPlace("Unit 12")
            let shelf = try await fixture.addPlace("Shelf 3")
            let crate = try await fixture.addBox("Crate")
            let clothes = try await fixture.addBox("Winter clothes")
            try await fixture.addItem("Scarf", to: shelf)
            try await fixture.move(shelf, into: unit)
            try await fixture.move(crate, into: shelf)
            try await fixture.move(clothes, into: crate)

            let detail = try await fixture.queries.showBox(clothes)
            #expect(detail.box.kind == .box)
            #expect(detail.containers.map(\.kind) == [.place, .place, .box])
            #expect(detail.containers.map(\.reference.number) == [unit, shelf, crate])
            #expect(try await fixture.queries.showBox(unit).box.kind == .place)
            #expect(try await fixture.queries.showBox(unit).boxes.map(\.step.kind) == [.place])
            #expect(try await fixture.queries.showBox(shelf).items.entries.map(\.title.text) == ["Scarf"])
            let listed = try await fixture.queries.listBoxes(.first).entries
            #expect(listed.map(\.kind) == [.place, .place, .box, .box])
            let paths = try await fixture.queries.paths(to: [clothes, crate, unit, clothes, try BoxNumber(99)])
            #expect(paths[clothes]?.map(\.reference.number) == [unit, shelf, crate])
            #expect(paths[clothes]?.map(\.kind) == [.place, .place, .box])
            #expect(paths[crate]?.map(\.reference.title.text) == ["Unit 12", "Shelf 3"])
            #expect(paths.count == 2, "a place on its own and a number of no box have no path")
            let added = try #require(try await fixture.history(of: unit).last).event.change
            #expect(added == .boxProvisioned(title: try Title("Unit 12"), location: nil, note: nil, kind: .place))
        },
        StoreContractCase("a place never goes into a box, however deep; nothing changes") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let unit = try await fixture.addPlace("Unit 12")
            let shelf = try await fixture.addPlace("Shelf 3")
            let crate = try await fixture.addBox("Crate")
            try await fixture.move(shelf, into: unit)
            let events = try await fixture.history().count
            await #expect(throws: InventoryError.placeIntoBox(shelf, into: crate)) {
                try await fixture.move(shelf, into: crate)
            }
            await #expect(throws: InventoryError.placeIntoBox(unit, into: crate)) {
                try await fixture.move(unit, into: crate)
            }
            #expect(try await fixture.history().count == events)
            #expect(try await fixture.container(of: shelf) == fixture.reference(unit).id)
            try await fixture.move(crate, into: shelf)
            await #expect(throws: InventoryError.boxIntoItself(unit, into: shelf)) {
                try await fixture.move(unit, into: shelf)
            }
            try await fixture.move(shelf, into: nil)
            #expect(try await fixture.queries.showBox(crate).containers.map(\.reference.number) == [shelf])
        },
        StoreContractCase("a removed place comes back as a place when its removal is undone") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let shelf = try await fixture.addPlace("Shelf 3")
            try await fixture.addItem("Scarf", to: shelf)
            let removal = try await fixture.commands.removeBox(RemoveBoxRequest(box: shelf, force: true))
            _ = try await fixture.commands.restore(RestoreRequest(removal: removal.removal))
            let back = try await fixture.queries.showBox(shelf)
            #expect(back.box.kind == .place)
            #expect(back.items.entries.map(\.title.text) == ["Scarf"])
        },
    ]
}

extension ContractFixture {
    func addPlace(_ title: String) async throws -> BoxNumber {
        try await commands.provisionBox(ProvisionBoxRequest(title: title, kind: .place))
    }
}
