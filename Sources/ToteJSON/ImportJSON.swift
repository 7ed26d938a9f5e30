import ToteApplication
import ToteJSONText

/// The JSON of an import's report, for the command line and the API alike.
public enum ImportJSON {
    public static func report(_ report: ImportReport) -> JSONValue {
        .object([
            "rows": .integer(report.rows), "boxesAdded": .integer(report.boxesAdded),
            "itemsAdded": .integer(report.itemsAdded), "itemsChanged": .integer(report.itemsChanged),
            "itemsUnchanged": .integer(report.itemsUnchanged), "eventsAdded": .integer(report.eventsAdded),
            "photosAdded": .integer(report.photosAdded),
            "wholeInventory": .bool(report.wholeInventory),
            "dryRun": .bool(report.dryRun),
            "setAside": .array(
                report.setAside.map { .object(["column": .string($0.column), "rows": .integer($0.rows)]) }),
        ])
    }
}
