import Foundation
import Synchronization
import ToteApplication
import ToteCLI
import ToteCSV
import ToteDomain
import ToteMemoryStore
import ToteTesting

/// Runs command lines in this process against one in-memory inventory that lasts across runs.
struct CommandLineHarness: Sendable {
    let store = InMemoryStore()
    /// Other stores, by the URL a command names them with; every other name is the harness's own store.
    let otherStores: [String: InMemoryStore] = ["memory:copy": InMemoryStore(), "memory:other": InMemoryStore()]
    let clock = SteppingClock(start: ReadModels.moment)
    /// Makes the secrets of share links, numbered across runs.
    let secrets = CountingSecretGenerator()
    let opened = OpenCounter()
    let servers = ServeRecorder()
    /// What exports wrote, by path ("-" for standard output), and the progress lines shown.
    let written = WrittenOutputs()
    let progress = ProgressRecorder()
    /// What a Ctrl-C would have said, each time it changed: what it ends with, and what it says when it stops the work.
    let interruptions = ProgressRecorder()
    /// Whether a Ctrl-C comes as soon as work that can stop says what one would do.
    var interruptsWork = false
    /// Times long work: a second further at each reading.
    let progressClock = SteppingClock(start: ReadModels.moment)
    /// What the password prompt answers.
    var password: String? = "long enough secret"
    /// What standard input holds.
    var input: String?
    /// The width of the terminal the output is shown on; nil for a pipe.
    var terminalColumns: Int? = 80

    /// Runs `tote ARGUMENTS` with times shown in UTC.
    func run(_ arguments: String...) async -> CommandLineResult {
        await run(arguments)
    }

    func run(_ arguments: [String]) async -> CommandLineResult {
        await ToteCommandLine.run(arguments, services: services, timeZone: .gmt)
    }

    var services: CommandLineServices {
        CommandLineServices(
            openStore: { location, _ in try await open(location) },
            openUsers: { [store] location in
                await opened.record(location)
                return UserAdministration(
                    ports: AccessPorts(store: store, hasher: InsecureTestHasher(), secrets: CountingSecretGenerator()),
                    clock: clock)
            },
            openSettings: { [store] _ in store },
            // The harness keeps its inventory in memory, which has no backups.
            backUp: { _, _ in throw StoreError.withoutBackups(store: "memory:") },
            restore: { _, _ in throw StoreError.withoutBackups(store: "memory:") },
            openWholeStore: { location in try await wholeStore(location) },
            openOutput: { [written] path in written.open(path) },
            showProgress: { [progress] line, _, isFinal in progress.record(line + (isFinal ? " (last)" : "")) },
            serve: { [servers] request in await servers.record(request) },
            readPassword: { [password] in password },
            requireStore: { location in
                if location == Self.missing { throw StoreError.missing(location ?? "") }
            }, terminalColumns: terminalColumns, readInput: { [input] in input }, clock: progressClock,
            noticeOnInterrupt: { [interruptions, interruptsWork] notice in
                interruptions.record(notice.map { $0.said + ($0.stop.map { " / \($0.saying)" } ?? "") } ?? "(none)")
                if interruptsWork { notice?.stop?.stop() }
            },
            chooseServer: { _, _ in nil }, logins: NoServerLogins(),
            openFiles: { location, _ in LocalInventoryFiles(useCases: try await open(location)) })
    }

    /// A store URL the harness says holds no store yet.
    static let missing = "memory:missing"

    /// The use cases over the harness's inventory, remembering that they were asked for.
    func open(_ location: String?) async throws -> InventoryUseCases {
        await opened.record(location)
        return try await wholeStore(location).inventory(Inventory.localID)
    }

    /// The harness's store, or one of ``otherStores`` by its name.
    func wholeStore(_ location: String?) async throws -> WholeStore {
        let (name, chosen) = location.flatMap { name in otherStores[name].map { (name, $0) } } ?? ("memory:", store)
        return WholeStore(
            name: name, transfer: chosen, settings: chosen,
            inventory: { [clock, secrets] inventory in
                InventoryUseCases(
                    inventory: inventory, ports: try await chosen.ports(for: inventory), clock: clock, publisher: nil,
                    role: .owner, author: .commandLine, secrets: secrets)
            })
    }
}

/// Remembers every server the command line asked to run.
actor ServeRecorder {
    private(set) var requests: [ServeRequest] = []

    func record(_ request: ServeRequest) {
        requests.append(request)
    }
}

/// Remembers every store the command line asked to open.
actor OpenCounter {
    private(set) var locations: [String?] = []

    func record(_ location: String?) {
        locations.append(location)
    }
}

/// The documents exports wrote, kept in memory by path.
final class WrittenOutputs: Sendable {
    private let documents = Mutex<[String: Data]>([:])

    func open(_ path: String?) -> any CommandOutput {
        Document(path: path ?? "-", outputs: self)
    }

    func text(at path: String) -> String? {
        bytes(at: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func bytes(at path: String) -> Data? {
        documents.withLock { $0[path] }
    }

    final class Document: CommandOutput {
        let path: String
        let outputs: WrittenOutputs
        private let pending = Mutex(Data())

        init(path: String, outputs: WrittenOutputs) {
            self.path = path
            self.outputs = outputs
        }

        func write(_ bytes: Data) throws { pending.withLock { $0 += bytes } }
        func finish() throws { outputs.documents.withLock { $0[path] = pending.withLock { $0 } } }
        func abandon() {}
    }
}

/// Remembers every progress line shown.
final class ProgressRecorder: Sendable {
    private let lines = Mutex<[String]>([])
    func record(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// The harness works on a local store only: logging in to a server is refused.
struct NoServerLogins: ServerLogins {
    struct Refused: Error {}

    func logIn(_ request: ServerLoginRequest) async throws -> ServerLogin { throw Refused() }
    func logOut() async throws -> ServerLogout? { nil }
    func whoami(server: String?) async throws -> ServerLogin { throw Refused() }
    func use(_ name: String, server: String?) async throws -> ServerLogin { throw Refused() }
}
