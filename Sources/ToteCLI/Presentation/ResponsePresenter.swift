import Foundation
import ToteDomain
import ToteJSON
import ToteJSONText
import TotePresentation

/// Turns a command's response into what it prints: lines for people, or a JSON document.
struct ResponsePresenter: Sendable {
    enum Format: Sendable {
        case text, json
    }

    let format: Format
    let timeZone: TimeZone
    /// The width tables fit; nil to show every cell whole.
    var columns: Int? = TextTable.defaultWidth

    /// The complete output, ending with a line break.
    func render(_ response: CommandResponse) throws -> String {
        switch format {
        case .text: TextTable.$availableColumns.withValue(columns) { text(for: response).map { $0 + "\n" }.joined() }
        case .json: JSONDocument.text(for: json(for: response)) + "\n"
        }
    }

    func text(for response: CommandResponse) -> [String] {
        switch response {
        case .unchanged(let shown): ["Nothing changed: it was like that already."] + text(for: shown)
        case .number(let number): [String(number)]
        case .numbers(let numbers): numbers.map(String.init)
        case .itemsAdded(let items, let box):
            [
                "Added \(Counted(items.count, "item")) to box \(box)"
                    + (items.first.map { first in
                        items.count == 1 ? ": \(first)." : ": \(first) to \(items.last ?? first)."
                    } ?? ".")
            ]
        case .box(let detail): BoxTextPresenter.lines(for: detail)
        case .removedBox(let detail, let events): BoxTextPresenter.removedLines(for: detail, events: events)
        case .boxes(let page, let paths): BoxTextPresenter.lines(for: page, paths: paths)
        case .changedBoxes(let boxes, let events): BoxTextPresenter.lines(forChanged: boxes, events: events)
        case .boxCounts(let counts): ArrivalsTextPresenter.lines(for: counts)
        case .arrivals(let rooms): ArrivalsTextPresenter.lines(for: rooms)
        case .labelsWritten(let files, let summary, _, _, _):
            ["Wrote \(summary) to " + files.joined(separator: ", ") + "."]
        case .roomArrivals(let room): ArrivalsTextPresenter.lines(for: room)
        case .item(let item): ItemTextPresenter.lines(for: item)
        case .removedItem(let item): ItemTextPresenter.removedLines(for: item)
        case .changedItems(let events, let named): ItemTextPresenter.lines(forChanged: events, named: named)
        case .removedItems(let removal): ItemTextPresenter.lines(forRemoved: removal.events)
        case .found(let results, let paths): SearchTextPresenter.lines(for: results, paths: paths)
        case .history(let page, let box):
            HistoryTextPresenter(timeZone: timeZone).lines(for: page, box: box)
        case .exported(let rows, let table, let path):
            // Written to standard output, the table is all there is to print.
            path.map { ["Exported \(Self.counted(rows, table)) to \($0)."] } ?? []
        case .imported(let report): ImportSentence.lines(for: report)
        case .photosAdded, .photos, .photoSaved, .cover, .removedPhoto: PhotoTextPresenter.lines(for: response)
        case .backedUp(let path): ["Backed up the store to \(path)."]
        case .restored(let backup, let previous):
            ["Restored the store from \(backup)."]
                + (previous.map { ["The store it replaced is kept at \($0)."] } ?? [])
        case .migrated(let source, let target, let counts):
            ["Copied \(source) to \(target): \(StoreCountsSentence.text(counts)); both stores hold as many of each."]
        case .user(let member):
            ["Added \(member.username) (\(member.displayName)) as \(member.role) of the local inventory."]
        case .passwordChanged(let username, let ended):
            [
                Sentence.standalone(
                    CredentialsSentence.text(
                        "changed the password of \(username); every session of that account ended", ended))
            ]
        case .loggedIn(let login): LoginTextPresenter.lines(forLoggedIn: login)
        case .loggedOut(let login): LoginTextPresenter.lines(forLoggedOut: login)
        case .login(let login): LoginTextPresenter.lines(for: login)
        case .inventories(let login): LoginTextPresenter.lines(forInventoriesOf: login)
        case .shareLinkMade, .shareLinks, .shareLinkWithdrawn:
            ShareTextPresenter(timeZone: timeZone).lines(for: response)
        }
    }

    func json(for response: CommandResponse) -> JSONValue {
        switch response {
        case .unchanged(let shown): json(for: shown)
        case .number(let number): .object(["number": .integer(number)])
        case .numbers(let numbers): .object(["numbers": .array(numbers.map(JSONValue.integer))])
        case .itemsAdded(let items, let box):
            .object(["box": .integer(box.value), "items": .array(items.map { .integer($0.value) })])
        case .box(let detail), .removedBox(let detail, _): InventoryJSON.box(detail)
        case .boxes(let page, let paths): PageJSON.page(page) { InventoryJSON.box($0, in: paths[$0.number] ?? []) }
        case .changedBoxes(let boxes, _): .array(boxes.map(InventoryJSON.box))
        case .boxCounts(let counts): MovingJSON.counts(counts)
        case .arrivals(let rooms): .array(rooms.map(MovingJSON.arrivals))
        case .labelsWritten(let files, _, let sheets, let labels, let layout):
            .object([
                "files": .array(files.map { .string($0) }), "sheets": .integer(sheets), "labels": .integer(labels),
                "layout": .string(layout),
            ])
        case .roomArrivals(let room): MovingJSON.arrivals(room)
        case .item(let item), .removedItem(let item): InventoryJSON.item(item)
        case .changedItems(let events, _):
            .object(["changedCount": .integer(Self.itemCount(events)), "changes": HistoryJSON.changes(events)])
        case .removedItems(let removal):
            RemovalJSON.removal(removal).with("changedCount", .integer(Self.itemCount(removal.events)))
        case .found(let results, let paths): SearchJSON.results(results, paths: paths)
        case .history(let page, _): PageJSON.page(page, HistoryJSON.entry)
        case .exported(let rows, let table, let path):
            .object(["rows": .integer(rows), "table": .string(table), "path": path.map { .string($0) } ?? .null])
        case .imported(let report): ImportJSON.report(report)
        case .photosAdded(let photos, _), .photos(let photos, _): .array(photos.map(PhotoJSON.photo))
        case .photoSaved(let contents, _, let path):
            .object([
                "photo": PhotoJSON.photo(contents.photo), "path": path.map { .string($0) } ?? .null,
                "mediaType": .string(contents.file.format.mediaType), "bytes": .integer(contents.file.data.count),
            ])
        case .cover(let photo), .removedPhoto(let photo): PhotoJSON.photo(photo)
        case .backedUp(let path): .object(["path": .string(path)])
        case .restored(let backup, let previous):
            .object(["restoredFrom": .string(backup), "previous": previous.map { .string($0) } ?? .null])
        case .migrated(let source, let target, let counts):
            .object([
                "from": .string(source), "to": .string(target),
                "counts": .object([
                    "inventories": .integer(counts.inventories), "accounts": .integer(counts.accounts),
                    "memberships": .integer(counts.memberships), "sessions": .integer(counts.sessions),
                    "invitations": .integer(counts.invitations), "apiTokens": .integer(counts.apiTokens),
                    "shareLinks": .integer(counts.shareLinks),
                    "boxes": .integer(counts.boxes), "items": .integer(counts.items), "events": .integer(counts.events),
                    "photos": .integer(counts.photos),
                ]),
            ])
        case .user(let member): AccessJSON.member(member)
        case .passwordChanged(let username, let ended):
            .object([
                "username": .string(username.text), "passwordChanged": .bool(true),
                "revokedTokens": .array(ended.revokedTokens.map(AccessJSON.apiToken)),
            ])
        case .loggedIn(let login), .login(let login), .inventories(let login): LoginTextPresenter.json(login)
        case .loggedOut(let logout):
            .object(["server": .string(logout?.server), "revoked": .bool(logout?.revoked == true)])
        case .shareLinkMade(let new, let address):
            ShareLinkJSON.new(new, url: ShareTextPresenter.url(of: new, at: address))
        case .shareLinks(let links): .array(links.map(ShareLinkJSON.link))
        case .shareLinkWithdrawn(let id): .object(["id": .string(id.description), "withdrawn": .bool(true)])
        }
    }

    /// "3 items", "1 box", "14 records": the rows of an export, named by what they are.
    private static func counted(_ rows: Int, _ table: String) -> Counted {
        Counted(rows, table == "boxes" ? "box" : String(table.dropLast()), plural: table)
    }

    /// How many items `events` changed.
    private static func itemCount(_ events: [DomainEvent]) -> Int {
        Set(events.compactMap(\.item?.number)).count
    }
}
