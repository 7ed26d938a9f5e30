import Foundation

/// Whether two words differ by at most one typo: a letter left out, one too many, one wrong, or two swapped.
public enum EditDistance {
    public static func isAtMostOne(_ left: String, _ right: String) -> Bool {
        let a = Array(left.unicodeScalars)
        let b = Array(right.unicodeScalars)
        guard abs(a.count - b.count) <= 1 else { return false }
        guard let first = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) else { return true }
        if a.count == b.count {
            if a[(first + 1)...] == b[(first + 1)...] { return true }
            return first + 1 < a.count && a[first] == b[first + 1] && a[first + 1] == b[first]
                && a[(first + 2)...] == b[(first + 2)...]
        }
        let (longer, shorter) = a.count > b.count ? (a, b) : (b, a)
        return longer[(first + 1)...] == shorter[first...]
    }
}

extension EditDistance {
    /// The words of ``SearchDocument`` texts within one typo of `word`, each with how many texts hold it.
    public static func wordsResembling(_ word: String, in documents: some Sequence<String>) -> [String: Int] {
        var found: [String: Int] = [:]
        for document in documents {
            for candidate in Set(document.components(separatedBy: SearchDocument.boundary))
            where isAtMostOne(candidate, word) {
                found[candidate, default: 0] += 1
            }
        }
        return found
    }
}
