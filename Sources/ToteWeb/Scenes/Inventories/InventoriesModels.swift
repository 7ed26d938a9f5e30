import ToteApplication
import ToteDomain

/// The inventories a person belongs to: switching between them and making a new one.
enum InventoriesModels {
    enum Command: Sendable, Equatable {
        case switchTo(String)
        case create(name: String)
    }

    enum Show {
        struct Response: Sendable {
            let inventories: [InventorySummary]
            let current: InventoryID?
            let typedName: String
            let failure: (any Error)?
        }

        struct Row: Sendable, Equatable {
            let id: String
            let name: String
            let role: String
            let isCurrent: Bool
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let rows: [Row]
            let emptyText: String?
            let typedName: String
            let error: String?
        }
    }
}

extension InventoriesModels.Show.ViewModel: PageViewModel {
    var liveScope: LiveScope? { LiveScope.none }

    static let template = "inventories"
    static let section: LayoutModels.Section? = .inventories

    var pageTitle: String { heading }
    var pagePath: String? { Paths.inventories }
}
