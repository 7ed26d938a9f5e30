import Foundation
import PackagePlugin

/// Compiles the files of a target's folders named in ``folders`` into the target itself, as `EmbeddedFiles`, so that
/// `tote` is one file that runs wherever it is copied.
@main
struct EmbedResources: BuildToolPlugin {
    static let folders = ["Templates", "Assets", "Document"]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = target.directoryURL
        let files = Self.folders.flatMap { Self.files(in: root.appending(path: $0)) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the files of \(target.name)",
                executable: try context.tool(named: "ToteResourceEmbedder").url,
                arguments: [output.path, root.path] + files.map(\.path), inputFiles: files, outputFiles: [output])
        ]
    }

    /// Every regular file in `folder` and the folders within it; none when there is no such folder.
    private static func files(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (walker?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path < $1.path }
    }
}
