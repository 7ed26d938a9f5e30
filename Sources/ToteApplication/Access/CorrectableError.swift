/// A refusal of something a person typed or chose that they can put right, in words they read: shown next to the
/// form it came from, or answered 422 by the API. Errors of the adapters that check input (label layouts, say) say
/// so by conforming.
public protocol CorrectableError: Error, CustomStringConvertible {}
