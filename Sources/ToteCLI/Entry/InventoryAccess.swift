import Synchronization
import ToteApplication
import ToteCSV
import TotePresentation

/// Opens what a command works on, once the command has read and checked its own arguments.
struct InventoryAccess: Sendable {
    let store: String?
    let server: String?
    let services: CommandLineServices
    /// Whether the command may start a store where there is none: only commands that add something do.
    let creates: Bool
    /// Standard input, for a text given as `-`.
    let input: StandardInput

    /// What the command tells on standard error besides its answer, such as which inventory it chose.
    let notices = Notices()

    init(store: String?, server: String?, services: CommandLineServices, creates: Bool) {
        self.store = store
        self.server = server
        self.services = services
        self.creates = creates
        input = StandardInput(services.readInput)
    }

    /// The text an argument gives, or for `-` the one standard input holds.
    func text(_ argument: String) throws -> String {
        try input.text(argument)
    }

    /// ``text(_:)`` of an option that may be left out.
    func text(ifGiven argument: String?) throws -> String? {
        try input.text(ifGiven: argument)
    }

    func useCases() async throws -> InventoryUseCases {
        if let chosen = try services.chooseServer(store, server) {
            chosen.notice.map(notices.add)
        } else {
            try await requireStore()
        }
        return try await services.openStore(store, server)
    }

    /// Whether the inventory is a server's: the commands work through it, and its long work runs there.
    var isOnServer: Bool {
        get throws { try services.chooseServer(store, server) != nil }
    }

    /// The whole files carried into and out of the inventory that ``useCases()`` opens.
    func files() async throws -> any InventoryFiles {
        if let chosen = try services.chooseServer(store, server) {
            chosen.notice.map(notices.add)
        } else {
            try await requireStore()
        }
        return try await services.openFiles(store, server)
    }

    func users() async throws -> UserAdministration {
        try await requireLocalStore(LocalOnly.accounts)
        return try await services.openUsers(store)
    }

    func settings() async throws -> any SettingsStore {
        try await requireLocalStore(LocalOnly.settings)
        return try await services.openSettings(store)
    }

    func backUp(to output: String?) async throws -> String {
        try await requireLocalStore(LocalOnly.backup)
        return try await services.backUp(store, output)
    }

    private func requireStore() async throws {
        if !creates { try await services.requireStore(store) }
    }

    /// Refuses `what` with why when the options choose a server, and a missing store as ``requireStore()`` does.
    private func requireLocalStore(_ what: LocalOnly) async throws {
        if let chosen = try services.chooseServer(store, server) { throw what.refusal(at: chosen.address) }
        try await requireStore()
    }

    func restore(from backup: String) async throws -> String? {
        if let chosen = try services.chooseServer(store, server) { throw LocalOnly.backup.refusal(at: chosen.address) }
        return try await services.restore(store, backup)
    }

    var logins: any ServerLogins { services.logins }

    /// The address labels lead to: the server's when the command works on one, else the one the store remembers
    /// from `tote serve --public-url`.
    func publicURL() async throws -> PublicURL? {
        if let chosen = try services.chooseServer(store, server) { return try PublicURL(chosen.address) }
        try await requireStore()
        return try await services.openSettings(store).publicURL()
    }

    /// The whole store `location` names, or the one `--store` names when nil; one that is not there is started only
    /// when `creating`.
    func wholeStore(_ location: String?, creating: Bool = false) async throws -> WholeStore {
        if location == nil, let chosen = try services.chooseServer(store, server) {
            throw LocalOnly.backup.refusal(at: chosen.address)
        }
        if !creating { try await services.requireStore(location ?? store) }
        return try await services.openWholeStore(location ?? store)
    }

    func openOutput(_ path: String?) throws -> any CommandOutput {
        try services.openOutput(path)
    }

    /// The job's value once it is done; meanwhile its progress is shown (unless `quiet`) as "label: 1,000 of 5,000
    /// rows (20%), 400 rows/s, about 10 s left", every fifth of a second, and the last line says how long it took.
    /// A Ctrl-C meanwhile ends the process at once and says `interrupted`: what it leaves done and not done; or, with
    /// `stopping`, first asks the job to stop, says `stopping.saying`, and throws ``StoppedWork`` with
    /// `stopping.said` once the job has stopped, or adds the notice `stopping.tooLate` when the job ended first.
    func follow<Value: Sendable>(
        _ job: Job<Value>, _ label: String, quiet: Bool, interrupted: String,
        stopping: (saying: String, said: String, tooLate: String)? = nil
    ) async throws -> Value {
        let asked = Mutex(false)
        let stop = stopping.map { stopping in
            Interrupt.Stop(saying: stopping.saying) {
                asked.withLock { $0 = true }
                job.stop()
            }
        }
        services.noticeOnInterrupt(Interrupt(said: interrupted, stop: stop))
        defer { services.noticeOnInterrupt(nil) }
        do {
            let value = try await shown(job, label, quiet: quiet)
            if let stopping, asked.withLock({ $0 }) { notices.add(stopping.tooLate) }
            return value
        } catch is CancellationError where asked.withLock({ $0 }) {
            throw StoppedWork(said: stopping?.said ?? interrupted)
        }
    }

    private func shown<Value: Sendable>(_ job: Job<Value>, _ label: String, quiet: Bool) async throws -> Value {
        guard !quiet else { return try await job.value() }
        let show = services.showProgress
        let clock = services.clock
        let start = clock.now()
        let watcher = Task {
            while !Task.isCancelled, !job.isDone {
                let progress = job.progress
                let seconds = clock.now().timeIntervalSince(start)
                let pace = ProgressSentence.pace(
                    done: progress.done, total: progress.total, unit: progress.unit.rawValue, seconds: seconds)
                show(Self.line(label, progress) + (pace.map { ", \($0)" } ?? ""), Self.percent(progress), false)
                try? await Task.sleep(for: .milliseconds(200))
            }
        }
        defer { watcher.cancel() }
        let value = try await job.value()
        let took = ProgressSentence.took(seconds: clock.now().timeIntervalSince(start))
        show(Self.line(label, job.progress) + " " + took, Self.percent(job.progress), true)
        return value
    }

    /// "Exporting items: 12,000 of 1,000,000 rows (1%)".
    private static func line(_ label: String, _ progress: JobProgress) -> String {
        "\(label): " + ProgressSentence.text(done: progress.done, total: progress.total, unit: progress.unit.rawValue)
    }

    private static func percent(_ progress: JobProgress) -> Int? {
        progress.total.map { ProgressSentence.percent(done: progress.done, total: $0) }
    }

    func readPassword() -> String? {
        services.readPassword()
    }

    func readLine(_ prompt: String) -> String? {
        services.readLine(prompt)
    }
}

/// What a command told on standard error besides its answer, in the order told.
final class Notices: Sendable {
    private let lines = Mutex<[String]>([])

    func add(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var text: String { lines.withLock { $0.map { "note: \($0)\n" }.joined() } }
}
