/// Why the web app refuses a request before any use case runs.
enum WebError: Error, Equatable, CustomStringConvertible {
    /// The form's CSRF field is missing or does not match the browser's cookie.
    case forgedForm
    /// The person belongs to no inventory yet, so there is nothing to show but the inventories page.
    case noInventory
    /// No page answers this path.
    case pageNotFound

    var description: String {
        switch self {
        case .forgedForm: "this form is out of date or did not come from Tote; reload the page and try again"
        case .noInventory: "you are not a member of any inventory yet"
        case .pageNotFound: "there is no such page"
        }
    }
}
