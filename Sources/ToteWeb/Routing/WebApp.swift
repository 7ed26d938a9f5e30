import ToteHTTP

/// What every scene of the web app is built from: the server's use cases and the page templates.
struct WebApp: Sendable {
    let environment: ServerEnvironment
    let renderer: PageRenderer
}
