import Foundation
import ToteApplication
import ToteCSV
import ToteDomain
import TotePresentation

/// Copies a whole store into an empty one: the records of who may use what in one transaction, then each
/// inventory through the lossless whole-inventory file (written to a temporary file and imported, so that memory
/// stays bounded however large the inventory), then the public address; lets the target settle (its statistics
/// brought up to date for what it now holds) and compares both stores afterwards.
struct StoreMigration {
    let source: WholeStore
    let target: WholeStore
    let access: InventoryAccess
    let quiet: Bool

    func run() async throws -> StoreCounts {
        guard source.name != target.name else { throw MigrationError.sameStore(source.name) }
        let held = try await target.transfer.counts()
        guard held.holdsNothing else { throw MigrationError.targetNotEmpty(target.name, held) }
        let records = try await source.transfer.accessRecords()
        try await target.transfer.load(records)
        for (index, inventory) in records.inventories.enumerated() {
            let label = "\(inventory.name.text) (\(index + 1) of \(records.inventories.count))"
            try await copy(inventory.id, label: label)
        }
        if let publicURL = try await source.settings.publicURL() {
            try await target.settings.remember(publicURL: publicURL)
        }
        try await target.transfer.settle()
        return try await verify(records)
    }

    private func copy(_ inventory: InventoryID, label: String) async throws {
        let queries = try await source.inventory(inventory).queries
        let (export, file) = try InventoryExport.start(
            .json, table: .items, from: queries, into: FileManager.default.temporaryDirectory)
        defer { try? FileManager.default.removeItem(at: file.url) }
        _ = try await access.follow(
            export, "Reading \(label)", quiet: quiet,
            interrupted:
                "Interrupted while reading \(label): the new store holds only part of the copy; remove it before migrating again."
        )
        let commands = try await target.inventory(inventory).commands
        let restore = try InventoryImport.start(
            file.url.path, format: .json, dryRun: false, replace: false, with: commands)
        _ = try await access.follow(
            restore, "Writing \(label)", quiet: quiet,
            interrupted:
                "Interrupted while writing \(label): the new store holds only part of the copy; remove it before migrating again."
        )
    }

    /// The target must now hold the source's records and as many of everything; answers the counts.
    private func verify(_ records: AccessRecords) async throws -> StoreCounts {
        let copied = try await target.transfer.accessRecords()
        guard copied.holds(records) else { throw MigrationError.recordsDiffer(target.name) }
        let expected = try await source.transfer.counts()
        let counted = try await target.transfer.counts()
        guard counted.matches(expected) else {
            throw MigrationError.countsDiffer(source: expected, target: counted)
        }
        return counted
    }
}

extension AccessRecords {
    /// Whether these records hold every one of `other`'s, and no other account, membership, session,
    /// invitation, token or share link (an inventory that was there before, with nothing in it, may remain).
    func holds(_ other: AccessRecords) -> Bool {
        Set(other.inventories).isSubset(of: Set(inventories)) && Set(accounts) == Set(other.accounts)
            && Set(memberships) == Set(other.memberships) && Set(sessions) == Set(other.sessions)
            && Set(invitations) == Set(other.invitations) && Set(apiTokens) == Set(other.apiTokens)
            && Set(shareLinks) == Set(other.shareLinks)
    }
}

extension StoreCounts {
    /// Nothing but empty inventories, as a store that a command merely opened holds.
    var holdsNothing: Bool {
        var rest = self
        rest.inventories = 0
        return rest.isEmpty
    }

    /// The same counts, but for empty inventories the other store lacks.
    func matches(_ other: StoreCounts) -> Bool {
        var mine = self
        mine.inventories = other.inventories
        return mine == other && inventories >= other.inventories
    }
}

/// Why a store was not copied.
enum MigrationError: Error, Equatable, CustomStringConvertible {
    case sameStore(String)
    case targetNotEmpty(String, StoreCounts)
    case recordsDiffer(String)
    case countsDiffer(source: StoreCounts, target: StoreCounts)

    var description: String {
        switch self {
        case .sameStore(let name):
            "\(name) is both the source and the target; copy a store into another one"
        case .targetNotEmpty(let name, let counts):
            "\(name) is not empty (it holds \(StoreCountsSentence.text(counts))); a store is copied only into an empty one, and "
                + "nothing was changed"
        case .recordsDiffer(let name):
            "the accounts, members, sessions, tokens or invitations in \(name) differ from the source's after the "
                + "copy; was the source in use? Stop the servers using it and copy into an empty store again"
        case .countsDiffer(let source, let target):
            "the copy does not match the source (source: \(StoreCountsSentence.text(source)); copy: \(StoreCountsSentence.text(target))); was the "
                + "source in use? Stop the servers using it and copy into an empty store again"
        }
    }
}
