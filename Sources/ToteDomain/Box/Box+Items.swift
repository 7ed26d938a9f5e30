import Foundation

extension Box {
    /// Puts a newly provisioned item into the box.
    public mutating func add(_ item: Item, at date: Date) throws(InventoryError) {
        try insert(item)
        record(.itemProvisioned(title: item.title, quantity: item.quantity, note: item.note), about: item, at: date)
    }

    public mutating func renameItem(numbered number: ItemNumber, to newTitle: Title, at date: Date)
        throws(InventoryError)
    {
        try changeItem(number, at: date) { item in
            guard item.title != newTitle else { return nil }
            let old = item.title
            item.title = newTitle
            return .itemRenamed(from: old, to: newTitle)
        }
    }

    public mutating func changeQuantity(ofItem number: ItemNumber, to newQuantity: Quantity, at date: Date)
        throws(InventoryError)
    {
        try changeItem(number, at: date) { item in
            guard item.quantity != newQuantity else { return nil }
            let old = item.quantity
            item.quantity = newQuantity
            return .itemRequantified(from: old, to: newQuantity)
        }
    }

    public mutating func changeNote(ofItem number: ItemNumber, to newNote: Note?, at date: Date)
        throws(InventoryError)
    {
        try changeItem(number, at: date) { item in
            guard item.note != newNote else { return nil }
            let old = item.note
            item.note = newNote
            return .itemNoteChanged(from: old, to: newNote)
        }
    }

    /// Takes an item out of the box for good.
    @discardableResult
    public mutating func removeItem(numbered number: ItemNumber, at date: Date) throws(InventoryError) -> Item {
        let item = try extract(number)
        record(.itemRemoved, about: item, at: date)
        return item
    }

    /// Moves one item from `source` into `destination`, keeping its identity and number.
    /// When the move is refused, neither box changes.
    public static func move(
        itemNumbered number: ItemNumber, from source: inout Box, to destination: inout Box, at date: Date
    ) throws(InventoryError) {
        guard source.id != destination.id else { throw .itemAlreadyInBox(number, destination.number) }
        guard let item = source.item(numbered: number) else { throw .itemNotFound(number) }
        try destination.insert(item)
        _ = try source.extract(number)
        destination.record(.itemMoved(from: source.reference), about: item, at: date)
    }

    /// Moves every item of `source` into `destination`, in the order of their numbers; all of them or none.
    public static func moveAllItems(from source: inout Box, to destination: inout Box, at date: Date)
        throws(InventoryError)
    {
        guard source.id != destination.id else { throw .emptyingIntoItself(source.number) }
        var emptied = source
        var filled = destination
        for item in source.items {
            try move(itemNumbered: item.number, from: &emptied, to: &filled, at: date)
        }
        source = emptied
        destination = filled
    }

    private mutating func insert(_ item: Item) throws(InventoryError) {
        guard !items.contains(where: { $0.id == item.id || $0.number == item.number }) else {
            throw .itemAlreadyInBox(item.number, number)
        }
        let index = items.firstIndex { $0.number > item.number } ?? items.endIndex
        items.insert(item, at: index)
    }

    private mutating func extract(_ number: ItemNumber) throws(InventoryError) -> Item {
        guard let index = items.firstIndex(where: { $0.number == number }) else { throw .itemNotFound(number) }
        return items.remove(at: index)
    }

    private mutating func changeItem(
        _ number: ItemNumber, at date: Date, _ change: (inout Item) -> DomainEvent.Change?
    ) throws(InventoryError) {
        guard let index = items.firstIndex(where: { $0.number == number }) else { throw .itemNotFound(number) }
        guard let event = change(&items[index]) else { return }
        record(event, about: items[index], at: date)
    }
}
