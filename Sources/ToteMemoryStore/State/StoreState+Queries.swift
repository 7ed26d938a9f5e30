import Foundation
import ToteApplication
import ToteDomain

extension StoreState {
    func boxes(_ listing: BoxListing, in inventory: InventoryID) -> Page<BoxSummary> {
        let listed = allBoxes(in: inventory)
            .filter(listing.includes)
        return listed.sorted(by: listing.order.areInIncreasingOrder).page(listing.page)
    }

    func box(detailNumbered number: BoxNumber, _ page: PageRequest, in inventory: InventoryID) -> BoxDetail? {
        guard let box = self[inventory].boxes.first(where: { $0.number == number }) else { return nil }
        let items = self[inventory].items.filter { $0.box == box.id }
        let containers = containers(of: box, in: inventory)
        return BoxDetail(
            box: box.summary(itemCount: items.count), items: items.map { box.summary(of: $0) }.page(page),
            containers: containers, boxes: allBoxes(in: inventory).filter { $0.container == box.id })
    }

    func paths(to numbers: [BoxNumber], in inventory: InventoryID) -> [BoxNumber: [PathStep]] {
        let wanted = Set(numbers)
        var paths: [BoxNumber: [PathStep]] = [:]
        for box in self[inventory].boxes where wanted.contains(box.number) && box.container != nil {
            paths[box.number] = containers(of: box, in: inventory)
        }
        return paths
    }

    /// The places and boxes `box` is in, the outermost first.
    private func containers(of box: StoredBox, in inventory: InventoryID) -> [PathStep] {
        var containers: [PathStep] = []
        var next = box.container
        while let id = next, let container = self[inventory].boxes.first(where: { $0.id == id }),
            !containers.contains(where: { $0.reference.id == id })
        {
            containers.insert(PathStep(container.aggregate), at: 0)
            next = container.container
        }
        return containers
    }

    func item(numbered number: ItemNumber, in inventory: InventoryID) -> ItemSummary? {
        allItems(in: inventory).first { $0.number == number }
    }

    func boxCounts(in inventory: InventoryID) -> BoxCounts {
        let boxes = allBoxes(in: inventory)
        let placed = boxes.filter { $0.room != nil }
        let rooms = Dictionary(grouping: placed) { BoxListing.Order.folded($0.room!.text) }
        let arrivals = rooms.keys.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }.map { key in
            let boxes = rooms[key]!
            // The spelling shown is the first in byte order, as SQL's min() picks.
            let room = boxes.compactMap(\.room).min { Array($0.text.utf8).lexicographicallyPrecedes($1.text.utf8) }!
            return RoomArrivals(room: room, expected: boxes.count, arrived: boxes.filter(\.status.hasArrived).count)
        }
        return BoxCounts(
            statuses: Dictionary(boxes.map { ($0.status, 1) }, uniquingKeysWith: +),
            marks: Dictionary(boxes.flatMap(\.marks).map { ($0, 1) }, uniquingKeysWith: +), rooms: arrivals)
    }

    func history(of box: BoxNumber?, _ page: PageRequest, in inventory: InventoryID) -> Page<HistoryEntry> {
        self[inventory].events.reversed()
            .filter { stored in
                box.map { stored.event.box.number == $0 || stored.event.sourceBox?.number == $0 }
                    ?? stored.event.isHistoryEntry
            }
            .map { HistoryEntry(sequence: $0.sequence, event: $0.event) }
            .page(page)
    }

    func history(inBatch batch: UUID, _ page: PageRequest, in inventory: InventoryID) -> Page<HistoryEntry> {
        self[inventory].events
            .filter { $0.event.batch?.id == batch }
            .map { HistoryEntry(sequence: $0.sequence, event: $0.event) }
            .page(page)
    }

    /// Every box of the inventory with how many items it holds, in the order of their numbers.
    func allBoxes(in inventory: InventoryID) -> [BoxSummary] {
        let counts = Dictionary(self[inventory].items.map { ($0.box, 1) }, uniquingKeysWith: +)
        return self[inventory].boxes.map { $0.summary(itemCount: counts[$0.id] ?? 0) }
    }

    /// Every item of the inventory with its box, in the order of their numbers.
    func allItems(in inventory: InventoryID) -> LazyMapSequence<[StoredItem], ItemSummary> {
        let boxes = Dictionary(uniqueKeysWithValues: self[inventory].boxes.map { ($0.id, $0) })
        return self[inventory].items.lazy.map { item in
            // The foreign key of the stored state: an item's box is always there.
            boxes[item.box]!.summary(of: item)
        }
    }
}

extension StoredBox {
    func summary(itemCount: Int) -> BoxSummary {
        BoxSummary(aggregate, itemCount: itemCount)
    }

    func summary(of item: StoredItem) -> ItemSummary {
        ItemSummary(
            id: item.id, number: item.number, title: item.title, quantity: item.quantity, note: item.note,
            box: ItemSummary.BoxLabel(number: number, title: title, location: location), version: item.version)
    }
}
