import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let movingCases: [StoreContractCase] = [
        StoreContractCase("many boxes get a room, a status and marks in one change each, recorded box by box") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let boxes = [
                try await fixture.addBox("Plates"), try await fixture.addBox("Books"), try await fixture.addBox("Lamp"),
            ]
            let before = try await fixture.history().count
            let published = await fixture.publisher.published.count
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: boxes, change: .room(" Kitchen ")))
            try await fixture.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [boxes[0], boxes[2]], change: .status("SEALED")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[0]], change: .mark("fragile")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[0]], change: .mark("open-first")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[0]], change: .unmark("open-first")))
            #expect(await fixture.publisher.published.count == published + 5)
            let listed = try await fixture.queries.listBoxes(.first).entries
            #expect(listed.map { $0.room?.text } == ["Kitchen", "Kitchen", "Kitchen"])
            #expect(listed.map(\.status) == [.sealed, .packing, .sealed])
            #expect(listed.map(\.marks) == [[.fragile], [], []])
            #expect(listed.map(\.version) == [6, 2, 3])
            let shown = try await fixture.queries.showBox(boxes[0]).box
            #expect(shown.room?.text == "Kitchen" && shown.status == .sealed && shown.marks == [.fragile])
            let kinds = try await fixture.history().prefix(try await fixture.history().count - before).map(\.event.kind)
            #expect(
                kinds == [
                    .boxUnmarked, .boxMarked, .boxMarked, .boxStatusChanged, .boxStatusChanged, .boxRoomChanged,
                    .boxRoomChanged, .boxRoomChanged,
                ])
        },
        StoreContractCase("a box named twice in one change is changed once, with one event") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let plates = try await fixture.addBox("Plates")
            let books = try await fixture.addBox("Books")
            let events = try await fixture.history().count
            let changed = try await fixture.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [plates, books, plates], changes: [.room("Attic"), .status("sealed")]))
            #expect(changed.map(\.box.number) == [plates, plates, books, books])
            #expect(try await fixture.history().count == events + 4)
            let listed = try await fixture.queries.listBoxes(.first).entries
            #expect(listed.map(\.version) == [2, 2])
            #expect(listed.map { $0.room?.text } == ["Attic", "Attic"])
        },
        StoreContractCase("the same room, status or mark again changes nothing and records nothing") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Plates")
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .status("arrived")))
            let events = try await fixture.history().count
            #expect(
                try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .status("arrived")))
                    .isEmpty)
            #expect(
                try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .unmark("fragile")))
                    .isEmpty)
            #expect(try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .room(""))).isEmpty)
            #expect(try await fixture.history().count == events)
            #expect(try await fixture.queries.showBox(box).box.version == 2)
        },
        StoreContractCase("a change naming boxes that do not exist changes none and names them all") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Plates")
            let events = try await fixture.history().count
            let missing = [try BoxNumber(7), try BoxNumber(9)]
            await #expect(throws: InventoryError.boxesNotFound(missing)) {
                try await fixture.commands.changeBoxes(
                    ChangeBoxesRequest(boxes: [box] + missing, change: .room("Attic")))
            }
            for (change, error) in [
                (
                    ChangeBoxesRequest.Change.status("flying"),
                    "'flying' is not a status; use packing, sealed, loaded, arrived, unpacked or stored"
                ),
                (.mark("heavy"), "'heavy' is not a mark; use fragile or open-first"),
                (.room(String(repeating: "r", count: 201)), "room is 201 characters long; at most 200 are allowed"),
            ] {
                let thrown = await #expect(throws: ValidationError.self) {
                    try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: change))
                }
                #expect(thrown?.description == error)
            }
            #expect(try await fixture.history().count == events)
            #expect(try await fixture.queries.showBox(box).box.room == nil)
        },
        StoreContractCase("arrivals count each room's boxes, rooms written in any case as one, A to Z") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            var boxes: [BoxNumber] = []
            for title in ["Plates", "Pans", "Books", "Rug", "Tools"] { boxes.append(try await fixture.addBox(title)) }
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[0]], change: .room("kitchen")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[1]], change: .room("Kitchen")))
            try await fixture.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [boxes[2], boxes[3]], change: .room("Study")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[0]], change: .status("arrived")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[0]], change: .status("arrived")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[2]], change: .status("unpacked")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[3]], change: .status("loaded")))
            #expect(
                try await fixture.queries.arrivals() == [
                    RoomArrivals(room: try Room("Kitchen"), expected: 2, arrived: 1),
                    RoomArrivals(room: try Room("Study"), expected: 2, arrived: 1),
                ])
            try await fixture.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [boxes[1], boxes[3]], changes: [.mark("fragile"), .mark("open-first")]))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [boxes[4]], change: .mark("fragile")))
            let counts = try await fixture.queries.boxCounts()
            #expect(counts.total == 5 && counts.withoutRoom == 1)
            #expect(
                counts.statuses == [
                    .init(.packing, 2), .init(.loaded, 1), .init(.arrived, 1), .init(.unpacked, 1),
                ])
            #expect(counts.marks == [.init(.fragile, 3), .init(.openFirst, 2)])
            #expect(counts.rooms == (try await fixture.queries.arrivals()))
            var listing = BoxListing.all(.first)
            listing.room = try Room("KITCHEN")
            #expect(try await fixture.queries.listBoxes(listing).entries.map(\.title.text) == ["Plates", "Pans"])
            listing.room = nil
            listing.status = .arrived
            #expect(try await fixture.queries.listBoxes(listing).entries.map(\.title.text) == ["Plates"])
        },
        StoreContractCase("undoing a box's removal brings back its room, status and marks") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Plates")
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .room("Kitchen")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .status("loaded")))
            try await fixture.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .mark("fragile")))
            let removal = try await fixture.commands.removeBox(RemoveBoxRequest(box: box))
            try await fixture.commands.restore(RestoreRequest(removal: removal.removal))
            let restored = try await fixture.queries.showBox(box).box
            #expect(restored.room?.text == "Kitchen" && restored.status == .loaded && restored.marks == [.fragile])
        },
    ]
}
