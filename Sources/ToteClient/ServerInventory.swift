import ToteApplication
import ToteDomain

/// One inventory of a Tote server, read through its API as a store is read: the network side of the inventory's
/// query port. It answers with the same read models the local store gives, so the command line presents them alike.
public struct ServerInventory: InventoryQueries {
    public let access: ServerAccess
    public let inventory: InventoryID

    public init(server: ToteServer, inventory: InventoryID) {
        access = ServerAccess(server: server)
        self.inventory = inventory
    }

    var path: String { inventory.description }

    /// The boxes a listing names, by number and what they are narrowed to; the web's orders and text filter are
    /// not offered by the API.
    public func listBoxes(_ listing: BoxListing) async throws -> Page<BoxSummary> {
        guard listing.order == .number, listing.text == nil else {
            throw ServerUnsupported("listing boxes in another order or by their text")
        }
        let page = try await access.call {
            try await access.server.client().listBoxes(
                path: .init(inventoryId: path),
                query: .init(
                    page: listing.page.number, perPage: listing.page.size,
                    numbers: listing.numbers.map(Self.ranges), room: listing.room?.text,
                    status: listing.status.flatMap { .init(rawValue: $0.rawValue) },
                    mark: listing.mark.flatMap { .init(rawValue: $0.rawValue) })
            ).ok.body.json
        }
        return try ServerReadings.page(
            try page.entries.map(ServerReadings.box), number: page.page, size: page.perPage, total: page.totalCount)
    }

    /// Numbers as the ranges they make, "2-40,45", so that thousands of boxes fit in an address.
    static func ranges(_ numbers: [BoxNumber]) -> String {
        NumberRuns.runs(numbers.map(\.value)).map {
            $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)"
        }
        .joined(separator: ",")
    }

    public func showBox(_ number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail {
        let detail = try await access.call {
            try await access.server.client().getBox(
                path: .init(inventoryId: path, box: number.value), query: .init(page: page.number, perPage: page.size)
            ).ok.body.json
        }
        return try ServerReadings.detail(detail)
    }

    /// Read from the boxes list, which says where each box listed is: up to a page of boxes a request.
    public func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]] {
        var paths: [BoxNumber: [PathStep]] = [:]
        let distinct = Set(numbers).sorted { $0.value < $1.value }
        let size = PageRequest.sizes.upperBound
        for start in stride(from: 0, to: distinct.count, by: size) {
            let chunk = Array(distinct[start..<min(start + size, distinct.count)])
            let page = try await access.call {
                try await access.server.client().listBoxes(
                    path: .init(inventoryId: path),
                    query: .init(page: 1, perPage: chunk.count, numbers: Self.ranges(chunk))
                ).ok.body.json
            }
            for box in page.entries {
                let containers = try (box.containers ?? []).map(ServerReadings.step)
                if !containers.isEmpty { paths[try BoxNumber(box.number)] = containers }
            }
        }
        return paths
    }

    /// Boxes and items matching `text`, as the server found them; it searches every kind.
    public func search(_ text: String, _ page: PageRequest, kinds: [SearchHit.Kind]) async throws -> SearchResults {
        guard Set(kinds) == Set(SearchHit.Kind.allCases) else { throw ServerUnsupported("searching one kind only") }
        let results = try await access.call {
            try await access.server.client().search(
                path: .init(inventoryId: path), query: .init(q: text, page: page.number, perPage: page.size)
            ).ok.body.json
        }
        return SearchResults(
            hits: try results.entries.map { hit in
                switch hit {
                case .case1(let box): .box(try ServerReadings.box(box.box))
                case .case2(let item): .item(try ServerReadings.item(item.item))
                }
            }, request: try PageRequest(number: results.page, size: results.perPage),
            totalCount: results.totalCount, isTotalExact: results.totalCountIsExact,
            query: try SearchQuery(results.searched), typed: results.typed)
    }

    public func boxCounts() async throws -> BoxCounts {
        let counts = try await access.call {
            try await access.server.client().countBoxes(path: .init(inventoryId: path)).ok.body.json
        }
        var statuses: [PackingStatus: Int] = [:]
        for count in counts.statuses {
            guard let status = PackingStatus(rawValue: count.status.rawValue) else {
                throw ServerReadings.unreadable("a status")
            }
            statuses[status] = count.count
        }
        var marks: [BoxMark: Int] = [:]
        for count in counts.marks {
            guard let mark = BoxMark(rawValue: count.mark.rawValue) else { throw ServerReadings.unreadable("a mark") }
            marks[mark] = count.count
        }
        return BoxCounts(statuses: statuses, marks: marks, rooms: try counts.rooms.map(ServerReadings.arrivals))
    }

    public func arrivals() async throws -> [RoomArrivals] {
        let answer = try await access.call {
            try await access.server.client().arrivals(path: .init(inventoryId: path)).ok.body.json
        }
        guard case .case1(let rooms) = answer else { throw ServerReadings.unreadable("one room for every room") }
        return try rooms.map(ServerReadings.arrivals)
    }

    public func arrivals(in room: Room) async throws -> RoomArrivalsDetail {
        let answer = try await access.call {
            try await access.server.client().arrivals(path: .init(inventoryId: path), query: .init(room: room.text))
                .ok.body.json
        }
        guard case .RoomArrivalsWithBoxes(let detail) = answer else {
            throw ServerReadings.unreadable("every room for one room")
        }
        return RoomArrivalsDetail(
            arrivals: RoomArrivals(
                room: try Room(stored: detail.room), expected: detail.expected, arrived: detail.arrived),
            boxes: try detail.boxes.map(ServerReadings.box))
    }

    public func showItem(_ number: ItemNumber) async throws -> ItemSummary {
        let item = try await access.call {
            try await access.server.client().getItem(path: .init(inventoryId: path, item: number.value)).ok.body.json
        }
        return try ServerReadings.item(item)
    }
}
