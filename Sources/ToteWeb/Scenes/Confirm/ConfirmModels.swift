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
        /// The box, the boxes packed in it and the places and boxes it is in.
        case removeBox(BoxDetail)
        case removeMember(MemberSummary, inventory: InventoryName)
        case leave(inventory: InventoryName)
    }

    struct ViewModel: Sendable, Equatable {
        let title: String
        let question: String
        let consequence: String
        let action: String
        let fields: [LayoutModels.HiddenField]
        /// Where the boxes a box to be removed holds go; nil when it holds none.
        let destination: Destination?
        let confirmLabel: String
        let cancelHref: String
        let cancelLabel: String
    }
}

extension ConfirmModels.ViewModel {
    /// The field that says where the boxes in a removed box go, filled with the container it is in.
    struct Destination: Sendable, Equatable {
        let label: String
        let value: String
        let hint: String
    }
}

extension ConfirmModels.ViewModel: PageViewModel {
    static let template = "confirm"

    var pageTitle: String { title }
}
