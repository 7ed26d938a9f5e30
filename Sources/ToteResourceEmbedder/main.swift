import Foundation

// Writes a Swift file that carries files inside the module it is compiled into, so that the binary needs nothing
// beside it: `ToteResourceEmbedder OUTPUT ROOT FILE...` names each file by its path under ROOT.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ToteResourceEmbedder OUTPUT ROOT FILE...\n".utf8))
    exit(2)
}
let output = arguments[0]
let root = URL(filePath: arguments[1]).standardizedFileURL.path + "/"
var entries: [(name: String, base64: String)] = []
for path in arguments.dropFirst(2) {
    let file = URL(filePath: path).standardizedFileURL
    guard file.path.hasPrefix(root) else {
        FileHandle.standardError.write(Data("error: \(path) is not under \(root)\n".utf8))
        exit(1)
    }
    entries.append((String(file.path.dropFirst(root.count)), try Data(contentsOf: file).base64EncodedString()))
}
entries.sort { $0.name < $1.name }

var source = """
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
source += entries.isEmpty ? "        :\n" : entries.map { "        \"\($0.name)\": \"\($0.base64)\",\n" }.joined()
source += "    ]\n}\n"
try Data(source.utf8).write(to: URL(filePath: output), options: .atomic)
