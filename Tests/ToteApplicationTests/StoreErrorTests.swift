import Testing
import ToteApplication

@Suite("StoreError messages")
struct StoreErrorTests {
    @Test(
        "each error explains itself",
        arguments: [
            (
                StoreError.unsupportedLocation("ftp:x"),
                "'ftp:x' is not a store Tote can use; give sqlite:PATH, plist:PATH, memory: or postgres://USER:PASSWORD@HOST:PORT/DATABASE"
            ),
            (
                .notAToteStore(path: "/a.db", reason: "no table"),
                "/a.db is not a Tote store (no table); it was left as it is"
            ),
            (.cannotOpen(path: "/a.db", reason: "locked"), "cannot open the store at /a.db: locked"),
            (
                .createdByNewerVersion(path: "/a.db"),
                "/a.db was written by a newer version of Tote; upgrade Tote to use it"
            ),
            (
                .readOnly(path: "/a.db"),
                "/a.db is read-only (its permissions do not allow writing it); it was left as it is"
            ),
            (.damaged(path: "/a.db"), "/a.db is damaged and cannot be read as a Tote store; it was left as it is"),
            (
                .cannotCreate(path: "/a.db", reason: "disk I/O error"),
                "cannot create the store at /a.db: disk I/O error; nothing was left behind"
            ),
            (
                .filling(stopped: false),
                "an import is filling this inventory; nothing was changed, try again once the import has ended"
            ),
            (
                .filling(stopped: true),
                "an import into this inventory stopped before it ended, and what it left is being undone; nothing was "
                    + "changed, try again in a moment"
            ),
        ])
    func describes(error: StoreError, message: String) {
        #expect(error.description == message)
    }
}
