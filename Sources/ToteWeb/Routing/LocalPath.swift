import Foundation

/// A path inside Tote to go to after logging in; anything that could lead to another site is refused.
enum LocalPath {
    static let fallback = "/boxes"

    /// `next` when it is a path on this server (`/boxes/12`), else ``fallback``.
    static func next(_ candidate: String?) -> String {
        guard let candidate, candidate.hasPrefix("/"), !candidate.hasPrefix("//"), !candidate.hasPrefix("/\\"),
            !candidate.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return fallback }
        return candidate
    }

    /// The login page that leads back to `path`.
    static func login(returningTo path: String) -> String {
        let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+?#"))
        return "/login?next=" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? fallback)
    }
}
