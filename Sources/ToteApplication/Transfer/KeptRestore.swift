import ToteDomain

/// How a lossless export goes back into an inventory inside one transaction: only into an empty inventory (or one
/// emptied first when replacing), each box and item exactly as kept, the history in its order, and only a file
/// whose last line says it is whole.
struct KeptRestore {
    let session: any ImportSession
    private var expected: KeptCounts?
    private var read = KeptCounts(nextBoxNumber: 1, nextItemNumber: 1, boxes: 0, items: 0, events: 0, photos: 0)
    private var boxes: Set<BoxID> = []
    private var boxNumbers: Set<BoxNumber> = []
    /// Each packed box's container, with the box's number and line, checked once every box was read.
    private var containers: [BoxID: (container: BoxID, number: BoxNumber, line: Int)] = [:]
    /// The boxes of the file that are places rather than boxes.
    private var places: Set<BoxID> = []
    private var lastItem = 0
    private var pendingEvents: [DomainEvent] = []
    private var ended = false
    private var lastLine = 0

    init(session: any ImportSession) {
        self.session = session
    }

    /// Empties the inventory when `replace` is given; otherwise refuses one that holds anything.
    func prepare(replace: Bool) throws {
        guard try !session.isEmpty() else { return }
        guard replace else {
            throw ImportError(
                "the inventory is not empty; a whole inventory is imported into an empty one, or replaces the "
                    + "inventory when asked to (--replace)")
        }
        try session.clear()
    }

    mutating func carry(_ record: KeptRecord, line: Int) throws {
        lastLine = line
        guard !ended else { throw ImportError(line: line, "the file goes on after its last line") }
        guard let expected else {
            guard case .start(let counts) = record else {
                throw ImportError(line: line, "the file does not start with the header of a Tote inventory")
            }
            self.expected = counts
            read.nextBoxNumber = counts.nextBoxNumber
            read.nextItemNumber = counts.nextItemNumber
            return
        }
        switch record {
        case .start: throw ImportError(line: line, "a second header in the middle of the file")
        case .box(let kept): try put(kept, line: line, expected)
        case .item(let kept): try put(kept, line: line, expected)
        case .photo(let kept):
            do {
                try session.put(kept)
            } catch let error as InventoryError {
                throw ImportError(
                    line: line, "a photo of \(kept.photo.subject), which the file does not hold (\(error))")
            }
            read.photos += 1
        case .event(let event):
            pendingEvents.append(event)
            read.events += 1
            if pendingEvents.count == 1_000 { try flushEvents() }
        case .end(let counts):
            try Self.check(counts, against: expected, read: read, line: line)
            ended = true
        }
    }

    /// Stores what is left once every line was read, or refuses a file cut short.
    mutating func finish() throws {
        guard expected != nil else { throw ImportError("the file is empty") }
        guard ended else {
            throw ImportError(
                line: lastLine + 1, "the file ends before its last line: it was cut short after \(Self.words(read))")
        }
        try checkContainers()
        try flushEvents()
        try session.setCounters(nextBoxNumber: read.nextBoxNumber, nextItemNumber: read.nextItemNumber)
    }

    var report: ImportReport {
        var report = ImportReport()
        report.wholeInventory = true
        report.rows = lastLine
        report.boxesAdded = read.boxes
        report.itemsAdded = read.items
        report.eventsAdded = read.events
        report.photosAdded = read.photos
        return report
    }

    private mutating func put(_ kept: KeptBox, line: Int, _ expected: KeptCounts) throws {
        let number = kept.box.number
        guard number.value < expected.nextBoxNumber else {
            throw ImportError(line: line, "box \(number) is not below the next box number, \(expected.nextBoxNumber)")
        }
        guard boxNumbers.insert(number).inserted, boxes.insert(kept.box.id).inserted else {
            throw ImportError(line: line, "box \(number) is in the file twice")
        }
        if let container = kept.box.container { containers[kept.box.id] = (container, number, line) }
        if kept.box.kind == .place { places.insert(kept.box.id) }
        try session.put(kept)
        read.boxes += 1
    }

    /// Refuses a container that is no box of the file, a place inside a box, and boxes packed in one another round
    /// in a circle.
    private func checkContainers() throws {
        var standing: Set<BoxID> = []
        for (box, packed) in containers.sorted(by: { $0.value.line < $1.value.line }) {
            guard boxes.contains(packed.container) else {
                throw ImportError(line: packed.line, "box \(packed.number) is packed in a box the file does not hold")
            }
            guard !places.contains(box) || places.contains(packed.container) else {
                throw ImportError(
                    line: packed.line, "place \(packed.number) is inside a box; a place goes only into another place")
            }
            var seen: Set<BoxID> = [box]
            var next: BoxID? = packed.container
            while let id = next, !standing.contains(id) {
                guard seen.insert(id).inserted else {
                    throw ImportError(line: packed.line, "box \(packed.number) is packed inside itself")
                }
                next = containers[id]?.container
            }
            standing.formUnion(seen)
        }
    }

    private mutating func put(_ kept: KeptItem, line: Int, _ expected: KeptCounts) throws {
        let number = kept.item.number.value
        guard number > lastItem, number < expected.nextItemNumber else {
            throw ImportError(
                line: line,
                "item #\(number) is out of order: items come in the order of their numbers, each once, "
                    + "below the next item number, \(expected.nextItemNumber)")
        }
        guard boxes.contains(kept.item.box.id) else {
            throw ImportError(
                line: line, "item #\(number) is in box \(kept.item.box.number), which the file does not hold")
        }
        lastItem = number
        try session.put(kept)
        read.items += 1
    }

    private mutating func flushEvents() throws {
        try session.append(pendingEvents)
        pendingEvents.removeAll(keepingCapacity: true)
    }

    /// Refuses a last line that does not say what the first line said, or a file that held something else.
    private static func check(_ counts: KeptCounts, against expected: KeptCounts, read: KeptCounts, line: Int) throws {
        guard counts == expected else {
            let (last, first) = (words(counts), words(expected))
            throw ImportError(
                line: line,
                last == first
                    ? "the file's last line gives the next box and item numbers otherwise than its first line"
                    : "the file's last line says it holds \(last) but its first line says \(first)")
        }
        guard read == expected else {
            throw ImportError(line: line, "the file says it holds \(words(expected)) but \(words(read)) were read")
        }
    }

    private static func words(_ counts: KeptCounts) -> String {
        "\(counts.boxes) boxes, \(counts.items) items" + (counts.photos > 0 ? ", \(counts.photos) photos" : "")
            + " and \(counts.events) events"
    }
}
