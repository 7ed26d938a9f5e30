import ToteDomain

/// A scene's view model as a page: the template that renders it and what the layout around it shows.
///
/// Each scene declares this once, next to its view model, so the scene's own files say which template it uses.
protocol PageViewModel: Sendable {
    /// The template in the `Templates` folder that renders this view model, named without `.mustache`.
    static var template: String { get }
    /// The part of the app the navigation marks as current; nil for a page outside the navigation.
    static var section: LayoutModels.Section? { get }
    /// The page's title, in words.
    var pageTitle: String { get }
    /// What the header's search field holds.
    var search: String { get }
    /// The page's own address, for a page that forms post to another one: shown again after a refused form, it
    /// tells the browser where it is, so that reloading, sharing and live updates use that address. Nil for a page
    /// only ever shown at its own address.
    var pagePath: String? { get }
    /// Which live changes the page shows: nil for every change of the inventory, ``LiveScope/none`` for none, or
    /// those of one box.
    var liveScope: LiveScope? { get }
    /// The share link a page was opened with; nil on a member's page.
    var share: LayoutModels.Share? { get }
}

/// The changes a page is fetched again for when they happen, so that a change elsewhere costs it nothing.
enum LiveScope: Sendable, Equatable {
    /// Changes of boxes and items never show on the page (the account, the members).
    case none
    /// Only changes in this box, or of items moving into or out of it.
    case box(BoxNumber)

    /// As the page's script reads it from `data-live`: `none`, or `box:12`.
    var attribute: String {
        switch self {
        case .none: "none"
        case .box(let number): "box:\(number.value)"
        }
    }
}

extension PageViewModel {
    static var section: LayoutModels.Section? { nil }

    var search: String { "" }

    var pagePath: String? { nil }

    var liveScope: LiveScope? { nil }

    var share: LayoutModels.Share? { nil }
}
