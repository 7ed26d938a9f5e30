import ToteApplication
import ToteDomain

/// Scanning at the box: a box's label (or its number, typed for a torn one) opens the box, or moves it on in a move
/// with one scan each, counted toward the whole move.
enum ScanModels {
    /// What each scan does, chosen before scanning: `move` takes two scans, a box and then where it goes.
    enum Mode: String, Sendable, CaseIterable {
        case open, sealed, loaded, arrived, move

        /// The status a scan sets; nil when it only opens the box.
        var status: PackingStatus? { PackingStatus(rawValue: rawValue) }
    }

    enum Show {
        struct ViewModel: Sendable, Equatable {
            struct ModeOption: Sendable, Equatable {
                let value: String
                let label: String
                let hint: String
            }

            let modes: [ModeOption]
            /// Whether the person may change boxes; a viewer can only open them.
            let canChange: Bool
            /// Whether this server reads pictures for phones whose browser cannot.
            let serverReads: Bool
        }
    }

    /// One scanned label or typed number, found in the inventory without changing anything.
    enum Find {
        struct Request: Sendable {
            /// The text of the scanned code, or nil when a number was typed.
            let label: String?
            let typed: String?
        }
    }

    /// One scan that moves a box on.
    enum Mark {
        struct Request: Sendable {
            let box: Find.Request
            let status: PackingStatus
        }

        struct Response: Sendable {
            /// The box as it was before the scan.
            let box: BoxSummary
            let status: PackingStatus
            let changed: Bool
            let progress: MoveProgress
        }
    }

    /// Two scans that move a box: the box, then the box or place it goes into (or none, to take it out, as the undo
    /// of a move does for a box that stood on its own).
    enum Move {
        struct Request: Sendable {
            let box: Find.Request
            /// Nil to take the box out of whatever it is in.
            let destination: Find.Request?
        }

        struct Response: Sendable {
            /// The box moved, and where it went (nil: out of everything).
            let box: BoxSummary
            let destination: BoxSummary?
            /// Where it was before: what the undo sends it back into; nil when it stood on its own.
            let was: BoxReference?
            let changed: Bool
        }
    }
}

extension ScanModels.Show.ViewModel: PageViewModel {
    static let template = "scan"
    static let section: LayoutModels.Section? = .scan

    var pageTitle: String { "Scan" }
    /// Never fetched again while open: that would take the camera away. Each scan brings the counts up to date.
    var liveScope: LiveScope? { LiveScope.none }
}
