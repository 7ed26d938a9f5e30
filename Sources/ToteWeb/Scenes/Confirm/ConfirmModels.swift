import ToteApplication
import ToteDomain

/// The step between pressing a button that removes something hard to put back and removing it: the page says what
/// will go and asks once more.
enum ConfirmModels {
    /// What the person is about to do.
    enum Request: Sendable {
        case removeBox(BoxNumber)
        case removeMember(AccountID)
        case leave
    }

    enum Response: Sendable {
        case removeBox(BoxSummary)
        case removeMember(MemberSummary, inventory: InventoryName)
        case leave(inventory: InventoryName)
    }

    struct ViewModel: Sendable, Equatable {
        let title: String
        let question: String
        let consequence: String
        let action: String
        let fields: [LayoutModels.HiddenField]
        let confirmLabel: String
        let cancelHref: String
        let cancelLabel: String
    }
}

extension ConfirmModels.ViewModel: PageViewModel {
    static let template = "confirm"

    var pageTitle: String { title }
}
