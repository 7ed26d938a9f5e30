/// How large a file an import takes: far beyond a million rows, and a bound on what one import may hold up.
public enum ImportLimits {
    public static let maximumFileBytes = 512 << 20
    /// The limit in words, for the messages that name it.
    public static let maximumFileText = "512 MB"
}
