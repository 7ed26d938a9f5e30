import Foundation
import Testing
import ToteTesting

@Suite("The child processes the tests start")
struct ChildProcessTests {
    @Test("a child has only standard input, output and error open, whatever the test holds open")
    func onlyStandardDescriptors() throws {
        let held = Pipe()
        let output = Pipe()
        let child = try ChildProcess.start(
            "/bin/sh", ["-c", "for f in /proc/$$/fd/*; do echo \"${f##*/}\"; done"],
            output: output.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(child.wait() == 0)
        // The shell lists the folder through a descriptor of its own, the next free one: 3.
        let open = listed.split(separator: "\n").compactMap { Int32($0) }
        #expect(Set(open).isSuperset(of: [0, 1, 2]))
        #expect(open.allSatisfy { $0 <= 3 })
        #expect(held.fileHandleForWriting.fileDescriptor > 3)
        try held.fileHandleForWriting.close()
    }

    @Test("a child runs in its directory with its environment, and its status or signal is told")
    func directoryEnvironmentAndStatus() throws {
        let output = Pipe()
        let child = try ChildProcess.start(
            "/bin/sh", ["-c", "pwd; echo \"$GREETING\"; exit 3"], environment: ["GREETING": "hello"],
            directory: "/usr", output: output.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(child.wait() == 3)
        #expect(printed == "/usr\nhello\n")
        #expect(try ChildProcess.start("/bin/sh", ["-c", "kill -TERM $$"]).wait() == 128 + SIGTERM)
    }

    @Test("a child that cannot start says so")
    func missingExecutable() {
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess.start("/nonexistent/tool", [])
        }
    }
}
