import io
import os
import subprocess
import sys

import pytest
from PIL import Image

from activities.reading.ocr import PixelWord, to_page
from activities.reading.ocr_surya import SuryaEngine, SuryaSettings, split_line
from activities.reading.ocr_tesseract import TesseractEngine
from activities.reading.render import UnreadableFile, render_pages, text_layer_usable
from tests.activities.reading.pages import pdf_with_pictures, picture_png, text_pdf

LINES = [
    "PVM SĄSKAITA FAKTŪRA",
    "Serija AB Nr. 0042",
    "Pardavėjas: UAB „Šiaurės žiedas“",
    "Iš viso: 1 234,50 EUR",
]


def test_pdf_text_layer_words_with_boxes_in_points_from_the_top_left() -> None:
    rendered = render_pages(text_pdf([LINES, ["Antras puslapis"]]))
    assert (rendered.kind, rendered.page_count) == ("pdf", 2)
    first = rendered.pages[0]
    assert (first.width, first.height, first.source) == (595, 842, "text")
    assert [w.text for w in first.words[:3]] == ["PVM", "SĄSKAITA", "FAKTŪRA"]
    title = first.words[0].box
    assert 35 < title.x0 < 45 and 45 < title.y0 < title.y1 < 65  # baseline at y=60, origin top-left
    assert rendered.pages[1].words[0].box.page == 1
    assert text_layer_usable(first)


def test_page_image_for_preview_and_ocr() -> None:
    rendered = render_pages(text_pdf([LINES]))
    image = Image.open(io.BytesIO(rendered.page_png(0, dpi=100)))
    assert (image.size, image.mode) == ((827, 1170), "L")


def test_an_image_is_one_page_to_ocr_sized_by_its_resolution() -> None:
    out = io.BytesIO()
    Image.new("RGB", (1654, 2339), "white").save(out, format="JPEG", dpi=(200, 200))
    rendered = render_pages(out.getvalue())
    [page] = rendered.pages
    assert (rendered.kind, page.source, page.words) == ("jpeg", "ocr", [])
    assert round(page.width) == 595 and round(page.height) == 842
    assert not rendered.has_text_layer(0)


def test_other_files_are_refused() -> None:
    with pytest.raises(UnreadableFile):
        render_pages(b"GIF89a....")
    with pytest.raises(UnreadableFile):
        render_pages(b"%PDF-1.7 broken")


def test_tesseract_reads_lithuanian_with_diacritics_and_boxes() -> None:
    rendered = render_pages(text_pdf([LINES]))
    page = TesseractEngine().read(lambda: rendered.page_png(0, dpi=200), 0, 595, 842)
    text = " ".join(w.text for w in page.words)
    assert "SĄSKAITA" in text and "Šiaurės" in text and "1 234,50" in text
    serija = next(w for w in page.words if w.text == "Serija")
    assert serija.box.page == 0 and 35 < serija.box.x0 < 50 and 60 < serija.box.y0 < 80  # points, not pixels
    assert 0.5 < serija.confidence <= 1


def test_pixel_boxes_scale_to_points() -> None:
    page = to_page([PixelWord("Nr.", 100, 200, 150, 220, 0.9)], (1000, 2000), 3, 500, 1000)
    [word] = page.words
    assert (word.box.page, word.box.x0, word.box.y0, word.box.x1, word.box.y1) == (3, 50, 100, 75, 110)


def test_surya_lines_are_split_into_words_by_character_share() -> None:
    words = split_line("Iš viso 12,10", (0, 0, 130, 10), 0.9)
    assert [w.text for w in words] == ["Iš", "viso", "12,10"]
    assert words[0].x0 == 0 and words[-1].x1 == 130


def test_surya_settings_come_from_the_environment_and_point_surya_offline() -> None:
    settings = SuryaSettings.from_env(
        {"DOKSKENAS_SURYA_MODEL_CACHE_DIR": "/models", "DOKSKENAS_SURYA_INFERENCE_BACKEND": "vllm"}
    )
    env = settings.surya_environment()
    assert env["MODEL_CACHE_DIR"] == "/models"
    assert env["SURYA_INFERENCE_BACKEND"] == "vllm"
    assert env["HF_HUB_OFFLINE"] == "1"


def test_surya_is_imported_only_when_the_engine_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "environ", dict(os.environ))  # the engine sets surya's variables before importing
    with pytest.raises(ModuleNotFoundError, match="surya"):
        SuryaEngine(SuryaSettings())
    assert os.environ["HF_HUB_OFFLINE"] == "1"


def test_the_cpu_ocr_modules_do_not_import_torch() -> None:
    code = (
        "import sys, activities.reading.ocr_cpu, activities.reading.pipeline; print('torch' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_tesseract_reads_a_blank_page_as_no_words():
    blank = io.BytesIO()
    Image.new("L", (1654, 2339), 255).save(blank, format="PNG")
    page = TesseractEngine().read(blank.getvalue, 0, 595, 842)
    assert page.words == []
    assert (page.number, page.source) == (0, "ocr")


def test_pictures_that_may_hold_print_are_found_on_text_layer_pages() -> None:
    footer = picture_png(["UAB Saulės vėjas", "Įmonės kodas 304151376"])
    tiny = picture_png(["."], size=6)
    data = pdf_with_pictures(LINES, [((40, 700), footer), ((40, 760), tiny), ((40, 40), footer)])
    rendered = render_pages(data)
    [found] = rendered.pictures[0]  # the tiny one holds no line, the one under the title is a background
    assert (round(found.x0), round(found.y0), found.page) == (40, 700, 0)
    image = Image.open(io.BytesIO(rendered.picture_png(found, dpi=300)))
    assert image.mode == "L" and abs(image.width - (found.x1 - found.x0) * 300 / 72) < 2
    assert render_pages(text_pdf([LINES])).pictures == {}
