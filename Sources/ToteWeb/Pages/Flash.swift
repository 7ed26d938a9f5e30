import Foundation
import Hummingbird

/// The message a change leaves for the page the browser goes to next, "Moved item #5 Kettle to box #2 Hall", with the
/// form that undoes the change when it can be undone. It rides in a short-lived cookie across the redirect, so the
/// page it appears on is an ordinary GET address, and it is shown once.
struct Flash: Codable, Sendable, Equatable {
    /// The form that undoes a change: where it posts and its hidden fields.
    struct Undo: Codable, Sendable, Equatable {
        let action: String
        let fields: [String: String]
    }

    /// A form that could not be sent, with what was typed into it, to fill it in again on the next page.
    struct ResumedForm: Codable, Sendable, Equatable {
        let action: String
        let fields: [String: String]

        /// Fields never carried: secrets, and the form's own key, which the page renders anew.
        static let withheld: Set<String> = [
            FormFields.repeatKeyField, "return_to", "password", "current_password", "new_password",
        ]

        /// The form's text as base64 JSON, for a hidden field of the login form.
        var encoded: String {
            (try? JSONEncoder().encode(self).base64EncodedString()) ?? ""
        }

        /// Reads ``encoded``; nil for anything else, or a form that posts outside Tote.
        init?(encoded: String) {
            guard let data = Data(base64Encoded: encoded),
                let form = try? JSONDecoder().decode(ResumedForm.self, from: data),
                LocalPath.next(form.action) == form.action
            else { return nil }
            self = form
        }

        init(action: String, fields: [String: String]) {
            self.action = action
            self.fields = fields.filter { !Self.withheld.contains($0.key) }
        }
    }

    let message: String
    var isError = false
    var undo: Undo? = nil
    var resume: ResumedForm? = nil
    /// The one page the flash is for, when it is the message of a refused form: reloading that page shows the
    /// message again with what was typed, until the page is shown without a live refresh.
    var page: String? = nil

    static let cookieName = "tote_flash"
    /// A refused form's message, sent only with requests for its page.
    static let refusedCookieName = "tote_refused"
    /// Long enough to survive a slow redirect, short enough not to greet the person on a later visit.
    private static let lifetime = 60
    /// Browsers keep cookies of up to about 4 KB; a longer flash drops its undo, then shortens its message.
    private static let largestValue = 3_000

    func cookie(secure: Bool) -> Cookie {
        Cookie(
            name: page == nil ? Self.cookieName : Self.refusedCookieName, value: encoded, maxAge: Self.lifetime,
            path: page ?? "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The cookies that forget the flashes shown on the page of `request`; none for a live refresh, which shows none.
    static func clearing(after request: Request, secure: Bool) -> [Cookie] {
        guard !LiveRefresh.isAsked(by: request) else { return [] }
        var cookies: [Cookie] = []
        if request.cookies[cookieName] != nil { cookies.append(forgetting(cookieName, path: "/", secure: secure)) }
        if let refused = decoded(request.cookies[refusedCookieName]?.value), refused.page == request.uri.path {
            cookies.append(forgetting(refusedCookieName, path: request.uri.path, secure: secure))
        }
        return cookies
    }

    /// The cookie that forgets the refused form's message left for `page`, once a form sent from that page went
    /// through: else the next visit within the message's lifetime would show the old refusal again. Nil when the
    /// request carries no such message.
    static func forgettingRefused(of request: Request, page: String, secure: Bool) -> Cookie? {
        guard let refused = decoded(request.cookies[refusedCookieName]?.value), refused.page == page else { return nil }
        return forgetting(refusedCookieName, path: page, secure: secure)
    }

    private static func forgetting(_ name: String, path: String, secure: Bool) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: path, secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The flash for the page of `request`: the one left by the last change, else a refused form's of this page;
    /// nil for a live refresh, or when the cookie was not written by ``cookie(secure:)``.
    static func of(_ request: Request) -> Flash? {
        guard !LiveRefresh.isAsked(by: request) else { return nil }
        let refused = decoded(request.cookies[refusedCookieName]?.value).flatMap {
            $0.page == request.uri.path ? $0 : nil
        }
        guard let flash = decoded(request.cookies[cookieName]?.value) ?? refused else { return nil }
        var checked = flash
        if let undo = flash.undo, LocalPath.next(undo.action) != undo.action { checked.undo = nil }
        if let resume = flash.resume, LocalPath.next(resume.action) != resume.action { checked.resume = nil }
        return checked
    }

    private static func decoded(_ value: String?) -> Flash? {
        guard let value, !value.isEmpty, let data = Data(base64Encoded: value) else { return nil }
        return try? JSONDecoder().decode(Flash.self, from: data)
    }

    private var encoded: String {
        let candidates = [
            self, Flash(message: message, isError: isError, resume: resume, page: page),
            Flash(message: message, isError: isError, page: page),
        ]
        for candidate in candidates {
            let value = Self.encode(candidate)
            if value.utf8.count <= Self.largestValue { return value }
        }
        return Self.encode(Flash(message: String(message.prefix(1_000)) + "…", isError: isError, page: page))
    }

    private static func encode(_ flash: Flash) -> String {
        (try? JSONEncoder().encode(flash).base64EncodedString()) ?? ""
    }
}
