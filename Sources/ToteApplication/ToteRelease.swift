/// Which Tote this is: shown by `tote --version` and stated as `info.version` of the API's OpenAPI document.
public enum ToteRelease {
    public static let version = "1.0.0"
}
