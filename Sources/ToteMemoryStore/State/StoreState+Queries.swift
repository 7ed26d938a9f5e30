import ToteApplication
import ToteDomain

extension StoreState {
    func boxes(_ page: PageRequest, in inventory: InventoryID) -> Page<BoxSummary> {
        self[inventory].boxes.map(\.summary).page(page)
    }

    func box(detailNumbered number: BoxNumber, in inventory: InventoryID) -> BoxDetail? {
        guard let box = self[inventory].boxes.first(where: { $0.number == number }) else { return nil }
        return BoxDetail(box: box.summary, items: box.items.map { box.summary(of: $0) })
    }

    func item(numbered number: ItemNumber, in inventory: InventoryID) -> ItemSummary? {
        allItems(in: inventory).first { $0.number == number }
    }

    func items(matching terms: SearchTerms, _ page: PageRequest, in inventory: InventoryID) -> Page<ItemSummary> {
        allItems(in: inventory).filter { terms.matches([$0.title.text, $0.note?.text ?? ""]) }.page(page)
    }

    func history(of box: BoxNumber?, _ page: PageRequest, in inventory: InventoryID) -> Page<HistoryEntry> {
        self[inventory].events.reversed()
            .filter { stored in
                box.map { stored.event.box.number == $0 || stored.event.sourceBox?.number == $0 } ?? true
            }
            .map { HistoryEntry(sequence: $0.sequence, event: $0.event) }
            .page(page)
    }

    /// Every item of the inventory, in the order of their numbers.
    private func allItems(in inventory: InventoryID) -> [ItemSummary] {
        self[inventory].boxes.flatMap { box in box.items.map { box.summary(of: $0) } }.sorted { $0.number < $1.number }
    }
}

extension StoredBox {
    var summary: BoxSummary {
        BoxSummary(id: id, number: number, title: title, location: location, note: note, itemCount: items.count)
    }

    func summary(of item: StoredItem) -> ItemSummary {
        ItemSummary(
            id: item.id, number: item.number, title: item.title, quantity: item.quantity, note: item.note,
            box: ItemSummary.BoxLabel(number: number, title: title))
    }
}
