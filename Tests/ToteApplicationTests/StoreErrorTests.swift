import Testing
import ToteApplication

@Suite("StoreError messages")
struct StoreErrorTests {
    @Test(
        "each error explains itself",
        arguments: [
            (
                StoreError.unsupportedLocation("ftp:x"),
                "'ftp:x' is not a store Tote can use; give sqlite:PATH, plist:PATH or memory:"
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
        ])
    func describes(error: StoreError, message: String) {
        #expect(error.description == message)
    }
}
