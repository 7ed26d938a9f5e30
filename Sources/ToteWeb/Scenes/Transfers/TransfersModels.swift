/// Importing and exporting from the browser: the page that starts either, and the page of one job while it runs and
/// once it ended.
enum TransfersModels {
    /// One file the inventory can be exported as.
    struct Export: Sendable, Equatable {
        let format: String
        let table: String
        let label: String
        let detail: String
    }

    struct ViewModel: Sendable, Equatable {
        let heading: String
        let exports: [Export]
        /// Whether the person may import: editors and owners.
        let canImport: Bool
        /// Whether the person may replace the whole inventory: owners.
        let canReplace: Bool
        let error: String?
    }

    struct JobViewModel: Sendable, Equatable {
        let heading: String
        let isRunning: Bool
        let progress: String
        let percent: Int?
        /// What an import did, in sentences.
        let report: [String]
        /// An export's file, once it is written.
        let download: Download?
        let error: String?
    }

    /// Where a file is fetched, and the name it is saved under.
    struct Download: Sendable, Equatable {
        let href: String
        let name: String
    }
}

extension TransfersModels.ViewModel: PageViewModel {
    static let template = "transfers"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { heading }
}

extension TransfersModels.JobViewModel: PageViewModel {
    static let template = "transfer-job"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { heading }
}
