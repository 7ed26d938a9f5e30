import ToteApplication

/// Everything a store must offer to serve Tote: inventories, accounts, and the feed of committed events.
typealias ToteStore = InventoryStore & AccessStore & EventFeed
