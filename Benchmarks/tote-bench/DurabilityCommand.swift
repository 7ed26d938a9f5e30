import ArgumentParser
import Foundation
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteSecurity

/// `tote-bench durability`: what flushing every commit to the disk costs: items added one change at a time to a store
/// that flushes each commit (as Tote runs) and to one that flushes only at checkpoints, in alternating rounds.
struct DurabilityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "durability",
        abstract: "Add items to a store flushing every commit and to one flushing at checkpoints; print adds a second.")

    @Option(help: ArgumentHelp("A folder for the two new stores.", valueName: "path"))
    var folder: String

    @Option(help: ArgumentHelp("Items added to each store in each of the rounds.", valueName: "n"))
    var items = 200

    @Option(help: ArgumentHelp("Rounds, each store taking its turn first in every other.", valueName: "n"))
    var rounds = 5

    func run() async throws {
        var commands: [Durability: InventoryCommands] = [:]
        var boxes: [Durability: BoxNumber] = [:]
        var seconds: [Durability: [Double]] = [:]
        for durability in [Durability.everyCommit, .atCheckpoints] {
            let store = try await SQLiteStore.open(
                at: (folder as NSString).appendingPathComponent("\(durability).sqlite"), durability: durability)
            let useCases = InventoryUseCases(
                inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: WallClock(),
                publisher: nil, role: .owner, author: .commandLine,
                secrets: RandomSecretGenerator())
            commands[durability] = useCases.commands
            boxes[durability] = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
        }
        for round in 0..<rounds {
            let order: [Durability] = round % 2 == 0 ? [.everyCommit, .atCheckpoints] : [.atCheckpoints, .everyCommit]
            for durability in order {
                let start = ContinuousClock.now
                for index in 0..<items {
                    _ = try await commands[durability]!.provisionItem(
                        ProvisionItemRequest(box: boxes[durability]!, title: "Item \(round)-\(index)"))
                }
                let elapsed = (ContinuousClock.now - start).components
                seconds[durability, default: []].append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            }
        }
        func addsPerSecond(_ durability: Durability) -> Double {
            let sorted = seconds[durability]!.sorted()
            return Double(items) / sorted[sorted.count / 2]
        }
        print(
            #"{"everyCommit": \#(addsPerSecond(.everyCommit)), "atCheckpoints": \#(addsPerSecond(.atCheckpoints))}"#)
    }
}
