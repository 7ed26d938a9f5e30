/// The form that moves, requantifies or removes the items ticked in a list (a box's page, search results), with what
/// was typed into it and the message of its last refusal. `back` is the page to return to, where that is not the
/// form's own box.
struct TickedItemsForm: Sendable, Equatable {
    let action: String
    var back: String? = nil
    var destination = ""
    var quantity = ""
    var error: String? = nil
}
