import ToteApplication
import ToteDomain

/// One box with its items, and every change that can be made to them.
enum BoxModels {
    /// A change a form on the box page asks for, with the text as typed.
    enum Command: Sendable, Equatable {
        case rename(title: String)
        case relocate(location: String)
        case changeNote(note: String)
        case remove(withItems: Bool)
        case empty(into: String)
        case addItem(title: String, quantity: String, note: String)
        case renameItem(ItemNumber, title: String)
        case changeQuantity(ItemNumber, quantity: String)
        case moveItem(ItemNumber, into: String)
        case removeItem(ItemNumber)
    }

    /// A change that failed with an error the person can fix, to show next to its form.
    struct Failure: Sendable {
        let command: Command
        let error: any Error
    }

    enum Show {
        struct Request: Sendable {
            let box: BoxNumber
            let page: PageRequest
        }

        struct Response: Sendable {
            let detail: BoxDetail
            let role: Role
            let failure: Failure?
        }
    }

    enum Change {
        struct Request: Sendable {
            let box: BoxNumber
            let command: Command
        }
    }
}
