import Foundation
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let historyCases: [StoreContractCase] = [
        StoreContractCase("every change is stored with who made it") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let robin = Author(account: AccountID(UUID()), name: try DisplayName("Robin Hood"))
            let commands = InventoryUseCases(
                inventory: fixture.inventory, ports: fixture.ports, clock: SteppingClock(), publisher: nil,
                role: .editor, author: robin, secrets: CountingSecretGenerator()
            ).commands
            let garage = try await fixture.addBox("Garage")
            let kitchen = try await commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            let kettle = try await commands.provisionItem(ProvisionItemRequest(box: kitchen, title: "Kettle")).number
            try await commands.changeBox(ChangeBoxRequest(box: kitchen, note: "Fragile"))
            try await commands.changeItem(ChangeItemRequest(item: kettle, box: garage))
            try await commands.changeItems(ChangeItemsRequest(items: [kettle], box: kitchen, seenIn: garage))
            try await commands.emptyBox(EmptyBoxRequest(box: kitchen, into: garage))
            let removed = try await commands.removeItem(RemoveItemRequest(item: kettle))
            try await commands.restore(RestoreRequest(removal: removed.removal))
            try await commands.removeBox(RemoveBoxRequest(box: kitchen))
            let history = try await fixture.history()
            #expect(history.count == 10)
            #expect(history.dropLast().allSatisfy { $0.event.author == robin })
            #expect(history.last?.event.author == .commandLine)
        },
        StoreContractCase("the history holds exactly the published events, newest first") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Books", location: "Attic")
            let item = try await fixture.addItem("Atlas", to: box, quantity: 2, note: "Big")
            try await fixture.commands.changeBox(ChangeBoxRequest(box: box, title: "Maps"))
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, quantity: try Quantity(1)))
            let history = try await fixture.history()
            #expect(history.map(\.event) == (await fixture.publisher.events).reversed())
            #expect(history.map(\.event.kind) == [.itemRequantified, .boxRenamed, .itemProvisioned, .boxProvisioned])
            #expect(zip(history, history.dropFirst()).allSatisfy { $0.sequence > $1.sequence })
        },
        StoreContractCase("a box's history includes items that moved in and out of it") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let garage = try await fixture.addBox("Garage")
            let kitchen = try await fixture.addBox("Kitchen")
            let item = try await fixture.addItem("Kettle", to: garage)
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, box: kitchen))
            let garageKinds = try await fixture.history(of: garage).map(\.event.kind)
            let kitchenKinds = try await fixture.history(of: kitchen).map(\.event.kind)
            #expect(garageKinds == [.itemMoved, .itemProvisioned, .boxProvisioned])
            #expect(kitchenKinds == [.itemMoved, .boxProvisioned])
            let move = try #require(try await fixture.history(of: kitchen).first?.event)
            #expect(move.sourceBox?.number == garage)
            #expect(move.box.number == kitchen)
            #expect(move.item?.number == item)
        },
        StoreContractCase("a removed box keeps its history") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Temporary")
            try await fixture.addItem("Tape", to: box)
            try await fixture.commands.removeBox(RemoveBoxRequest(box: box, force: true))
            let kinds = try await fixture.history(of: box).map(\.event.kind)
            #expect(kinds == [.boxRemoved, .itemRemoved, .itemProvisioned, .boxProvisioned])
        },
        StoreContractCase("history comes page by page") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            for index in 1...5 { try await fixture.addBox("Box \(index)") }
            let page = try await fixture.queries.history(of: nil, PageRequest(number: 2, size: 2))
            #expect(page.entries.map(\.event.box.title.text) == ["Box 3", "Box 2"])
            #expect(page.totalCount == 5)
        },
        StoreContractCase("events read back exactly as they were recorded") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("📦 箱 תיבה", location: "Loft")
            try await fixture.commands.changeBox(ChangeBoxRequest(box: box, location: ""))
            try await fixture.commands.changeBox(ChangeBoxRequest(box: box, note: "Line one\nLine two"))
            let item = try await fixture.addItem("Sheet", to: box, note: "Linen")
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, note: .some(nil)))
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, title: "Bed sheet"))
            try await fixture.commands.removeItem(RemoveItemRequest(item: item))
            try await fixture.commands.removeBox(RemoveBoxRequest(box: box))
            let recorded = try await fixture.history().map(\.event)
            #expect(recorded == (await fixture.publisher.events).reversed())
            #expect(Set(recorded.map(\.kind)).count == 8)
        },
    ]
}
