import Foundation
import PackagePlugin

/// Compiles the files of a target's folders named in ``folders`` into the target itself, as `EmbeddedFiles`, so that
/// `tote` is one file that runs wherever it is copied.
///
/// The plugin writes the Swift source itself, and only when what it would write differs from what it wrote before;
/// the build then copies it into place. No tool of Tote's own is built for it, so a build that instruments every
/// executable (the fuzz targets' build) has nothing to instrument here.
@main
struct EmbedResources: BuildToolPlugin {
    static let folders = ["Templates", "Assets", "Document"]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = target.directoryURL
        let files = Self.folders.flatMap { Self.files(in: root.appending(path: $0)) }
        let staged = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.staged")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        let source = Data(try Self.source(embedding: files, under: root).utf8)
        if (try? Data(contentsOf: staged)) != source { try source.write(to: staged, options: .atomic) }
        return [
            .buildCommand(
                displayName: "Embedding the files of \(target.name)", executable: URL(filePath: "/bin/cp"),
                arguments: [staged.path, output.path], inputFiles: [staged] + files, outputFiles: [output])
        ]
    }

    /// Every regular file in `folder` and the folders within it; none when there is no such folder.
    private static func files(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (walker?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path < $1.path }
    }

    /// The Swift source of `EmbeddedFiles`, naming each file by its path under `root`.
    private static func source(embedding files: [URL], under root: URL) throws -> String {
        let prefix = root.standardizedFileURL.path + "/"
        let members = try files.map { file in
            let name = String(file.standardizedFileURL.path.dropFirst(prefix.count))
            return "        \"\(name)\": \"\(try Data(contentsOf: file).base64EncodedString())\",\n"
        }
        return head + (members.isEmpty ? "        :\n" : members.joined()) + "    ]\n}\n"
    }

    private static let head = """
        // Generated at build time from the files of this module's folders; not to be edited.
        import Foundation

        /// The files of this module's resource folders, carried inside the binary.
        enum EmbeddedFiles {
            /// The file at `path` under the module's folder, such as "Templates/box.mustache"; nil for none.
            static func data(_ path: String) -> Data? {
                encoded[path].flatMap { Data(base64Encoded: $0) }
            }

            /// The paths of the files in `folder`, and in the folders within it, in order.
            static func paths(in folder: String) -> [String] {
                encoded.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
            }

            private static let encoded: [String: String] = [

        """
}
