import Testing
import ToteCLI

@Suite("Command-line arguments as bytes")
struct ArgumentBytesTests {
    @Test("UTF-8 arguments become the same text, accents and emoji included")
    func validText() throws {
        let arguments = [Array("box".utf8), Array("add".utf8), Array("Küche 📦".utf8), []]

        #expect(try ArgumentBytes.decode(arguments) == ["box", "add", "Küche 📦", ""])
    }

    @Test(
        "an argument that is not UTF-8 is refused by its position after the program's name",
        arguments: [
            ([0x62, 0x61, 0x64, 0xFF], "a byte that UTF-8 never uses"),
            ([0x4B, 0xFC, 0x63, 0x68, 0x65], "Latin-1 text"),
            ([0xC3], "a sequence cut short"),
            ([0xC0, 0x80], "an overlong encoding"),
            ([0xED, 0xA0, 0x80], "an encoded surrogate"),
            ([0x80, 0x41], "a continuation byte on its own"),
        ] as [([UInt8], String)])
    func invalidText(bytes: [UInt8], kind: String) {
        let arguments = [Array("item".utf8), Array("add".utf8), Array("1".utf8), bytes]

        #expect(throws: ArgumentBytes.InvalidText(position: 4), "\(kind)") {
            try ArgumentBytes.decode(arguments)
        }
    }

    @Test("names the first argument that is not UTF-8")
    func firstInvalid() {
        #expect(throws: ArgumentBytes.InvalidText(position: 2)) {
            try ArgumentBytes.decode([Array("box".utf8), [0xFF], [0xFE]])
        }
    }

    @Test("the refusal reads as one sentence")
    func message() {
        #expect(
            ArgumentBytes.InvalidText(position: 3).description
                == "argument 3 is not valid UTF-8 text; nothing was changed")
    }

    @Test("a command line with an argument that is not UTF-8 fails with status 1 and never opens the store")
    func refusedBeforeOpening() async {
        let tote = CommandLineHarness()
        let store = Array("sqlite:".utf8) + [0xFF] + Array(".sqlite".utf8)

        let result = await ToteCommandLine.run(
            bytes: [Array("box".utf8), Array("list".utf8), Array("--store".utf8), store], services: tote.services,
            timeZone: .gmt)

        #expect(result.standardError == "error: argument 4 is not valid UTF-8 text; nothing was changed\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(await tote.opened.locations.isEmpty)
    }

    @Test("a command line of UTF-8 bytes runs as its text does")
    func validBytesRun() async {
        let tote = CommandLineHarness()

        let result = await ToteCommandLine.run(
            bytes: [Array("box".utf8), Array("add".utf8), Array("Küche".utf8)], services: tote.services,
            timeZone: .gmt)

        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Box #1: Küche\n"))
        #expect(await tote.opened.locations == [nil])
    }
}
