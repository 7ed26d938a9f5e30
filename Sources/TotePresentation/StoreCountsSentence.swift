import ToteApplication

/// What a store holds, in words: "1 inventory, 2 accounts, 12 boxes", naming only what there is.
public enum StoreCountsSentence {
    public static func text(_ counts: StoreCounts) -> String {
        let parts = [
            Counted(counts.inventories, "inventory", plural: "inventories"), Counted(counts.accounts, "account"),
            Counted(counts.memberships, "membership"), Counted(counts.sessions, "session"),
            Counted(counts.invitations, "invitation"), Counted(counts.apiTokens, "API token"),
            Counted(counts.shareLinks, "share link"),
            Counted(counts.boxes, "box", plural: "boxes"), Counted(counts.items, "item"),
            Counted(counts.events, "event"),
            Counted(counts.photos, "photo"),
        ].filter { $0.count > 0 }
        return parts.isEmpty ? "nothing" : parts.map(\.description).joined(separator: ", ")
    }
}
