import Foundation
import ToteApplication
import ToteDomain
import ToteHTTP
import TotePresentation

/// Presents the list of boxes: counted by status, mark and room, each count leading to its boxes.
struct BoxesPresenter: Sendable {
    func present(_ response: BoxesModels.List.Response) -> BoxesModels.List.ViewModel {
        let page = response.page
        let listing = response.listing
        let canChange = response.role.allows(.change)
        let ticked = Set(response.change.ticked)
        let filterSummary = Self.filterSummary(listing, count: page.totalCount)
        return BoxesModels.List.ViewModel(
            path: Self.href(listing, page: listing.page.number > 1 ? listing.page.number : nil), heading: "Boxes",
            summary: Counted(response.counts.total, "box", plural: "boxes").description,
            rows: page.entries.map { box in
                BoxesModels.List.Row(
                    number: box.number.description, value: String(box.number.value), href: Paths.box(box.number),
                    title: box.title.text, location: box.location?.text ?? "No location yet",
                    itemCount: Counted(box.itemCount, "item").description, moving: BoxPresenter.moving(box),
                    kind: box.kind == .place ? "Place" : nil, path: FindPresenter.path(response.paths[box.number]),
                    isTickable: canChange, isTicked: ticked.contains(String(box.number.value)),
                    thumbnail: PagePaths.member.cover(response.covers[.box(box.number)]))
            },
            emptyText: emptyText(page, isNarrowed: filterSummary != nil, canAdd: canChange),
            pagination: Pagination.of(page) { Self.href(listing, page: $0) },
            canAdd: canChange, form: response.form,
            error: response.failure.map { ErrorDescription($0).sentence },
            goTo: BoxModels.Field(
                value: response.goTo?.typed ?? "", error: response.goTo.map { ErrorDescription($0.error).sentence }),
            sortOptions: BoxListing.Order.allCases.map {
                BoxModels.Choice(value: $0.rawValue, label: Self.label(of: $0), isSelected: $0 == listing.order)
            },
            filter: listing.text ?? "",
            filterSummary: filterSummary,
            toolsOpen: filterSummary != nil || response.goTo != nil,
            counts: response.counts.total == 0 ? nil : Self.countGroups(response.counts, current: listing),
            room: listing.room?.text ?? "", rooms: response.counts.rooms.map(\.room.text),
            statusOptions: Self.choices(
                [("", "Any status")] + PackingStatus.allCases.map { ($0.rawValue, $0.rawValue) },
                selected: listing.status?.rawValue ?? ""),
            markOptions: Self.choices(
                [("", "Any marks")] + BoxMark.allCases.map { ($0.rawValue, EventSentence.words(for: $0)) },
                selected: listing.mark?.rawValue ?? ""),
            change: canChange ? changeForm(response) : nil)
    }

    private func changeForm(_ response: BoxesModels.List.Response) -> BoxesModels.List.ChangeFormView {
        let form = response.change
        return BoxesModels.List.ChangeFormView(
            numbers: form.numbers, everyListed: form.everyListed,
            everyLabel: "Every box this list shows (\(Counted.grouped(response.page.totalCount)))",
            room: form.room, clearRoom: form.clearRoom,
            statuses: Self.choices(
                [("", "Keep each box's status")] + PackingStatus.allCases.map { ($0.rawValue, $0.rawValue) },
                selected: form.status),
            fragile: Self.choices(
                [("", "Leave as it is"), ("mark", "Fragile"), ("unmark", "Not fragile")], selected: form.fragile),
            openFirst: Self.choices(
                [("", "Leave as it is"), ("mark", "Open first"), ("unmark", "Not open first")],
                selected: form.openFirst),
            error: response.changeFailure.map { ErrorDescription($0).sentence })
    }

    /// Each count leads to the boxes it counts, the one listed marked current; a kind no box has is left out.
    private static func countGroups(_ counts: BoxCounts, current: BoxListing) -> [BoxesModels.List.CountGroup] {
        let statuses = counts.statuses.map { counted in
            var only = BoxListing.all(.first)
            only.status = counted.kind
            return count(counted.kind.rawValue, counted.count, only, current: current)
        }
        let marks = counts.marks.map { counted in
            var only = BoxListing.all(.first)
            only.mark = counted.kind
            return count(EventSentence.words(for: counted.kind), counted.count, only, current: current)
        }
        let rooms = counts.rooms.map { counted in
            var only = BoxListing.all(.first)
            only.room = counted.room
            return count(counted.room.text, counted.expected, only, current: current)
        }
        return [("Status", statuses), ("Marks", marks), ("Rooms", rooms)].filter { !$0.1.isEmpty }.map {
            BoxesModels.List.CountGroup(label: $0.0, counts: $0.1)
        }
    }

    private static func count(_ label: String, _ count: Int, _ only: BoxListing, current: BoxListing)
        -> BoxesModels.List.Count
    {
        BoxesModels.List.Count(
            label: label, count: Counted.grouped(count), href: href(only, page: nil),
            isCurrent: only.room == current.room && only.status == current.status && only.mark == current.mark
                && current.text == nil)
    }

    private static func choices(_ options: [(String, String)], selected: String) -> [BoxModels.Choice] {
        options.map { BoxModels.Choice(value: $0.0, label: $0.1, isSelected: $0.0 == selected) }
    }

    private static func label(of order: BoxListing.Order) -> String {
        switch order {
        case .number: "Number"
        case .title: "Title"
        case .location: "Location"
        case .fullest: "Most items"
        }
    }

    /// "12 boxes for the Kitchen, sealed, fragile, with “attic” in the title or location."; nil for every box.
    private static func filterSummary(_ listing: BoxListing, count: Int) -> String? {
        let parts = [
            listing.room.map { "for the \($0.text)" }, listing.status?.rawValue,
            listing.mark.map(EventSentence.words(for:)), listing.text.map { "with “\($0)” in the title or location" },
        ].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        return "\(Counted(count, "box", plural: "boxes")) \(parts.joined(separator: ", "))."
    }

    /// The list's address, keeping its order and filters, on a page (the first without one).
    static func href(_ listing: BoxListing, page: Int?) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        let query = [
            page.map { "page=\($0)" }, listing.order == .number ? nil : "sort=\(listing.order.rawValue)",
            listing.text.map { "q=" + encoded($0) }, listing.room.map { "room=" + encoded($0.text) },
            listing.status.map { "status=\($0.rawValue)" }, listing.mark.map { "mark=\($0.rawValue)" },
        ].compactMap { $0 }
        return query.isEmpty ? Paths.boxes : Paths.boxes + "?" + query.joined(separator: "&")
    }

    private func emptyText(_ page: Page<BoxSummary>, isNarrowed: Bool, canAdd: Bool) -> String? {
        guard page.entries.isEmpty else { return nil }
        if page.totalCount > 0 { return "There are no boxes on this page." }
        if isNarrowed { return "No box is like that." }
        return canAdd ? "No boxes yet. Add the first one below." : "No boxes yet."
    }
}
