"""`dokskenas extract` and `dokskenas registry import` through the command dispatcher (activities/cli.py),
in-process: no server, no database for extract."""

import json
from pathlib import Path

from activities.cli import parser
from tests.data.invoices import Invoice, delivery_note_pdf, invoice_pdf, scanned_image

DATA = Path(__file__).resolve().parents[1] / "data"


def run(*argv: str) -> int:
    args = parser().parse_args(list(argv))
    return args.func(args)


def test_extract_prints_one_json_line_per_document(tmp_path, capsys):
    two = tmp_path / "dvi.pdf"
    two.write_bytes(invoice_pdf(Invoice(number="CLI-1"), Invoice(number="CLI-2")))
    photo = tmp_path / "nuotrauka.png"
    photo.write_bytes(scanned_image(invoice_pdf(Invoice(number="CLI-3"))))
    note = tmp_path / "vaztarastis.pdf"
    note.write_bytes(delivery_note_pdf())

    assert run("extract", "--scan-type", "detaliai", str(two), str(photo), str(note)) == 0

    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(line["file"], line["status"]) for line in lines] == [
        (str(two), "completed"),
        (str(two), "completed"),
        (str(photo), "completed"),
        (str(note), "rejected"),
    ]
    first = lines[0]["document"]
    assert first["document_number"] == "CLI-1" and first["invoice_date"] == "2026-03-14"
    assert first["amount_with_vat"] == 75.02 and first["due_date"] is None
    assert first["line_items"][0]["quantity"] == 10 and first["line_items"][0]["price"] == 4.5
    assert lines[2]["document"]["document_number"] == "CLI-3"
    assert lines[3]["error_message"].startswith("Netinkamas dokumentas")


def test_extract_reports_unreadable_and_missing_files(tmp_path, capsys):
    html = tmp_path / "puslapis.pdf"
    html.write_bytes(b"<html></html>")
    assert run("extract", str(html), str(tmp_path / "nera.pdf")) == 1
    captured = capsys.readouterr()
    [line] = [json.loads(text) for text in captured.out.splitlines()]
    assert (
        line["status"] == "rejected"
        and line["document"] is None
        and "Nepavyko perskaityti" in line["error_message"]
    )
    assert "nera.pdf" in captured.err


def test_registry_import_command(settings, monkeypatch, capsys):
    monkeypatch.setenv("DOKSKENAS_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("DOKSKENAS_ENV", "test")
    from api.core.config import get_settings

    get_settings.cache_clear()
    try:
        assert run("registry", "import", str(DATA / "register_registered.csv")) == 0
        assert run("registry", "import", str(DATA / "register_vat_codes.csv")) == 0
    finally:
        get_settings.cache_clear()
    out = capsys.readouterr().out
    assert "4 rows (registered, register data of 2026-05-27)" in out and "2 rows (vat_codes)" in out
