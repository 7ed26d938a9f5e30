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
