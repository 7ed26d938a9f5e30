/// What an import did, or would do on a dry run.
public struct ImportReport: Sendable, Equatable, Codable {
    /// A column of the file that Tote keeps no place for, and how many rows filled it.
    public struct SetAside: Sendable, Equatable, Codable {
        public let column: String
        public let rows: Int

        public init(column: String, rows: Int) {
            self.column = column
            self.rows = rows
        }
    }

    public var rows = 0
    public var boxesAdded = 0
    public var itemsAdded = 0
    public var itemsChanged = 0
    public var itemsUnchanged = 0
    /// Whether a whole inventory was put back from a lossless export, with its history.
    public var wholeInventory = false
    /// Events of the history put back, by a lossless import.
    public var eventsAdded = 0
    /// How many photos a whole inventory brought.
    public var photosAdded = 0
    public var setAside: [SetAside] = []
    /// Whether the import was only tried: nothing was kept.
    public var dryRun = false

    public init() {}
}
