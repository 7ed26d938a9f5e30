/// Why the web app sends a person elsewhere before any use case runs.
enum WebError: Error, Equatable {
    /// The person belongs to no inventory yet, so there is nothing to show but the inventories page.
    case noInventory
}
