import ToteApplication
import ToteDomain

/// The pages a share link opens, for someone without an account: the shared boxes, one box with its items and
/// photos, and a search among them. Nothing on them changes anything, and none names a member or shows the history.
enum SharedModels {
    /// The link a page was opened with: what it shares, and where its pages are.
    struct Opened: Sendable {
        let shared: SharedInventory
        let paths: PagePaths
    }

    enum Boxes {
        struct Response: Sendable {
            let opened: Opened
            let boxes: SharedBoxes
        }

        struct Row: Sendable, Equatable {
            let number: String
            let title: String
            let location: String
            let itemCount: String
            let moving: String?
            let href: String
            let thumbnail: String?
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let summary: String
            let rows: [Row]
            let emptyText: String?
            let pagination: Pagination?
            let header: LayoutModels.Share
        }
    }

    enum Box {
        struct Response: Sendable {
            let opened: Opened
            let box: SharedBox
        }

        struct ViewModel: Sendable, Equatable {
            let number: String
            let title: String
            let location: String
            let note: String?
            let itemCount: String
            let moving: String?
            let photos: PhotoGallery
            let items: [BoxModels.ItemRow]
            let emptyText: String?
            let pagination: Pagination?
            let back: String
            let header: LayoutModels.Share
            let live: LiveScope
        }
    }

    enum Find {
        struct ViewModel: Sendable, Equatable {
            let find: FindModels.Search.ViewModel
            let header: LayoutModels.Share
        }
    }
}

extension SharedModels.Boxes.ViewModel: PageViewModel {
    static let template = "shared-boxes"
    var pageTitle: String { heading }
    var share: LayoutModels.Share? { header }
}

extension SharedModels.Box.ViewModel: PageViewModel {
    static let template = "shared-box"
    var pageTitle: String { "\(number) \(title)" }
    var share: LayoutModels.Share? { header }
    var liveScope: LiveScope? { live }
}

extension SharedModels.Find.ViewModel: PageViewModel {
    static let template = "shared-find"
    var pageTitle: String { find.query.isEmpty ? find.heading : "\(find.heading): \(find.query)" }
    var search: String { find.query }
    var share: LayoutModels.Share? { LayoutModels.Share(header, search: find.query) }
}
