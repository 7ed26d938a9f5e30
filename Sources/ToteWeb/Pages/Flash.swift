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

        /// Fields never carried: secrets, and the form's own tokens, which the page renders anew.
        static let withheld: Set<String> = [
            "csrf", FormFields.repeatKeyField, "return_to", "password", "current_password", "new_password",
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

    static let cookieName = "tote_flash"
    /// Long enough to survive a slow redirect, short enough not to greet the person on a later visit.
    private static let lifetime = 60
    /// Browsers keep cookies of up to about 4 KB; a longer flash drops its undo, then shortens its message.
    private static let largestValue = 3_000

    func cookie(secure: Bool) -> Cookie {
        Cookie(
            name: Self.cookieName, value: encoded, maxAge: Self.lifetime, path: "/", secure: secure, httpOnly: true,
            sameSite: .lax)
    }

    /// The cookie that forgets a flash once it was shown.
    static func clearing(secure: Bool) -> Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The flash the request's cookie carries; nil without one, or when it was not written by ``cookie(secure:)``.
    static func of(_ request: Request) -> Flash? {
        guard let value = request.cookies[cookieName]?.value, !value.isEmpty,
            let data = Data(base64Encoded: value), let flash = try? JSONDecoder().decode(Flash.self, from: data)
        else { return nil }
        var checked = flash
        if let undo = flash.undo, LocalPath.next(undo.action) != undo.action { checked.undo = nil }
        if let resume = flash.resume, LocalPath.next(resume.action) != resume.action { checked.resume = nil }
        return checked
    }

    private var encoded: String {
        let candidates = [
            self, Flash(message: message, isError: isError, resume: resume), Flash(message: message, isError: isError),
        ]
        for candidate in candidates {
            let value = Self.encode(candidate)
            if value.utf8.count <= Self.largestValue { return value }
        }
        return Self.encode(Flash(message: String(message.prefix(1_000)) + "…", isError: isError))
    }

    private static func encode(_ flash: Flash) -> String {
        (try? JSONEncoder().encode(flash).base64EncodedString()) ?? ""
    }
}
