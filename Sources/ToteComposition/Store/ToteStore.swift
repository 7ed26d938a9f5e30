import ToteApplication

/// Everything a store must offer to serve Tote: inventories, accounts, the feed of committed events, and settings.
typealias ToteStore = InventoryStore & AccessStore & EventFeed & SettingsStore & PhotoCensus & StoreTransfer
