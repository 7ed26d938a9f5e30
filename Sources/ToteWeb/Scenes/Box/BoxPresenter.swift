import ToteApplication
import ToteDomain
import ToteHTTP
import TotePresentation

/// Presents a box with its items; the forms show what was typed and the message when a change failed.
struct BoxPresenter: Sendable {
    func present(_ response: BoxModels.Show.Response) -> BoxModels.ViewModel {
        let box = response.detail.box
        let failure = response.failure
        let actionBase = Paths.box(box.number)
        let canChange = response.role.allows(.change)
        return BoxModels.ViewModel(
            number: box.number.description, title: box.title.text, kind: box.kind == .place ? "Place" : nil,
            location: box.location?.text ?? "No location yet",
            note: box.note?.text, itemCount: Counted(box.itemCount, "item").description,
            containers: response.detail.containers.map(BoxModels.BoxLink.init),
            pathLead: response.detail.containers.last?.kind == .place ? "In" : "Packed in",
            isPacked: !response.detail.containers.isEmpty,
            boxes: response.detail.boxes.map { BoxModels.BoxLink($0.step) },
            holdsBoxes: !response.detail.boxes.isEmpty,
            moving: Self.moving(box), arrivalsHref: box.room.map(ArrivalsPresenter.href),
            moveForm: canChange
                ? BoxModels.MoveForm(
                    room: box.room?.text ?? "", rooms: response.rooms.map(\.text),
                    statuses: PackingStatus.allCases.map {
                        .init(value: $0.rawValue, label: $0.rawValue, isSelected: $0 == box.status)
                    },
                    fragile: box.marks.contains(.fragile), openFirst: box.marks.contains(.openFirst)) : nil,
            actionBase: actionBase,
            historyHref: Paths.history(of: box.number),
            labelHref: Paths.labels(of: box.number, contentsSheet: false),
            contentsSheetHref: Paths.labels(of: box.number, contentsSheet: true),
            items: response.detail.items.entries.map {
                var row = Self.row(for: $0, cover: response.covers[.item($0.number)], paths: .member)
                row.tick = canChange ? String($0.number.value) : nil
                return row
            },
            selection: canChange && !response.detail.items.entries.isEmpty
                ? Self.tickedForm(action: actionBase + "/ticked", failure) : nil,
            photos: PhotoGallery(
                response.photos, of: .box(box.number), base: actionBase, canChange: canChange,
                error: Self.message(failure) { $0.isAboutPhotos && $0.item == nil ? "" : nil }),
            emptyText: Self.emptyText(response.detail.items, canChange: canChange),
            pagination: Pagination.of(response.detail.items) { "\(actionBase)?page=\($0)" },
            canChange: canChange,
            details: Self.detailsForm(
                current: [.title: box.title.text, .location: box.location?.text ?? "", .note: box.note?.text ?? ""],
                version: box.version, failure
            ) { if case .edit(let details) = $0 { details } else { nil } },
            addItem: addItemForm(failure, added: response.added),
            empty: Self.field("", failure) { if case .empty(let into) = $0 { into } else { nil } },
            pack: Self.field("", failure) { if case .pack(let into) = $0 { into } else { nil } },
            removeError: Self.message(failure) { if case .remove = $0 { "" } else { nil } },
            removeWarning: Self.removeWarning(box, holding: response.detail.boxes.count),
            removeAsksFirst: box.itemCount > 0 || !response.detail.boxes.isEmpty,
            removeAsksLabel: "Remove \(box.kind == .place ? "place" : "box") \(box.number)"
                + (box.itemCount > 0 ? " and its items…" : "…"),
            live: .box(box.number))
    }

    /// What removing the box takes with it, and that the boxes in it go where the person says.
    private static func removeWarning(_ box: BoxSummary, holding boxes: Int) -> String? {
        var warnings: [String] = []
        if box.itemCount > 0 {
            warnings.append(
                "It holds \(Counted(box.itemCount, "item").description); removing the box removes "
                    + (box.itemCount == 1 ? "it" : "them") + " too.")
        }
        if boxes > 0 {
            warnings.append(
                boxes == 1
                    ? "The box in it stays: you say where it goes."
                    : "The \(boxes) boxes in it stay: you say where they go.")
        }
        return warnings.isEmpty ? nil : warnings.joined(separator: " ")
    }

    /// The message the next page shows after a change, with the form that undoes it; nil when nothing changed.
    func flash(for outcome: BoxModels.Outcome) -> Flash? {
        let sentence = ChangeSentence()
        switch outcome {
        case .changed(let events):
            return sentence.text(for: events).map { Flash(message: Sentence.standalone($0)) }
        case .packed(let events):
            guard let text = sentence.text(for: events), let event = events.first,
                case .boxMoved(let from, _) = event.change
            else { return nil }
            let undo = Flash.Undo(
                action: Paths.box(event.box.number) + "/pack",
                fields: ["destination": from.map { String($0.number.value) } ?? ""])
            return Flash(message: Sentence.standalone(text), undo: undo)
        case .moved(let events, let home):
            guard let text = sentence.text(for: events) else { return nil }
            let items = NumberSelection.text(events.compactMap(\.item?.number))
            let undo = Flash.Undo(
                action: Paths.moveBack(into: home),
                fields: ["items": items, "from": events.first.map { String($0.box.number.value) } ?? ""])
            return Flash(message: Sentence.standalone(text), undo: undo)
        case .removed(let response, let home):
            guard let text = sentence.text(for: response.events) else { return nil }
            let undo = Flash.Undo(
                action: Paths.undoRemoval(into: home), fields: ["removal": response.removal.description])
            return Flash(message: Sentence.standalone(text), undo: undo)
        case .said(let text):
            return Flash(message: text)
        }
    }

    /// The room, status and marks of a box in a move, or nil for a box that is not in one.
    static func moving(_ box: BoxSummary) -> String? {
        guard box.room != nil || box.status != .packing || !box.marks.isEmpty else { return nil }
        let marks = BoxMark.allCases.filter(box.marks.contains).map(EventSentence.words(for:))
        return ([box.room.map { "For the \($0)" }, box.status.rawValue] + marks).compactMap { $0 }
            .joined(separator: " · ")
    }

    /// An item as its box's page lists it, leading to its own page (a member's) or to itself (a share link's).
    static func row(for item: ItemSummary, cover: Photo?, paths: PagePaths) -> BoxModels.ItemRow {
        BoxModels.ItemRow(
            anchor: PagePaths.anchor(of: item.number), number: item.number.description, title: item.title.text,
            quantity: "× \(item.quantity.value)", note: item.note?.text,
            href: paths.item(item.number, in: item.box.number), thumbnail: paths.cover(cover))
    }

    /// The form for the ticked items: empty, or as typed with its message after it was refused.
    private static func tickedForm(action: String, _ failure: BoxModels.Failure?) -> TickedItemsForm {
        guard let failure, case .changeTicked(let change) = failure.command else {
            return TickedItemsForm(action: action)
        }
        return TickedItemsForm(
            action: action, destination: change.destination, quantity: change.quantity,
            error: ErrorDescription(failure.error).sentence)
    }

    private func addItemForm(_ failure: BoxModels.Failure?, added: ItemSummary?) -> BoxModels.AddItemForm {
        guard let failure, case .addItem(let title, let quantity, let note) = failure.command else {
            return BoxModels.AddItemForm(
                title: "", quantity: "1", note: "", error: nil, confirmation: added.map(Self.confirmation),
                hasFocus: added != nil)
        }
        let field = (failure.error as? ValidationError)?.field
        return BoxModels.AddItemForm(
            title: title, quantity: quantity, note: note, error: ErrorDescription(failure.error).sentence,
            confirmation: nil, hasFocus: field != .quantity && field != .note, titleInvalid: field == .title,
            quantityInvalid: field == .quantity, noteInvalid: field == .note)
    }

    /// "Added item #12 Kettle." or, for several, "Added item #12 Cups (quantity 4)."
    private static func confirmation(of item: ItemSummary) -> String {
        let quantity = item.quantity.value > 1 ? " (quantity \(item.quantity.value))" : ""
        return "Added item \(item.number) \(item.title.text)\(quantity)."
    }

    /// The form's typed value and message when `failure` came from it, else its current value.
    static func field(
        _ current: String, _ failure: BoxModels.Failure?, typed: (BoxModels.Command) -> String?
    ) -> BoxModels.Field {
        guard let failure, let value = typed(failure.command) else {
            return BoxModels.Field(value: current, error: nil)
        }
        return BoxModels.Field(value: value, error: ErrorDescription(failure.error).sentence)
    }

    /// The one form of a box's or an item's details: the current values, or, after `failure` came from this form,
    /// what was typed, with the message beside the field it is about (or above the form, when it is about none),
    /// and the version as it is now, so that sending the form again applies it over what changed since.
    static func detailsForm(
        current: [ValidationError.Field: String], version: Int, _ failure: BoxModels.Failure?,
        sent: (BoxModels.Command) -> BoxModels.Details?
    ) -> BoxModels.DetailsForm {
        let details = failure.flatMap { sent($0.command) }
        let refused = (failure?.error as? ValidationError)?.field
        let message = failure.map { ErrorDescription($0.error).sentence }
        func field(_ name: ValidationError.Field) -> BoxModels.Field {
            BoxModels.Field(
                value: details?.typed(name) ?? current[name] ?? "",
                error: details != nil && refused == name ? message : nil)
        }
        let isAboutAField = refused.map { current.keys.contains($0) } ?? false
        return BoxModels.DetailsForm(
            title: field(.title), location: field(.location), quantity: field(.quantity), note: field(.note),
            error: details != nil && !isAboutAField ? message : nil, version: String(version))
    }

    static func message(_ failure: BoxModels.Failure?, from form: (BoxModels.Command) -> String?) -> String? {
        guard let failure, form(failure.command) != nil else { return nil }
        return ErrorDescription(failure.error).sentence
    }

    static func emptyText(_ items: Page<ItemSummary>, canChange: Bool) -> String? {
        guard items.entries.isEmpty else { return nil }
        if items.totalCount > 0 { return "There are no items on this page." }
        return canChange ? "This box is empty. Add what you pack into it above." : "This box is empty."
    }
}
