import ArgumentParser
import ToteApplication

/// A word where a command is expected that names none: `tote box ad` is answered with the commands it could mean,
/// before the parser reads the rest of the line as arguments of `tote box` and blames an option instead.
enum MistypedCommand {
    /// The usage error for the first word of `arguments` that names no command of its group; nil when every group is
    /// followed by one of its commands, or by an option.
    static func message(for arguments: [String]) -> String? {
        var commands = ToteRootCommand.configuration.subcommands
        var path = ["tote"]
        for word in arguments {
            guard !commands.isEmpty, !word.hasPrefix("-"), word != "help" else { return nil }
            let names = commands.map { name($0) }
            guard let index = names.firstIndex(of: word) else {
                return message(word, in: path.joined(separator: " "), names: names)
            }
            commands = subcommands(of: commands[index])
            path.append(word)
        }
        return nil
    }

    private static func name<Command: ParsableCommand>(_ command: Command.Type) -> String {
        Command._commandName
    }

    private static func subcommands<Command: ParsableCommand>(of command: Command.Type) -> [any ParsableCommand.Type] {
        Command.configuration.subcommands
    }

    private static func message(_ word: String, in group: String, names: [String]) -> String {
        let close = names.filter {
            EditDistance.isAtMostOne($0, word) || (word.count >= 2 && ($0.hasPrefix(word) || word.hasPrefix($0)))
        }
        let hint =
            close.isEmpty
            ? "its commands are " + names.joined(separator: ", ")
            : "did you mean " + close.map { "'\(group) \($0)'" }.joined(separator: " or ") + "?"
        return "error: '\(word)' is not a command of '\(group)'; \(hint)\nSee '\(group) --help'.\n"
    }
}
