import ToteApplication
import TotePresentation

/// Words of the confirmation pages: what goes, what that means, and the button that does it.
struct ConfirmPresenter: Sendable {
    func present(_ response: ConfirmModels.Response) -> ConfirmModels.ViewModel {
        switch response {
        case .removeBox(let detail):
            let box = detail.box
            let items = Counted(box.itemCount, "item")
            let holding = box.itemCount == 0 ? "" : " and the \(items) in it"
            return ConfirmModels.ViewModel(
                title: "Remove box \(box.number)", question: "Remove box \(box.number) \(box.title.text)\(holding)?",
                consequence: "Its history stays. You can undo the removal from the message that confirms it.",
                action: Paths.box(box.number) + "/remove",
                fields: box.itemCount == 0 ? [] : [LayoutModels.HiddenField(name: "with_items", value: "yes")],
                destination: Self.destination(of: detail),
                confirmLabel: box.itemCount == 0 ? "Remove box \(box.number)" : "Remove box \(box.number) and \(items)",
                cancelHref: Paths.box(box.number), cancelLabel: "Keep it")
        case .removeMember(let member, let inventory):
            return ConfirmModels.ViewModel(
                title: "Remove \(member.displayName.text)",
                question: "Remove \(member.displayName.text) (@\(member.username.text)) from \(inventory.text)?",
                consequence: "They no longer see its boxes, and pages they have open stop updating. "
                    + "An owner can invite them again.",
                action: Paths.members + "/\(member.account)/remove", fields: [], destination: nil,
                confirmLabel: "Remove \(member.displayName.text)", cancelHref: Paths.members, cancelLabel: "Cancel")
        case .leave(let inventory):
            return ConfirmModels.ViewModel(
                title: "Leave \(inventory.text)", question: "Leave \(inventory.text)?",
                consequence: "You no longer see its boxes. To come back, an owner has to invite you again.",
                action: Paths.members + "/leave", fields: [], destination: nil, confirmLabel: "Leave \(inventory.text)",
                cancelHref: Paths.members, cancelLabel: "Stay")
        }
    }

    /// Where the boxes in a box to be removed go: the container it is in unless the person says otherwise.
    private static func destination(of detail: BoxDetail) -> ConfirmModels.ViewModel.Destination? {
        guard !detail.boxes.isEmpty else { return nil }
        let held = detail.boxes.map { "#\($0.number.value) \($0.title.text)" }.joined(separator: ", ")
        let these = detail.boxes.count == 1 ? "it" : "them"
        return ConfirmModels.ViewModel.Destination(
            label: "It holds \(held). Put \(these) into box or place",
            value: detail.containers.last.map { String($0.reference.number.value) } ?? "",
            hint:
                "A number such as 12 or #12; leave it empty and \(detail.boxes.count == 1 ? "it stands" : "they stand") "
                + "on \(detail.boxes.count == 1 ? "its" : "their") own. Undoing the removal packs \(these) back.")
    }
}
