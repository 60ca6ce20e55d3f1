"""Render, e-invoice, OCR and extract as Temporal runs them (ActivityEnvironment), on real object
storage and Tesseract."""

import io
import secrets

import pymupdf
import pytest
from PIL import Image
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.draft import load_parts
from activities.einvoice import EinvoiceActivities
from activities.extract import ExtractActivities
from activities.ocr import OcrActivities, StoredOcr
from activities.reading.ocr_cpu import CpuOcrEngine
from activities.reading.ocr_tesseract import TesseractEngine
from activities.reading.render import RenderedFile
from activities.render import RenderActivities
from activities.workspace import draft_key, ocr_key, page_image_key, put_json
from api.core.storage import original_key, preview_key
from tests.activities.reading.pages import text_pdf
from tests.activities.reading.test_pipeline import UNLABELLED_PURCHASE, footer_picture_invoice
from tests.data.invoices import Invoice, invoice_pdf, scanned_image
from tests.fakes.openai_api import FakeOpenAI
from workflows.contracts import (
    UNREADABLE_FILE_ERROR,
    DocumentRef,
    ExtractInput,
    OcrInput,
    OwnCompany,
    PictureRef,
)
from workflows.fields import HEADER_FIELDS

CII_ROOT = (
    b'<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>'
)


def never_rendered() -> bytes:
    raise AssertionError("the stored reader answers from stored words and renders nothing")


@pytest.fixture
def stored(store):
    """Put a file where an upload puts it, under an id no database row uses."""

    def put(data: bytes) -> int:
        document_id = 10**12 + secrets.randbelow(10**9)
        store.put(original_key(document_id), data, "application/octet-stream")
        return document_id

    return put


@pytest.fixture(scope="module")
def tesseract() -> TesseractEngine:
    return TesseractEngine()


def test_render_stores_previews_and_lists_pages_without_text(store, stored):
    digital = stored(invoice_pdf(Invoice(), Invoice(number="0002")))
    scanned = stored(scanned_image(invoice_pdf()))
    put_json(store, draft_key(scanned), {"left over": "by an earlier run"})
    render = RenderActivities(store).render

    from_pdf = ActivityEnvironment().run(render, DocumentRef(digital))
    from_image = ActivityEnvironment().run(render, DocumentRef(scanned))

    assert (from_pdf.page_count, from_pdf.ocr_pages) == (2, [])
    assert store.get(preview_key(digital, 1)).startswith(b"\x89PNG")
    assert (from_image.page_count, from_image.ocr_pages) == (1, [0])
    assert store.exists(page_image_key(scanned, 0))
    assert not store.exists(draft_key(scanned))


def test_an_unreadable_original_is_a_non_retryable_verdict(store, stored):
    document_id = stored(b"%PDF-1.7 only a header")
    with pytest.raises(ApplicationError) as raised:
        ActivityEnvironment().run(RenderActivities(store).render, DocumentRef(document_id))
    assert raised.value.type == UNREADABLE_FILE_ERROR and raised.value.non_retryable


def test_einvoice_is_found_only_when_embedded(store, stored):
    plain = stored(invoice_pdf())
    with pymupdf.open(stream=invoice_pdf(), filetype="pdf") as doc:
        doc.embfile_add("factur-x.xml", CII_ROOT)
        embedded = stored(doc.tobytes())
    find = EinvoiceActivities(store).find
    assert ActivityEnvironment().run(find, DocumentRef(plain)).found is False
    assert ActivityEnvironment().run(find, DocumentRef(embedded)).found is True


def test_ocr_words_are_stored_read_back_in_points_and_extracted_without_rendering_again(
    store, stored, tesseract, settings, monkeypatch
):
    document_id = stored(scanned_image(invoice_pdf(Invoice(number="OCR-5"))))
    env = ActivityEnvironment()
    env.run(RenderActivities(store).render, DocumentRef(document_id))

    env.run(OcrActivities(store, tesseract).ocr_pages, OcrInput(document_id, [0]))

    assert store.exists(ocr_key(document_id, 0))
    page = StoredOcr(store, document_id).read(never_rendered, 0, 595.0, 842.0)
    words = {word.text: word for word in page.words}
    assert "OCR-5" in words
    assert 0 < words["OCR-5"].box.x0 < words["OCR-5"].box.x1 < 595
    assert StoredOcr(store, document_id).read(never_rendered, 3, 595.0, 842.0).words == []

    monkeypatch.setattr(RenderedFile, "page_png", lambda *_, **__: never_rendered())
    env.run(ExtractActivities(store, settings).extract, ExtractInput(document_id, "sumiskai", use_llm=False))
    assert load_parts(store, document_id)[0].values["document_number"] == "OCR-5"


def test_ocr_of_a_sideways_scan_is_stored_upright_and_read_back_on_the_upright_page(store, stored):
    upright = Image.open(io.BytesIO(scanned_image(invoice_pdf(Invoice(number="SW-90")))))
    sideways = io.BytesIO()
    upright.rotate(-90, expand=True).save(sideways, format="PNG", dpi=(200, 200))
    document_id = stored(sideways.getvalue())
    env = ActivityEnvironment()
    env.run(RenderActivities(store).render, DocumentRef(document_id))

    env.run(OcrActivities(store, CpuOcrEngine()).ocr_pages, OcrInput(document_id, [0]))

    page = StoredOcr(store, document_id).read(never_rendered, 0, 842.0, 595.0)  # the file is landscape
    assert (page.turned, page.width, page.height) == (90, 595.0, 842.0)
    number = next(word for word in page.words if word.text == "SW-90")
    assert 150 < number.box.x0 < 400 and number.box.y1 < 120  # near the top of the upright page


def test_ocr_of_a_slanted_scan_stores_the_angle_it_levelled_the_page_by(store, stored, tesseract):
    straight = Image.open(io.BytesIO(scanned_image(invoice_pdf(Invoice(number="SK-2")))))
    slanted = io.BytesIO()
    straight.rotate(-2, resample=Image.Resampling.BICUBIC, fillcolor=255).save(slanted, format="PNG")
    document_id = stored(slanted.getvalue())
    env = ActivityEnvironment()
    env.run(RenderActivities(store).render, DocumentRef(document_id))

    env.run(OcrActivities(store, tesseract).ocr_pages, OcrInput(document_id, [0]))

    page = StoredOcr(store, document_id).read(never_rendered, 0, 595.0, 842.0)
    assert 1.5 < page.levelled < 2.5  # turned back counter-clockwise, as the closer look turns the image
    assert page.keystone == 0.0  # every row slanted alike: a turn levels them all


def test_ocr_of_a_photo_taken_from_off_centre_stores_its_keystone(store, stored, tesseract):
    straight = Image.open(io.BytesIO(scanned_image(invoice_pdf(Invoice(number="SK-3")))))
    w, h = straight.size
    corners = (0, 0, 0, h, w, h - 0.03 * h, w, 0.03 * h)  # the right edge photographed shorter
    photo = io.BytesIO()
    straight.transform(straight.size, Image.Transform.QUAD, corners, fillcolor=255).save(photo, format="PNG")
    document_id = stored(photo.getvalue())
    env = ActivityEnvironment()
    env.run(RenderActivities(store).render, DocumentRef(document_id))

    env.run(OcrActivities(store, tesseract).ocr_pages, OcrInput(document_id, [0]))

    page = StoredOcr(store, document_id).read(never_rendered, 0, 595.0, 842.0)
    assert page.keystone > 0.02  # rows rise to the right above the middle, fall below it


def test_extract_reads_with_the_users_company_from_the_workflow_input(store, stored, settings):
    document_id = stored(text_pdf([UNLABELLED_PURCHASE]))
    mine = OwnCompany(code="300000003", vat_code=None, iban="LT601010012345678901")

    ActivityEnvironment().run(
        ExtractActivities(store, settings).extract, ExtractInput(document_id, "sumiskai", False, mine)
    )

    [part] = load_parts(store, document_id)
    assert (part.values["buyer_id"], part.values["seller_id"]) == ("300000003", "110053842")


def test_extract_writes_one_draft_part_per_invoice(store, stored, settings):
    document_id = stored(invoice_pdf(Invoice(number="A-1"), Invoice(number="A-2")))
    extract = ExtractActivities(store, settings).extract

    result = ActivityEnvironment().run(extract, ExtractInput(document_id, "detaliai", use_llm=False))

    parts = load_parts(store, document_id)
    assert result.parts == 2
    assert [part.values["document_number"] for part in parts] == ["A-1", "A-2"]
    assert parts[0].pages == [0] and parts[1].pages == [1]
    assert len(parts[0].line_items) == 2
    assert parts[0].meta["amount_with_vat"]["source"] == "rules"
    assert parts[0].values["val_total_match"] is True


def llm_answer() -> dict[str, object]:
    answer: dict[str, object] = {name: None for name in HEADER_FIELDS}
    answer.update(
        document_type="invoice",
        document_series="DS",
        document_number="LLM-1",
        invoice_date="2026-03-14",
        amount_wo_vat="62,00",
        vat_amount="13,02",
        amount_with_vat="75,02",
        seller_id="305000007",
    )
    return answer


def test_extract_with_the_llm_and_its_failures(store, stored, settings):
    document_id = stored(invoice_pdf(Invoice(number="LLM-1")))
    with FakeOpenAI() as fake:
        extract = ExtractActivities(
            store, settings.model_copy(update={"llm_base_url": fake.base_url})
        ).extract
        fake.script.extend([("json", llm_answer()), ("status", 503), ("status", 400)])

        result = ActivityEnvironment().run(extract, ExtractInput(document_id, "sumiskai", use_llm=True))
        assert result.parts == 1 and len(fake.requests) == 1
        assert load_parts(store, document_id)[0].values["document_number"] == "LLM-1"
        for kind, retryable in (("LlmUnavailable", True), ("LlmRejected", False)):
            with pytest.raises(ApplicationError) as raised:
                ActivityEnvironment().run(extract, ExtractInput(document_id, "sumiskai", use_llm=True))
            assert (raised.value.type, raised.value.non_retryable) == (kind, not retryable)


def test_pictures_of_a_text_layer_page_are_rendered_read_and_extracted(
    store, stored, settings, tesseract, monkeypatch
):
    document_id = stored(footer_picture_invoice())
    env = ActivityEnvironment()

    render = env.run(RenderActivities(store).render, DocumentRef(document_id))
    assert (render.ocr_pages, render.ocr_pictures) == ([], [PictureRef(0, 0), PictureRef(0, 1)])
    assert store.exists(page_image_key(document_id, 0, 1))

    env.run(OcrActivities(store, tesseract).ocr_pages, OcrInput(document_id, [], render.ocr_pictures))
    assert store.exists(ocr_key(document_id, 0, 0)) and not store.exists(ocr_key(document_id, 0))
    footer = StoredOcr(store, document_id).read(never_rendered, 0, 216.0, 42.0, picture=0)
    assert "304151376," in [word.text for word in footer.words]

    # the OCR step has read the pictures: extracting renders none of them again
    monkeypatch.setattr(RenderedFile, "picture_png", lambda *_, **__: never_rendered())
    env.run(ExtractActivities(store, settings).extract, ExtractInput(document_id, "sumiskai", use_llm=False))
    [part] = load_parts(store, document_id)
    assert (part.values["seller_id"], part.values["seller_iban"]) == ("304151376", "LT121000011101001000")
