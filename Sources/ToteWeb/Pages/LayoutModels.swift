import ToteApplication
import ToteDomain

/// The page around every scene: header with the inventory and its switcher, navigation and search.
enum LayoutModels {
    /// The part of the app a page belongs to, so the navigation can mark it.
    enum Section: Sendable, CaseIterable {
        case boxes, scan, find, history, members, account, inventories
    }

    /// The logged-in person and the inventories they can switch between.
    struct Person: Sendable {
        let displayName: DisplayName
        let inventories: [InventorySummary]
        let current: InventoryID?
    }

    struct Response: Sendable {
        /// The page's title, already in words.
        let title: String
        let csrf: CSRFToken
        let person: Person?
        let section: Section?
        let search: String
        var path: String? = nil
        /// What the last change did, left by the page that made it.
        var flash: Flash? = nil
        /// The page's key for its forms (``LayoutViewModel/formKey``).
        var formKey = ""
        /// The address the page was asked for (``LayoutViewModel/here``).
        var here = ""
        var liveScope: LiveScope? = nil
        /// The link a page was opened with, for a visitor without an account; nil on a member's page.
        var share: Share? = nil
    }

    /// What a page opened with a share link says of it, in words and addresses: in place of a member's header.
    struct Share: Sendable, Equatable {
        /// The inventory's name.
        let inventory: String
        /// What the link shows: "The boxes for the Kitchen".
        let scope: String
        /// "Read-only, until 28 December 2026".
        let expires: String
        let note: String?
        /// The link's list of boxes, its search and its live events.
        let home: String
        let find: String
        let events: String
        let search: String
    }

    struct NavLink: Sendable, Equatable {
        let label: String
        let href: String
        let isCurrent: Bool
    }

    struct InventoryOption: Sendable, Equatable {
        let id: String
        let name: String
        let isSelected: Bool
    }

    struct HiddenField: Sendable, Equatable {
        let name: String
        let value: String
    }

    struct UndoForm: Sendable, Equatable {
        let action: String
        let fields: [HiddenField]
    }

    struct FlashMessage: Sendable, Equatable {
        let message: String
        let isError: Bool
        let undo: UndoForm?
        /// A form to fill in again, as JSON for the pages' script: `{"action", "fields"}`.
        let resume: String?
    }

    struct Header: Sendable, Equatable {
        let person: String
        /// Nil on a page that is about no inventory of theirs, such as a page that is not there.
        let currentInventory: String?
        let inventories: [InventoryOption]
        let canSwitch: Bool
        /// The scan screen, one tap away in the bar at the top of every page.
        let scan: NavLink
        let navigation: [NavLink]
        let search: String
        /// False on the find page, which has its own search form: one per page.
        let hasSearch: Bool
    }
}

/// What the layout template shows around a scene's content.
struct LayoutViewModel: Sendable, Equatable {
    let title: String
    let csrf: String
    /// New on every page: each form sends it, so that a form sent twice is carried out once.
    var formKey = ""
    /// The page's own address, which its forms send along: a form that cannot be sent comes back to it.
    var here = ""
    /// Nil for someone who is not logged in: no navigation, search or live updates.
    let header: LayoutModels.Header?
    /// The page's own address when it differs from the one a form posted to (``PageViewModel/pagePath``).
    var path: String? = nil
    var flash: LayoutModels.FlashMessage? = nil
    /// ``LiveScope/attribute``; nil when every change of the inventory may show on the page.
    var live: String? = nil
    /// The share link the page was opened with; nil on a member's page.
    var share: LayoutModels.Share? = nil
}
