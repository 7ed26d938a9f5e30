import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    /// Boxes in boxes: a move writes the box alone, a box never ends up inside itself, and moves at once are resolved.
    static let containmentCases: [StoreContractCase] = [
        StoreContractCase("a box packed into a box goes where that box goes, and comes out again on its own") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let pallet = try await fixture.addBox("Pallet")
            let crate = try await fixture.addBox("Crate")
            let cables = try await fixture.addBox("Cables")
            try await fixture.move(cables, into: crate)
            let moved = try await fixture.move(crate, into: pallet)
            #expect(moved.map(\.change) == [.boxMoved(from: nil, to: try await fixture.reference(pallet))])
            #expect(try await fixture.container(of: cables) == fixture.reference(crate).id)
            #expect(try await fixture.container(of: crate) == fixture.reference(pallet).id)
            #expect(try await fixture.container(of: pallet) == nil)
            #expect(try await fixture.queries.showBox(cables).containers.map(\.reference.number) == [pallet, crate])
            #expect(
                try await fixture.queries.showBox(crate).containers.map(\.reference) == [
                    try await fixture.reference(pallet)
                ])
            #expect(try await fixture.queries.showBox(pallet).boxes.map(\.number) == [crate])
            #expect(try await fixture.queries.showBox(crate).boxes.map(\.title.text) == ["Cables"])
            let out = try await fixture.move(cables, into: nil)
            #expect(out.map(\.change) == [.boxMoved(from: try await fixture.reference(crate), to: nil)])
            #expect(try await fixture.container(of: cables) == nil)
            #expect(try await fixture.queries.showBox(cables).containers.isEmpty)
            #expect(try await fixture.queries.showBox(crate).boxes.isEmpty)
            #expect(try await fixture.move(cables, into: nil).isEmpty)
            #expect(try await fixture.queries.showBox(cables).box.version == 3)
            let history = try await fixture.history(of: cables).map(\.event.kind)
            #expect(history == [.boxMoved, .boxMoved, .boxProvisioned])
        },
        StoreContractCase("a box cannot go into itself or into any box inside it; nothing changes") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let outer = try await fixture.addBox("Outer")
            let middle = try await fixture.addBox("Middle")
            let inner = try await fixture.addBox("Inner")
            try await fixture.move(middle, into: outer)
            try await fixture.move(inner, into: middle)
            let events = try await fixture.history().count
            for destination in [outer, middle, inner] {
                await #expect(throws: InventoryError.boxIntoItself(outer, into: destination)) {
                    try await fixture.move(outer, into: destination)
                }
            }
            await #expect(throws: InventoryError.boxIntoItself(middle, into: inner)) {
                try await fixture.move(middle, into: inner)
            }
            await #expect(throws: InventoryError.boxNotFound(try BoxNumber(99))) {
                try await fixture.move(inner, into: try BoxNumber(99))
            }
            #expect(try await fixture.history().count == events)
            #expect(try await fixture.container(of: outer) == nil)
            #expect(try await fixture.queries.showBox(outer).box.version == 1)
        },
        StoreContractCase("two boxes packed into each other at once: one move is made, the other refused") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            for round in 1...8 {
                let first = try await fixture.addBox("First \(round)")
                let second = try await fixture.addBox("Second \(round)")
                let commands = fixture.commands
                let outcomes = await withTaskGroup(of: Bool.self) { group in
                    for (box, destination) in [(first, second), (second, first)] {
                        group.addTask {
                            do {
                                try await commands.moveBox(MoveBoxRequest(box: box, into: destination))
                                return true
                            } catch {
                                return false
                            }
                        }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                #expect(outcomes.filter { $0 }.count == 1)
                let containers = [try await fixture.container(of: first), try await fixture.container(of: second)]
                #expect(containers.compactMap { $0 }.count == 1)
            }
        },
        StoreContractCase("two moves at once that would close a circle through boxes neither moves: one is refused") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            for round in 1...8 {
                // C holds D, A holds E; packing A into D and C into E at once would put A inside itself.
                let (a, c) = (try await fixture.addBox("A \(round)"), try await fixture.addBox("C \(round)"))
                let (d, e) = (try await fixture.addBox("D \(round)"), try await fixture.addBox("E \(round)"))
                try await fixture.move(d, into: c)
                try await fixture.move(e, into: a)
                let commands = fixture.commands
                let outcomes = await withTaskGroup(of: Bool.self) { group in
                    for (box, destination) in [(a, d), (c, e)] {
                        group.addTask {
                            (try? await commands.moveBox(MoveBoxRequest(box: box, into: destination))) != nil
                        }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                #expect(outcomes.filter { $0 }.count == 1)
                let path = try await fixture.queries.showBox(a).containers.map(\.reference.number)
                #expect(path == [] || path == [c, d])
            }
        },
        StoreContractCase("a box packed into another while both get a room at once: both changes take effect") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let commands = fixture.commands
            for round in 1...8 {
                let outer = try await fixture.addBox("Outer \(round)")
                let inner = try await fixture.addBox("Inner \(round)")
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await commands.moveBox(MoveBoxRequest(box: inner, into: outer)) }
                    group.addTask {
                        try await commands.changeBoxes(
                            ChangeBoxesRequest(boxes: [outer, inner], change: .room("Hall \(round)")))
                    }
                    try await group.waitForAll()
                }
                #expect(try await fixture.container(of: inner) == fixture.reference(outer).id)
                #expect(try await fixture.queries.showBox(inner).box.room?.text == "Hall \(round)")
                #expect(try await fixture.queries.showBox(inner).box.version == 3)
            }
        },
        StoreContractCase("one box sent to many boxes at once ends in one of them, each move told from where it was") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Travelling")
            var destinations: [BoxNumber] = []
            for index in 1...8 { destinations.append(try await fixture.addBox("Shelf \(index)")) }
            let commands = fixture.commands
            try await withThrowingTaskGroup(of: Void.self) { group in
                for destination in destinations {
                    group.addTask { try await commands.moveBox(MoveBoxRequest(box: box, into: destination)) }
                }
                try await group.waitForAll()
            }
            let moves = try await fixture.history(of: box).reversed().compactMap { entry in
                if case .boxMoved(let from, let to) = entry.event.change { (from, to) } else { nil }
            }
            #expect(moves.count == destinations.count)
            #expect(moves.first?.0 == nil)
            #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.1 == $1.0 })
            #expect(Set(moves.compactMap(\.1?.number)) == Set(destinations))
            #expect(try await fixture.container(of: box) == moves.last?.1?.id)
            #expect(try await fixture.queries.showBox(box).box.version == destinations.count + 1)
        },
        StoreContractCase("a box holding boxes is not removed; undoing a removal puts a box back in its container") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let crate = try await fixture.addBox("Crate")
            let lamp = try await fixture.addBox("Lamp")
            let books = try await fixture.addBox("Books")
            try await fixture.move(lamp, into: crate)
            try await fixture.move(books, into: crate)
            try await fixture.addItem("Rope", to: crate)
            for force in [false, true] {
                await #expect(throws: InventoryError.boxHoldsBoxes(crate, [lamp, books])) {
                    try await fixture.commands.removeBox(RemoveBoxRequest(box: crate, force: force))
                }
            }
            #expect(try await fixture.queries.showBox(crate).box.itemCount == 1)
            let removed = try await fixture.commands.removeBox(RemoveBoxRequest(box: lamp))
            try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            #expect(try await fixture.container(of: lamp) == fixture.reference(crate).id)
            let books1 = try await fixture.commands.removeBox(RemoveBoxRequest(box: books))
            try await fixture.move(lamp, into: nil)
            try await fixture.commands.removeBox(RemoveBoxRequest(box: crate, force: true))
            try await fixture.commands.restore(RestoreRequest(removal: books1.removal))
            #expect(try await fixture.container(of: books) == nil)
        },
    ]

    /// Packing a box of `count` items into another writes the box alone: one change, the items untouched.
    static func movingLargeContainer(_ count: Int) -> StoreContractCase {
        StoreContractCase("a box of \(count) items is packed into another in one change that writes the box alone") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let full = try await fixture.addBox("Full")
            let pallet = try await fixture.addBox("Pallet")
            let entries = (1...count).map { ProvisionItemsRequest.Entry(title: "Thing \($0)") }
            _ = try await fixture.commands.provisionItems(ProvisionItemsRequest(box: full, entries: entries))
            let before = try await fixture.queries.showBox(full, PageRequest(number: 1, size: 500))
            let events = try await fixture.queries.history(of: nil, PageRequest(size: 1)).totalCount
            let moved = try await fixture.move(full, into: pallet)
            #expect(moved.map(\.kind) == [.boxMoved])
            #expect(try await fixture.queries.history(of: nil, PageRequest(size: 1)).totalCount == events + 1)
            let after = try await fixture.queries.showBox(full, PageRequest(number: 1, size: 500))
            #expect(after.box.itemCount == count && after.items.entries == before.items.entries)
            #expect(try await after.box.container == fixture.reference(pallet).id)
        }
    }
}

extension ContractFixture {
    @discardableResult
    func move(_ box: BoxNumber, into destination: BoxNumber?) async throws -> [DomainEvent] {
        try await commands.moveBox(MoveBoxRequest(box: box, into: destination))
    }

    func container(of box: BoxNumber) async throws -> BoxID? {
        try await queries.showBox(box).box.container
    }

    func reference(_ box: BoxNumber) async throws -> BoxReference {
        let shown = try await queries.showBox(box).box
        return BoxReference(id: shown.id, number: shown.number, title: shown.title)
    }
}
