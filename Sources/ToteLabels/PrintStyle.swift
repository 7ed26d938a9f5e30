/// The print rules of a page of labels: the paper's size with no browser margins, one sheet (or one printer's label)
/// a page, and on screen the sheets shown as paper below a heading with the Print button, which printing leaves out.
public enum PrintStyle {
    public static func css(for paper: LabelPaper) -> String {
        let (width, height) = (SVGSheet.number(paper.width), SVGSheet.number(paper.height))
        return """
            @page { size: \(width)mm \(height)mm; margin: 0; }
            html, body { margin: 0; padding: 0; }
            .sheet { width: \(width)mm; height: \(height)mm; overflow: hidden; break-after: page; }
            .sheet:last-child { break-after: auto; }
            .sheet svg { display: block; width: \(width)mm; height: \(height)mm; }
            @media print {
              .controls { display: none; }
            }
            @media screen {
              body { background: #d2d2d7; padding: 0 0 8mm; font: 16px/1.4 system-ui, sans-serif; }
              .controls { background: #fff; padding: 12px 16px; margin-bottom: 8mm; }
              .controls h1 { font-size: 1.4rem; margin: 0 0 4px; }
              .controls p { margin: 4px 0; }
              .controls button { font: inherit; padding: 6px 18px; margin-right: 12px; }
              .controls.save { background: none; text-align: center; margin: -5mm 0 8mm; padding: 0; }
              .sheet { background: #fff; margin: 0 auto 8mm; box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.3); }
              .sheet { width: auto; max-width: \(width)mm; height: auto; }
              .sheet svg { width: 100%; height: auto; }
            }

            """
    }

    /// The script of the Print button, and of the buttons that save a sheet as a PNG: the browser draws the sheet's
    /// SVG onto a canvas of the paper's size at 300 dots an inch, with its own fonts, and saves it.
    public static let script = """
        document.getElementById("print").addEventListener("click", () => window.print());
        const dots = (millimetres) => Math.round(parseFloat(millimetres) / 25.4 * 300);
        for (const button of document.querySelectorAll("button.png")) {
          button.addEventListener("click", async () => {
            const svg = button.parentElement.previousElementSibling.querySelector("svg");
            const image = new Image();
            image.src = "data:image/svg+xml;charset=utf-8,"
              + encodeURIComponent(new XMLSerializer().serializeToString(svg));
            await image.decode();
            const canvas = document.createElement("canvas");
            canvas.width = dots(svg.getAttribute("width"));
            canvas.height = dots(svg.getAttribute("height"));
            const context = canvas.getContext("2d");
            context.fillStyle = "#fff";
            context.fillRect(0, 0, canvas.width, canvas.height);
            context.drawImage(image, 0, 0, canvas.width, canvas.height);
            const link = document.createElement("a");
            link.download = button.dataset.file;
            link.href = canvas.toDataURL("image/png");
            link.click();
          });
        }

        """
}
