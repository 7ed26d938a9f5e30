extension BoxModels {
    /// A one-field form: the value to show in it and the message of its last failure.
    struct Field: Sendable, Equatable {
        let value: String
        let error: String?
    }

    struct ItemRow: Sendable, Equatable {
        let anchor: String
        let number: String
        let title: String
        let quantity: String
        let note: String?
        let actionBase: String
        let rename: Field
        let quantityField: Field
        let move: Field
        let removeError: String?
    }

    struct AddItemForm: Sendable, Equatable {
        let title: String
        let quantity: String
        let note: String
        let error: String?
    }

    struct ViewModel: Sendable, Equatable {
        let number: String
        let title: String
        let location: String
        let note: String?
        let itemCount: String
        let actionBase: String
        let historyHref: String
        let items: [ItemRow]
        let emptyText: String?
        let pagination: Pagination?
        let canChange: Bool
        let rename: Field
        let relocate: Field
        let changeNote: Field
        let addItem: AddItemForm
        let empty: Field
        let removeError: String?
        let removeWarning: String?
    }
}

extension BoxModels.ViewModel: PageViewModel {
    static let template = "box"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { "\(number) \(title)" }
}
