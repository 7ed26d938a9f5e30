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
}

extension PageViewModel {
    static var section: LayoutModels.Section? { nil }

    var search: String { "" }
}
