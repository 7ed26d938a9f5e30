"""Exports opened by LibreOffice Calc and read as spreadsheets read CSV, and a Homebox file read back by tote itself."""

import csv
import html.parser
import os
import subprocess
import tempfile


def tote(*arguments, store):
    result = subprocess.run([os.environ["TOTE"], *arguments, "--store", store], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout


def cells(path):
    """The rows of a CSV file as spreadsheets open one: UTF-8 with its byte order mark, the excel dialect."""
    with open(path, encoding="utf-8-sig", newline="") as file:
        return list(csv.reader(file, dialect="excel"))


class Cells(html.parser.HTMLParser):
    """The cells of the table in a page LibreOffice wrote, a line break in a cell kept as one."""

    def __init__(self):
        super().__init__()
        self.rows, self.cell = [], None

    def handle_starttag(self, tag, attributes):
        if tag == "tr":
            self.rows.append([])
        elif tag == "td":
            self.cell = ""
        elif tag == "br" and self.cell:
            self.cell += "\n"

    def handle_endtag(self, tag):
        if tag == "td":
            self.rows[-1].append(self.cell)
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def opened_in_calc(path):
    """The cells LibreOffice Calc shows for a CSV file read as UTF-8 text separated by commas (what its Text Import
    dialog asks), taken from the HTML table it converts the sheet to."""
    folder = os.path.dirname(path)
    subprocess.run(["soffice", "--headless", "--infilter=CSV:44,34,76,1", "--convert-to", "html", "--outdir", folder,
                    path], check=True, capture_output=True, env={**os.environ, "HOME": folder})
    parser = Cells()
    with open(os.path.splitext(path)[0] + ".html", encoding="utf-8") as page:
        parser.feed(page.read())
    return parser.rows


def test_item_and_box_tables_open_as_spreadsheets_with_every_cell_as_typed():
    directory = tempfile.TemporaryDirectory()
    store = "sqlite:" + os.path.join(directory.name, "tote.sqlite")
    tote("box", "add", "Kitchen, upstairs", "--location", 'Hall "north"', store=store)
    tote("item", "add", "1", "Tea, green", "--quantity", "3", "--note", "two lines\nof note", store=store)
    tote("item", "add", "1", "=HYPERLINK(\"x\")", store=store)
    tote("item", "add", "1", "Crème brûlée 漫画 📚", store=store)
    items = os.path.join(directory.name, "items.csv")
    boxes = os.path.join(directory.name, "boxes.csv")
    tote("export", "--quiet", "--output", items, store=store)
    tote("export", "--quiet", "--table", "boxes", "--output", boxes, store=store)

    with open(items, "rb") as file:
        assert file.read(3) == b"\xef\xbb\xbf"
    rows = cells(items)
    assert rows[0] == ["Item", "Title", "Quantity", "Note", "Box", "Box title", "Box location", "Box is in"]
    assert rows[1] == ["1", "Tea, green", "3", "two lines\nof note", "1", "Kitchen, upstairs", 'Hall "north"', ""]
    assert rows[2][1] == "'=HYPERLINK(\"x\")"
    assert rows[3][1] == "Crème brûlée 漫画 📚"
    assert cells(boxes)[1][:3] == ["1", "Kitchen, upstairs", 'Hall "north"']
    calc = opened_in_calc(items)
    assert calc[0] == rows[0]
    assert calc[1] == rows[1]
    assert calc[2][:3] == rows[2][:3] and calc[3][:3] == rows[3][:3]


def test_a_homebox_export_reads_as_homebox_columns_and_imports_back_onto_the_same_items():
    directory = tempfile.TemporaryDirectory()
    store = "sqlite:" + os.path.join(directory.name, "tote.sqlite")
    tote("box", "add", "Shelf 2", "--location", "Garage", store=store)
    tote("item", "add", "1", "Drill, cordless", "--note", "18V", store=store)
    tote("item", "add", "1", "=HYPERLINK(\"https://example.org\",\"x\")", "--note", "@SUM(1)", store=store)
    exported = os.path.join(directory.name, "homebox.csv")
    tote("export", "--quiet", "--format", "homebox", "--output", exported, store=store)
    rows = cells(exported)
    assert rows[0] == ["HB.import_ref", "HB.location", "HB.name", "HB.quantity", "HB.description"]
    assert rows[1][1:] == ["Garage / Shelf 2", "Drill, cordless", "1", "18V"]
    assert rows[2][2] == "'=HYPERLINK(\"https://example.org\",\"x\")" and rows[2][4] == "'@SUM(1)"
    calc = opened_in_calc(exported)
    assert calc[2][2] == rows[2][2] and calc[2][4] == rows[2][4], "LibreOffice ran a formula of the Homebox file"
    report = tote("import", "--quiet", exported, "--json", store=store)
    assert '"itemsUnchanged" : 2' in report and '"boxesAdded" : 0' in report
