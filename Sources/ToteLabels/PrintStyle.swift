/// The print rules of a page of label sheets: the paper's size with no browser margins, one sheet a page, and on
/// screen the sheets shown as paper, as wide as the window allows.
public enum PrintStyle {
    public static func css(for paper: LabelPaper) -> String {
        let (width, height) = (SVGSheet.number(paper.width), SVGSheet.number(paper.height))
        return """
            @page { size: \(width)mm \(height)mm; margin: 0; }
            html, body { margin: 0; padding: 0; }
            .sheet { width: \(width)mm; height: \(height)mm; overflow: hidden; break-after: page; }
            .sheet:last-child { break-after: auto; }
            .sheet svg { display: block; width: \(width)mm; height: \(height)mm; }
            @media screen {
              body { background: #d2d2d7; padding: 8mm 0; }
              .sheet { background: #fff; margin: 0 auto 8mm; box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.3); }
              .sheet { width: auto; max-width: \(width)mm; height: auto; }
              .sheet svg { width: 100%; height: auto; }
            }

            """
    }
}
