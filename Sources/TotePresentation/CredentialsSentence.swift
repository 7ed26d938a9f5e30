import ToteApplication

/// What ending an account's credentials ended, in words: "every other session ended, and 2 personal API tokens
/// were revoked: Laptop, Backup script".
public enum CredentialsSentence {
    /// The clause for what `ended` holds, after `sessions` ("every session of robin ended", "every other session
    /// ended").
    public static func text(_ sessions: String, _ ended: EndedCredentials) -> String {
        let tokens = ended.revokedTokens
        guard !tokens.isEmpty else { return sessions + "; there were no personal API tokens to revoke" }
        let names = tokens.map(\.name.text).joined(separator: ", ")
        return sessions + ", and \(Counted(tokens.count, "personal API token")) "
            + (tokens.count == 1 ? "was" : "were") + " revoked: " + names
    }
}
