"""Upload through the API to `completed` on real PostgreSQL, SeaweedFS, a Temporal dev server and a
real worker."""

from decimal import Decimal

from api.core import texts
from api.core.storage import original_key
from tests.data.invoices import Invoice, invoice_pdf, scanned_image
from tests.pipeline import ledger_rows, upload, wait_until_done
from workflows.contracts import MAX_DOCUMENTS_PER_FILE


async def test_digital_invoice_completes_and_is_charged_once(
    pipeline_user, pipeline_worker, sessionmaker, store
):
    user = await pipeline_user()
    pdf = invoice_pdf(Invoice(number="E2E-1"))
    response = await upload(user.client, ("saskaita.pdf", pdf), scan_type="detaliai")
    assert response.status_code == 201, response.text
    [created] = response.json()
    assert created["status"] == "processing" and created["original_filename"] == "saskaita.pdf"

    document = await wait_until_done(sessionmaker, created["id"])

    assert document.status == "completed", document.error_message
    assert document.document_number == "E2E-1"
    assert document.amount_with_vat == Decimal("75.02")
    assert document.pirkimas_pardavimas == "pirkimas"
    assert [line.pvm_kodas for line in document.line_items] == ["PVM1", "PVM1"]
    assert document.field_meta["seller_id"]["box"] is not None
    assert await ledger_rows(sessionmaker, document.id) == ["reserve", "charge"]
    assert store.get(original_key(document.id)) == pdf
    me = (await user.client.get("/api/me/")).json()
    assert Decimal(str(me["credits"])) == Decimal("48.70")


async def test_scanned_image_is_read_by_ocr(pipeline_user, pipeline_worker, sessionmaker):
    user = await pipeline_user()
    image = scanned_image(invoice_pdf(Invoice(number="SKEN-7")))
    response = await upload(user.client, ("nuotrauka.png", image))
    assert response.status_code == 201, response.text

    document = await wait_until_done(sessionmaker, response.json()[0]["id"])

    assert document.status == "completed", document.error_message
    assert document.document_number == "SKEN-7"
    assert document.field_meta["amount_with_vat"]["source"] in ("rules", "llm")
    detail = (await user.client.get(f"/api/documents/{document.id}/")).json()
    assert detail["preview_url"].startswith("http")
    assert "SKEN-7" in detail["glued_raw_text"]


async def test_a_pdf_with_two_invoices_becomes_two_documents_each_charged(
    pipeline_user, pipeline_worker, sessionmaker
):
    user = await pipeline_user()
    pdf = invoice_pdf(Invoice(number="DVI-1"), Invoice(number="DVI-2"))
    response = await upload(user.client, ("dvi.pdf", pdf))

    first = await wait_until_done(sessionmaker, response.json()[0]["id"])

    listed = (await user.client.get("/api/documents/")).json()["results"]
    assert sorted((d["document_number"], d["status"]) for d in listed) == [
        ("DVI-1", "completed"),
        ("DVI-2", "completed"),
    ]
    second = next(d for d in listed if d["id"] != first.id)
    assert second["original_filename"] == "dvi.pdf (2)"
    assert await ledger_rows(sessionmaker, first.id) == ["reserve", "charge"]
    assert await ledger_rows(sessionmaker, second["id"]) == ["reserve", "charge"]
    me = (await user.client.get("/api/me/")).json()
    assert Decimal(str(me["credits"])) == Decimal(48)


async def test_a_file_of_more_invoices_than_one_file_may_split_into_is_one_document_charged_once(
    pipeline_user, pipeline_worker, sessionmaker
):
    user = await pipeline_user()
    found = MAX_DOCUMENTS_PER_FILE + 1
    pdf = invoice_pdf(*(Invoice(number=f"DAUG-{n}") for n in range(1, found + 1)))
    response = await upload(user.client, ("israsas.pdf", pdf))

    document = await wait_until_done(sessionmaker, response.json()[0]["id"])

    assert document.status == "completed", document.error_message
    assert (await user.client.get("/api/documents/")).json()["count"] == 1
    assert await ledger_rows(sessionmaker, document.id) == ["reserve", "charge"]
    detail = (await user.client.get(f"/api/documents/{document.id}/")).json()
    assert detail["notice"] == texts.FILE_NOT_SPLIT.format(found=found, limit=MAX_DOCUMENTS_PER_FILE)
    assert detail["page_count"] == found
