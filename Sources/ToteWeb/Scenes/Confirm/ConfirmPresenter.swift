import ToteApplication
import TotePresentation

/// Words of the confirmation pages: what goes, what that means, and the button that does it.
struct ConfirmPresenter: Sendable {
    func present(_ response: ConfirmModels.Response) -> ConfirmModels.ViewModel {
        switch response {
        case .removeBox(let box):
            let items = Counted(box.itemCount, "item")
            let holding = box.itemCount == 0 ? "" : " and the \(items) in it"
            return ConfirmModels.ViewModel(
                title: "Remove box \(box.number)", question: "Remove box \(box.number) \(box.title.text)\(holding)?",
                consequence: "Its history stays. You can undo the removal from the message that confirms it.",
                action: Paths.box(box.number) + "/remove",
                fields: box.itemCount == 0 ? [] : [LayoutModels.HiddenField(name: "with_items", value: "yes")],
                confirmLabel: box.itemCount == 0 ? "Remove box \(box.number)" : "Remove box \(box.number) and \(items)",
                cancelHref: Paths.box(box.number), cancelLabel: "Keep it")
        case .removeMember(let member, let inventory):
            return ConfirmModels.ViewModel(
                title: "Remove \(member.displayName.text)",
                question: "Remove \(member.displayName.text) (@\(member.username.text)) from \(inventory.text)?",
                consequence: "They no longer see its boxes, and pages they have open stop updating. "
                    + "An owner can invite them again.",
                action: Paths.members + "/\(member.account)/remove", fields: [],
                confirmLabel: "Remove \(member.displayName.text)", cancelHref: Paths.members, cancelLabel: "Cancel")
        case .leave(let inventory):
            return ConfirmModels.ViewModel(
                title: "Leave \(inventory.text)", question: "Leave \(inventory.text)?",
                consequence: "You no longer see its boxes. To come back, an owner has to invite you again.",
                action: Paths.members + "/leave", fields: [], confirmLabel: "Leave \(inventory.text)",
                cancelHref: Paths.members, cancelLabel: "Stay")
        }
    }
}
