import Foundation
import PackagePlugin

/// Compiles the files of a target's folders named in ``folders`` into the target itself, as `EmbeddedFiles`, so that
/// `tote` is one file that runs wherever it is copied.
///
/// The build runs the package's `scripts/embed-files` with every file as an input, so a change to any of them
/// writes the source again; the plugin itself only lists the files. No tool of Tote's own is built for it, so a
/// build that instruments every executable (the fuzz targets' build) has nothing to instrument here.
@main
struct EmbedResources: BuildToolPlugin {
    static let folders = ["Templates", "Assets", "Document"]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = target.directoryURL.standardizedFileURL
        let files = Self.folders.flatMap { Self.files(in: root.appending(path: $0)) }
        let script = context.package.directoryURL.appending(path: "scripts/embed-files")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the files of \(target.name)", executable: URL(filePath: "/bin/sh"),
                arguments: [script.path, output.path, root.path] + files.map(\.path),
                inputFiles: [script] + files, outputFiles: [output])
        ]
    }

    /// Every regular file in `folder` and the folders within it, in the order of their paths; none when there is no
    /// such folder.
    private static func files(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (walker?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }
}
