import ToteApplication
import ToteDomain

/// What a command answers, before it is presented as text or JSON.
enum CommandResponse: Sendable {
    /// A change that found nothing to change: what was asked for held already. Shown as the answer it wraps.
    indirect case unchanged(CommandResponse)
    /// Only the number of what was just added, for scripts (`--quiet`).
    case number(Int)
    /// Only the numbers of the items just added from a list, one a line (`--quiet`).
    case numbers([Int])
    /// Items just added to a box from a list, in the order of the list.
    case itemsAdded([ItemNumber], to: BoxNumber)
    /// A box with its items: shown, created, changed, or the destination of an emptying.
    case box(BoxDetail)
    /// A box as it was just before it was removed.
    /// A box removed, as it was, with the events of its removal (which tell where the boxes it held went).
    case removedBox(BoxDetail, events: [DomainEvent])
    /// A page of boxes, with the places and boxes each is in (none for a box on its own).
    case boxes(Page<BoxSummary>, paths: [BoxNumber: [PathStep]])
    /// Label sheets written to files.
    case labelsWritten(files: [String], summary: String, sheets: Int, labels: Int, layout: String)
    /// Every box counted by status, mark and room.
    case boxCounts(BoxCounts)
    /// Every room boxes go to, with how many have arrived.
    case arrivals([RoomArrivals])
    /// One room's boxes, arrived and still to come.
    case roomArrivals(RoomArrivalsDetail)
    /// Boxes just given a room, a status or a mark, with the events that recorded it.
    case changedBoxes([BoxSummary], events: [DomainEvent])
    /// An item: shown, created or changed.
    case item(ItemSummary)
    /// An item as it was just before it was removed.
    case removedItem(ItemSummary)
    /// Items just moved or given a quantity together: the events that recorded it, and how many items were named.
    case changedItems(events: [DomainEvent], named: Int)
    /// Items just removed together, and the handle that undoes it.
    case removedItems(RemovalResponse)
    /// What a search found: boxes, then items.
    /// What a search found, with the places and boxes each box found, and each found item's box, is in.
    case found(SearchResults, paths: [BoxNumber: [PathStep]])
    /// The history of the whole inventory, or of one box.
    case history(Page<HistoryEntry>, box: BoxNumber?)
    /// Rows of a table written to a file, or (nil) to standard output.
    case exported(rows: Int, table: String, path: String?)
    /// Photos just added to a box or item.
    case photosAdded([Photo], to: PhotoSubject)
    /// The photos of a box or item.
    case photos([Photo], of: PhotoSubject)
    /// A photo's bytes (or its thumbnail's) written to this path, or (nil) to standard output.
    case photoSaved(PhotoContents, thumbnail: Bool, path: String?)
    /// A photo just made the cover of its box or item.
    case cover(Photo)
    /// A photo as it was just before it was removed.
    case removedPhoto(Photo)
    /// What an import did, or would do on a dry run.
    case imported(ImportReport)
    /// A copy of the store, written to this path.
    case backedUp(path: String)
    /// The store replaced by a backup; the replaced store is kept at `previous` (nil when there was none).
    case restored(from: String, previous: String?)
    /// A whole store copied into another, with what the copy holds.
    case migrated(from: String, to: String, StoreCounts)
    /// An account that was just added to the local inventory.
    case user(MemberSummary)
    /// An account that was just given a new password.
    case passwordChanged(Username, EndedCredentials)
    /// A login just made.
    case loggedIn(ServerLogin)
    /// The login just ended; nil when there was none.
    case loggedOut(ServerLogout?)
    /// Who the login is and which inventory commands work on.
    case login(ServerLogin)
    /// The inventories of the login, the chosen one marked.
    case inventories(ServerLogin)
    /// A share link just made, under the address people reach Tote at (nil where none is known).
    case shareLinkMade(NewShareLink, address: PublicURL?)
    /// The share links that have not expired.
    case shareLinks([ShareLinkSummary])
    case shareLinkWithdrawn(ShareLinkID)
}
