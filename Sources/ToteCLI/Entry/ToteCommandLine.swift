import ArgumentParser
import Foundation
import ToteApplication

/// The `tote` command line: parses the arguments, runs one command against an inventory and presents the answer.
///
/// It knows no concrete store: the composition root hands it a function that opens one.
public enum ToteCommandLine {
    /// Opens the use cases of the local inventory in the store named by `--store` (nil when it was not given).
    public typealias StoreOpener = @Sendable (_ store: String?) async throws -> InventoryUseCases

    /// Runs the command line and exits the process with its status.
    public static func main(openStore: @escaping StoreOpener) async -> Never {
        let result = await run(Array(CommandLine.arguments.dropFirst()), openStore: openStore)
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.status)
    }

    /// Runs one command line without touching the process: what it prints is returned.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name, such as `["box", "show", "12"]`.
    ///   - openStore: Opens the inventory; called at most once, and only after the arguments were read.
    ///   - timeZone: The zone in which the history shows local times.
    public static func run(
        _ arguments: [String], openStore: @escaping StoreOpener, timeZone: TimeZone = .current
    ) async -> CommandLineResult {
        let parsed: any ParsableCommand
        do {
            parsed = try ToteRootCommand.parseAsRoot(arguments)
        } catch {
            return parserResult(for: error)
        }
        guard let command = parsed as? any InventoryCommand else {
            return groupResult(for: parsed)
        }
        let access = InventoryAccess(store: command.common.store, openStore: openStore)
        let presenter = ResponsePresenter(format: command.common.json ? .json : .text, timeZone: timeZone)
        do {
            let response = try await command.perform(on: access)
            return CommandLineResult(status: 0, standardOutput: try presenter.render(response), standardError: "")
        } catch {
            return CommandLineResult(status: 1, standardOutput: "", standardError: "error: \(ErrorLine(error))\n")
        }
    }

    /// A command group given without a subcommand answers as ArgumentParser does: with its help.
    private static func groupResult(for group: any ParsableCommand) -> CommandLineResult {
        var group = group
        do {
            try group.run()
            return CommandLineResult(status: 0, standardOutput: "", standardError: "")
        } catch {
            return parserResult(for: error)
        }
    }

    /// The parser's own message and status: help on standard output, usage errors on standard error.
    private static func parserResult(for error: any Error) -> CommandLineResult {
        let message = ToteRootCommand.fullMessage(for: error)
        let status = ToteRootCommand.exitCode(for: error)
        let text = message.isEmpty ? "" : message + "\n"
        return status.isSuccess
            ? CommandLineResult(status: status.rawValue, standardOutput: text, standardError: "")
            : CommandLineResult(status: status.rawValue, standardOutput: "", standardError: text)
    }
}
