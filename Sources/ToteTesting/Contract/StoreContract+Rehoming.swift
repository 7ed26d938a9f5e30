import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    /// Removing a container that holds boxes: they go where the person says in the same change, and undoing the
    /// removal packs back those still where it sent them.
    static let rehomingCases: [StoreContractCase] = [
        StoreContractCase("a removed shelf's boxes go into the unit it was in; undo packs them back onto it") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let unit = try await fixture.addPlace("Unit 12")
            let shelf = try await fixture.addPlace("Shelf 3")
            let crate = try await fixture.addBox("Crate")
            let corner = try await fixture.addPlace("Corner")
            try await fixture.move(shelf, into: unit)
            try await fixture.move(crate, into: shelf)
            try await fixture.move(corner, into: shelf)
            try await fixture.addItem("Ladder", to: shelf)
            let before = try await fixture.history().count

            let removal = try await fixture.commands.removeBox(
                RemoveBoxRequest(box: shelf, force: true, heldBoxes: .into(unit)))

            let unitReference = try await fixture.reference(unit)
            #expect(removal.events.map(\.kind) == [.boxMoved, .boxMoved, .itemRemoved, .boxRemoved])
            #expect(removal.events.prefix(2).map(\.box.number) == [crate, corner])
            #expect(removal.events.prefix(2).allSatisfy { $0.change.isMove(to: unitReference) })
            #expect(try await fixture.history().count == before + 4)
            #expect(try await fixture.queries.showBox(unit).boxes.map(\.number) == [crate, corner])
            #expect(try await fixture.queries.paths(to: [crate])[crate]?.map(\.reference.number) == [unit])
            #expect(try await fixture.queries.showBox(crate).box.version == 3)

            let undone = try await fixture.commands.restore(RestoreRequest(removal: removal.removal))
            #expect(undone.map(\.kind) == [.boxRestored, .itemRestored, .boxMoved, .boxMoved])
            #expect(try await fixture.queries.paths(to: [crate])[crate]?.map(\.reference.number) == [unit, shelf])
            #expect(try await fixture.container(of: corner) == fixture.reference(shelf).id)
            #expect(try await fixture.queries.showBox(shelf).items.entries.map(\.title.text) == ["Ladder"])
            #expect(try await fixture.queries.showBox(crate).box.version == 4)
        },
        StoreContractCase("a removed box's boxes go out on their own; undo leaves the one someone moved since") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let crate = try await fixture.addBox("Crate")
            let lamp = try await fixture.addBox("Lamp")
            let books = try await fixture.addBox("Books")
            let van = try await fixture.addBox("Van")
            try await fixture.move(lamp, into: crate)
            try await fixture.move(books, into: crate)

            let removal = try await fixture.commands.removeBox(RemoveBoxRequest(box: crate, heldBoxes: .out))
            #expect(try await fixture.container(of: lamp) == nil)
            #expect(try await fixture.container(of: books) == nil)
            try await fixture.move(books, into: van)

            let undone = try await fixture.commands.restore(RestoreRequest(removal: removal.removal))
            #expect(undone.map(\.kind) == [.boxRestored, .boxMoved])
            #expect(try await fixture.container(of: lamp) == fixture.reference(crate).id)
            #expect(try await fixture.container(of: books) == fixture.reference(van).id)
        },
        StoreContractCase("undo does not pack back a box the restored one now sits inside; no box holds itself") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let garage = try await fixture.addPlace("Garage")
            let shelf = try await fixture.addPlace("Shelf")
            let attic = try await fixture.addPlace("Attic")
            try await fixture.move(shelf, into: garage)
            try await fixture.move(attic, into: shelf)
            let removal = try await fixture.commands.removeBox(RemoveBoxRequest(box: shelf, heldBoxes: .out))
            try await fixture.move(garage, into: attic)

            let undone = try await fixture.commands.restore(RestoreRequest(removal: removal.removal))
            #expect(undone.map(\.kind) == [.boxRestored])
            #expect(try await fixture.queries.showBox(shelf).containers.map(\.reference.number) == [attic, garage])
            #expect(try await fixture.container(of: attic) == nil)
        },
        StoreContractCase("what a removed box holds is refused going into it, inside it, or a place into a box") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let shelf = try await fixture.addPlace("Shelf")
            let corner = try await fixture.addPlace("Corner")
            let bin = try await fixture.addBox("Bin")
            let crate = try await fixture.addBox("Crate")
            try await fixture.move(corner, into: shelf)
            try await fixture.move(bin, into: corner)
            let before = try await fixture.history().count
            let refusals: [(Rehoming, InventoryError)] = [
                (.into(shelf), .rehomingInside(shelf, into: shelf)),
                (.into(corner), .rehomingInside(shelf, into: corner)),
                (.into(bin), .rehomingInside(shelf, into: bin)),
                (.into(crate), .placeIntoBox(corner, into: crate)),
                (.into(try BoxNumber(99)), .boxNotFound(try BoxNumber(99))),
            ]
            for (rehoming, refusal) in refusals {
                await #expect(throws: refusal) {
                    try await fixture.commands.removeBox(RemoveBoxRequest(box: shelf, heldBoxes: rehoming))
                }
            }
            await #expect(throws: InventoryError.boxHoldsBoxes(shelf, [corner])) {
                try await fixture.commands.removeBox(RemoveBoxRequest(box: shelf))
            }
            #expect(try await fixture.history().count == before)
            #expect(try await fixture.container(of: corner) == fixture.reference(shelf).id)
            #expect(try await fixture.queries.showBox(corner).box.version == 2)
        },
        StoreContractCase("a removal sending boxes into a place while that place is packed into one of them: one wins")
        {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let commands = fixture.commands
            for round in 1...8 {
                let shelf = try await fixture.addPlace("Shelf \(round)")
                let corner = try await fixture.addPlace("Corner \(round)")
                let unit = try await fixture.addPlace("Unit \(round)")
                try await fixture.move(corner, into: shelf)
                async let removed = try? commands.removeBox(RemoveBoxRequest(box: shelf, heldBoxes: .into(unit)))
                async let moved = try? commands.moveBox(MoveBoxRequest(box: unit, into: corner))
                let outcomes = (await removed != nil, await moved != nil)
                #expect(outcomes.0 != outcomes.1)
                let cornerIn = try await fixture.container(of: corner)
                let unitIn = try await fixture.container(of: unit)
                let unitID = try await fixture.reference(unit).id
                let cornerID = try await fixture.reference(corner).id
                #expect(!(cornerIn == unitID && unitIn == cornerID), "a circle was stored")
                if outcomes.0 { #expect(cornerIn == unitID) }
            }
        },
    ]
}

extension DomainEvent.Change {
    /// Whether this is a box moved into `destination`.
    fileprivate func isMove(to destination: BoxReference) -> Bool {
        if case .boxMoved(_, let to) = self { to == destination } else { false }
    }
}
