import Testing
import ToteComposition

@Suite("User directories")
struct UserDirectoriesTests {
    @Test("keeps Tote's data in $XDG_DATA_HOME/tote when it is an absolute path")
    func xdgDataHome() {
        let directories = UserDirectories(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data"])

        #expect(directories.toteData == "/data/tote")
        #expect(StoreLocation.defaultLocation(in: directories) == .sqlite(path: "/data/tote/tote.sqlite"))
    }

    @Test("falls back to ~/.local/share when XDG_DATA_HOME is unset, empty or relative", arguments: [nil, "", "data"])
    func fallback(xdg: String?) {
        var environment = ["HOME": "/home/ada"]
        environment["XDG_DATA_HOME"] = xdg

        #expect(UserDirectories(environment: environment).toteData == "/home/ada/.local/share/tote")
    }

    @Test("finds the home directory even without HOME")
    func home() {
        #expect(!UserDirectories(environment: [:]).home.isEmpty)
    }
}
