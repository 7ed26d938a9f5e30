import Foundation

/// Where login failures are counted: in the process for one server, in the shared database for several, so that
/// a guesser gets no more tries by spreading them over servers.
public protocol LoginFailureLedger: Sendable {
    /// In one step as every server sees it: reads the failures counted since `since` against the account and
    /// against the address, asks `decide` whether another attempt may go ahead, and if so counts one for both at
    /// `now`. Returns the longest wait `decide` asked for, nil when the attempt was counted.
    func admit(
        account: String, address: String, at now: Date, since: Date,
        _ decide: @Sendable (_ accountFailures: [Date], _ addressFailures: [Date]) -> TimeInterval?
    ) async throws -> TimeInterval?
    /// The password was right: forgets the account's failures, and the address's one counted at `at`.
    func succeeded(account: String, address: String, at: Date) async throws
    /// The attempt did not get to check a password: forgets the failure counted at `at` for both.
    func withdraw(account: String, address: String, at: Date) async throws
}

/// Login failures counted in the memory of one process: the ledger of stores one server uses alone.
public actor InMemoryLoginFailures: LoginFailureLedger {
    private var byAccount: [String: [Date]] = [:]
    private var byAddress: [String: [Date]] = [:]

    public init() {}

    public func admit(
        account: String, address: String, at now: Date, since: Date,
        _ decide: @Sendable (_ accountFailures: [Date], _ addressFailures: [Date]) -> TimeInterval?
    ) -> TimeInterval? {
        byAccount = Self.pruned(byAccount, before: since)
        byAddress = Self.pruned(byAddress, before: since)
        if let wait = decide(byAccount[account] ?? [], byAddress[address] ?? []) { return wait }
        byAccount[account, default: []].append(now)
        byAddress[address, default: []].append(now)
        return nil
    }

    public func succeeded(account: String, address: String, at: Date) {
        byAccount[account] = nil
        Self.remove(at, under: address, from: &byAddress)
    }

    public func withdraw(account: String, address: String, at: Date) {
        Self.remove(at, under: account, from: &byAccount)
        Self.remove(at, under: address, from: &byAddress)
    }

    private static func remove(_ date: Date, under key: String, from failures: inout [String: [Date]]) {
        if let index = failures[key]?.lastIndex(of: date) { failures[key]?.remove(at: index) }
    }

    private static func pruned(_ failures: [String: [Date]], before cutoff: Date) -> [String: [Date]] {
        failures.compactMapValues { dates in
            let kept = dates.filter { $0 >= cutoff }
            return kept.isEmpty ? nil : kept
        }
    }
}
