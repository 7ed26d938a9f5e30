/// Text made to stand on its own: "there is no box #12" → "There is no box #12."
public enum Sentence {
    /// The text with its first letter in upper case: for a line that starts with it.
    public static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The text capitalised and ending with a full stop: for a message shown by itself.
    public static func standalone(_ text: String) -> String {
        let capitalised = capitalised(text)
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }
}
