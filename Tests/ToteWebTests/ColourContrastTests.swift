import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting
import ToteWeb

/// Every text colour the stylesheet puts on a background it uses reads at WCAG AA (4.5:1), and a field's border
/// stands out from what is around it (3:1), in the light and the dark scheme alike.
@Suite("Colour contrast")
struct ColourContrastTests {
    static let textPairs = [
        ("ink", "paper"), ("ink", "card"), ("ink", "notice-bg"), ("muted", "paper"), ("muted", "card"),
        ("accent", "paper"), ("accent", "card"), ("danger", "paper"), ("danger", "card"), ("danger", "error-bg"),
        ("on-accent", "accent"), ("paper", "ink"), ("paper", "danger"),
    ]
    static let boundaryPairs = [("field-line", "paper"), ("field-line", "card")]

    @Test("text and field borders meet WCAG AA", arguments: [false, true])
    func contrast(dark: Bool) async throws {
        let colours = Palette(stylesheet: try await Self.stylesheet(), dark: dark)
        for (foreground, background) in Self.textPairs {
            let ratio = try colours.contrast(foreground, background)
            #expect(ratio >= 4.5, "\(foreground) on \(background): \(ratio)")
        }
        for (line, background) in Self.boundaryPairs {
            let ratio = try colours.contrast(line, background)
            #expect(ratio >= 3, "\(line) against \(background): \(ratio)")
        }
    }

    @Test("fields draw their border in the field colour, and primary buttons their text in the colour made for it")
    func rulesUseTheColours() async throws {
        let stylesheet = try await Self.stylesheet()
        #expect(stylesheet.contains("border: 1px solid var(--field-line)"))
        #expect(
            stylesheet.contains(
                "button.primary { background: var(--accent); border-color: var(--accent); color: var(--on-accent);"))
    }

    static func stylesheet() async throws -> String {
        let app = try TestEnvironment().application { router, environment in
            try WebRoutes.add(to: router, environment: environment)
        }
        return try await app.test(.router) { client in
            try await client.execute(uri: "/assets/tote.css", method: .get) { String(buffer: $0.body) }
        }
    }
}

/// The colours the stylesheet names as custom properties (`--name: #rrggbb;`) for one scheme: the light ones, with
/// the dark scheme's overrides when `dark`.
private struct Palette {
    struct Unknown: Error, CustomStringConvertible {
        let name: String
        var description: String { "the stylesheet defines no colour --\(name)" }
    }

    let colours: [String: (Double, Double, Double)]

    init(stylesheet: String, dark: Bool) {
        let darkBlock = /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}\s*\}/
        var light = stylesheet
        var darkColours: [String: (Double, Double, Double)] = [:]
        for match in stylesheet.matches(of: darkBlock) {
            darkColours.merge(Self.colours(in: String(match.1))) { $1 }
            light = light.replacingOccurrences(of: String(match.0), with: "")
        }
        var colours = Self.colours(in: light)
        if dark { colours.merge(darkColours) { $1 } }
        self.colours = colours
    }

    /// WCAG's contrast ratio of two named colours.
    func contrast(_ first: String, _ second: String) throws -> Double {
        let (a, b) = (try luminance(first), try luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private func luminance(_ name: String) throws -> Double {
        guard let (red, green, blue) = colours[name] else { throw Unknown(name: name) }
        let linear = { (channel: Double) in
            channel <= 0.039_28 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    private static func colours(in block: String) -> [String: (Double, Double, Double)] {
        var colours: [String: (Double, Double, Double)] = [:]
        for match in block.matches(of: /--([\w-]+):\s*#([0-9a-fA-F]{6});/) {
            let hex = Int(match.2, radix: 16)!
            colours[String(match.1)] = (
                Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255
            )
        }
        return colours
    }
}
