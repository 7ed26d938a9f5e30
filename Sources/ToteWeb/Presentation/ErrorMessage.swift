import ToteHTTP

/// The message of an error as a sentence for the page that shows it next to a form.
enum ErrorMessage {
    static func text(_ error: any Error) -> String {
        let detail = (error as? WebError)?.description ?? ErrorDescription(error).detail
        let sentence = detail.prefix(1).uppercased() + detail.dropFirst()
        return sentence.hasSuffix(".") ? sentence : sentence + "."
    }
}
