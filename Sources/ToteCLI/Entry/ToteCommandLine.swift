import ArgumentParser
import Foundation
import ToteApplication

/// The `tote` command line: parses the arguments, runs one command against an inventory and presents the answer.
///
/// It knows no concrete store or server: the composition root hands it functions that open or run them.
public enum ToteCommandLine {
    /// Runs the command line and exits the process with its status.
    public static func main(services: CommandLineServices) async -> Never {
        let result = await run(bytes: ArgumentBytes.ofThisProcess(), services: services)
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.status)
    }

    /// Runs one command line given as the bytes the operating system passes, without touching the process.
    ///
    /// An argument that is not UTF-8 text is refused with status 1 before anything is parsed or opened.
    public static func run(
        bytes arguments: [[UInt8]], services: CommandLineServices, timeZone: TimeZone = .current
    ) async -> CommandLineResult {
        let texts: [String]
        do {
            texts = try ArgumentBytes.decode(arguments)
        } catch {
            return CommandLineResult(status: 1, standardOutput: "", standardError: "error: \(error)\n")
        }
        return await run(texts, services: services, timeZone: timeZone)
    }

    /// Runs one command line without touching the process: what it prints is returned.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name, such as `["box", "show", "12"]`.
    ///   - services: Open the store or run the server; called at most once, and only after the arguments were read.
    ///   - timeZone: The zone in which the history shows local times.
    public static func run(
        _ arguments: [String], services: CommandLineServices, timeZone: TimeZone = .current
    ) async -> CommandLineResult {
        if let mistyped = MistypedCommand.message(for: arguments) {
            return CommandLineResult(
                status: ExitCode.validationFailure.rawValue,
                standardOutput: "", standardError: mistyped)
        }
        let parsed: any ParsableCommand
        do {
            parsed = try ToteRootCommand.parseAsRoot(arguments)
        } catch {
            return parserResult(for: error)
        }
        if let serve = parsed as? ServeCommand {
            do {
                try await services.serve(serve.request)
                return CommandLineResult(status: 0, standardOutput: "", standardError: "")
            } catch let refused as ServeOptionError {
                return parserResult(for: ValidationError(refused.description))
            } catch {
                return CommandLineResult(status: 1, standardOutput: "", standardError: "error: \(ErrorLine(error))\n")
            }
        }
        guard let command = parsed as? any InventoryCommand else {
            return groupResult(for: parsed)
        }
        let access = InventoryAccess(
            store: command.common.store, server: command.common.server, services: services,
            creates: type(of: command).createsStore)
        let presenter = ResponsePresenter(
            format: command.common.json ? .json : .text, timeZone: timeZone,
            columns: command.common.wide ? nil : services.terminalColumns)
        return await outcome(notices: access.notices) { try presenter.render(try await command.perform(on: access)) }
    }

    /// Status 0 with what `body` printed, or status 1 with the error's one line, or 130 with what work stopped by a
    /// Ctrl-C left, as the shell expects of an interrupted program; the notices come first.
    private static func outcome(notices: Notices, _ body: () async throws -> String) async -> CommandLineResult {
        do {
            let output = try await body()
            return CommandLineResult(status: 0, standardOutput: output, standardError: notices.text)
        } catch let stopped as StoppedWork {
            return CommandLineResult(status: 130, standardOutput: "", standardError: notices.text + "\(stopped)\n")
        } catch {
            return CommandLineResult(
                status: 1, standardOutput: "", standardError: notices.text + "error: \(ErrorLine(error))\n")
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
