import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    /// Titles and notes in many scripts, and many substrings of them: every item a case-insensitive substring scan
    /// finds, the search finds too.
    static func searchRecall(items count: Int) -> StoreContractCase {
        StoreContractCase("search finds whatever a substring scan finds, in \(count) items of many scripts") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            var random = SeededRandom(seed: 2_027)
            let boxes = [try await fixture.addBox("Box A"), try await fixture.addBox("Box B")]
            var stored: [(number: ItemNumber, texts: [String])] = []
            for index in 0..<count {
                let title = RecallText.title(&random)
                let note = index % 3 == 0 ? nil : RecallText.note(&random)
                let number = try await fixture.addItem(title, to: boxes[index % 2], note: note)
                stored.append((number, [title] + (note.map { [$0] } ?? [])))
            }
            var checked = 0
            for _ in 0..<150 {
                let texts = stored[random.next(below: stored.count)].texts
                let text = texts[random.next(below: texts.count)]
                guard let query = RecallText.substring(of: text, &random) else { continue }
                let expected = Set(
                    stored.filter { $0.texts.contains { $0.lowercased().contains(query.lowercased()) } }.map(\.number))
                let found = try await fixture.allItemNumbers(matching: query)
                let missed = expected.subtracting(found)
                #expect(missed.isEmpty, "“\(query)” missed \(missed.count) of \(expected.count)")
                checked += 1
            }
            #expect(checked >= 100)
        }
    }
}

extension ContractFixture {
    /// The numbers of every item a search finds, page by page.
    func allItemNumbers(matching text: String) async throws -> Set<ItemNumber> {
        var numbers: Set<ItemNumber> = []
        for page in PageRequest.numbers {
            let found = try await queries.search(text, try PageRequest(number: page, size: 500), kinds: [.item]).items
            numbers.formUnion(found.entries.map(\.number))
            if found.entries.count < 500 { break }
        }
        return numbers
    }
}

/// Words of many scripts, put together into titles and notes the way people write them.
enum RecallText {
    static let words = [
        // Latin with accents, and German compounds
        "Café", "crème", "brûlée", "Ærøskøbing", "Straße", "Łódź", "naïve", "Ångström", "piñata", "façade",
        "Werkzeugkasten", "Kühlschrankmagnet", "Schraubenzieher", "Handschuhfach", "Kettle", "USB-C", "ＵＳＢ",
        // Greek, Cyrillic, Hebrew, Arabic
        "Καφετιέρα", "βιβλίο", "Αθήνα", "Чайник", "книга", "Одеяло", "ספר", "כוס", "שָׁלוֹם", "كتاب", "مِفتاح",
        "قهوة",
        // Chinese, Japanese, Korean, Thai
        "漢字辞典", "茶杯", "电脑", "东京タワー模型", "ケーブル", "ひらがな", "김치냉장고", "책상", "หนังสือ",
        // emoji and symbols
        "🎸", "👨‍👩‍👧", "🧸", "☕", "C++", "50%", "#12", "½",
    ]
    static let joins = [" ", " ", ", ", "-", "", "/"]

    static func title(_ random: inout SeededRandom) -> String {
        phrase(words: 1 + random.next(below: 3), &random)
    }

    static func note(_ random: inout SeededRandom) -> String {
        phrase(words: 3 + random.next(below: 5), &random)
    }

    private static func phrase(words count: Int, _ random: inout SeededRandom) -> String {
        var text = words[random.next(below: words.count)]
        for _ in 1..<max(count, 1) {
            text += joins[random.next(below: joins.count)] + words[random.next(below: words.count)]
        }
        return text
    }

    /// A run of three to ten characters of the text that has something to search for; nil if it has none.
    static func substring(of text: String, _ random: inout SeededRandom) -> String? {
        let characters = Array(text)
        guard characters.count >= 3 else { return nil }
        let length = 3 + random.next(below: min(8, characters.count - 2))
        let start = random.next(below: characters.count - length + 1)
        let query = String(characters[start..<start + length])
        return (try? SearchQuery(query)) == nil ? nil : query
    }
}

/// A small deterministic generator, so a failure can be run again.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
