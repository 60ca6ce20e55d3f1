"""The documents API on stored documents: list, detail, deletion, review edits, suggestions."""

from datetime import UTC, datetime, timedelta

import httpx
from sqlalchemy import select

from api.core import texts
from api.core.db import unit_of_work
from api.core.storage import original_key, preview_key
from api.documents.endpoints import LOCAL_TIME
from api.masterdata import service as masterdata
from api.models import Document
from tests.data.invoices import Invoice, invoice_pdf
from tests.pipeline import document_with_reservation, ledger_rows, stored_document


async def test_the_list_filters_by_status_and_date_and_pages(pipeline_user, sessionmaker):
    user = await pipeline_user()
    other = await pipeline_user()
    now = datetime.now(UTC)
    await stored_document(sessionmaker, user.user_id, uploaded_at=now)
    await stored_document(sessionmaker, user.user_id, status="exported", exported=True, uploaded_at=now)
    await stored_document(sessionmaker, user.user_id, status="rejected", uploaded_at=now)
    await stored_document(sessionmaker, user.user_id, uploaded_at=now - timedelta(days=40))
    await stored_document(sessionmaker, user.user_id, status="deleted", is_deleted=True, uploaded_at=now)
    await stored_document(sessionmaker, other.user_id, uploaded_at=now)

    async def listed(**params: object) -> dict:
        response = await user.client.get("/api/documents/", params=params)
        assert response.status_code == 200, response.text
        return response.json()

    assert (await listed())["count"] == 4
    # The API reads the dates as Vilnius days: from 22:00 UTC in winter it is already tomorrow there.
    today = now.astimezone(LOCAL_TIME).date()
    recent = {"date_from": (today - timedelta(days=29)).isoformat(), "date_to": today.isoformat()}
    assert (await listed(**recent))["count"] == 3
    assert [d["status"] for d in (await listed(status="completed_not_exported", **recent))["results"]] == [
        "completed"
    ]
    assert [d["status"] for d in (await listed(status="exported"))["results"]] == ["exported"]
    assert [d["status"] for d in (await listed(status="rejected"))["results"]] == ["rejected"]
    first = await listed(page_size=3)
    assert len(first["results"]) == 3 and first["next"] and first["previous"] is None
    second = await listed(page_size=3, page=2)
    assert len(second["results"]) == 1 and second["next"] is None
    response = await user.client.get("/api/documents/", params={"status": "kazkas"})
    assert response.status_code == 422


async def test_another_users_document_answers_404(pipeline_user, sessionmaker):
    owner, stranger = await pipeline_user(), await pipeline_user()
    document = await stored_document(sessionmaker, owner.user_id)
    assert (await stranger.client.get(f"/api/documents/{document.id}/")).status_code == 404
    edit = {"field": "document_number", "value": "X"}
    response = await stranger.client.patch(f"/api/scanned-documents/{document.id}/inline/", json=edit)
    assert response.status_code == 404
    response = await stranger.client.request(
        "DELETE", "/api/documents/bulk-delete/", json={"ids": [document.id]}
    )
    assert response.json() == {"deleted": 0}
    assert (await owner.client.get(f"/api/documents/{document.id}/")).status_code == 200


async def test_detail_has_lines_and_a_short_lived_preview_link(pipeline_user, sessionmaker, store):
    user = await pipeline_user()
    document = await stored_document(sessionmaker, user.user_id, lines=2, page_count=1)
    store.put(preview_key(document.id), b"\x89PNG preview", "image/png")
    async with sessionmaker() as session:
        row = await session.get(Document, document.id)
        row.preview_key = preview_key(document.id)
        await session.commit()

    detail = (await user.client.get(f"/api/documents/{document.id}/")).json()

    assert [line["prekes_pavadinimas"] for line in detail["line_items"]] == ["Prekė 1", "Prekė 2"]
    assert "X-Amz-Expires=300" in detail["preview_url"]
    async with httpx.AsyncClient() as plain:
        assert (await plain.get(detail["preview_url"])).content == b"\x89PNG preview"
    assert detail["preview"] is None


async def test_multi_mode_preview_follows_the_chosen_counterparty(pipeline_user, sessionmaker):
    user = await pipeline_user()
    assert (await user.client.patch("/api/view-mode/", json={"view_mode": "multi"})).status_code == 200
    document = await stored_document(sessionmaker, user.user_id, lines=1)

    as_seller = (
        await user.client.get(f"/api/documents/{document.id}/", params={"cp_key": "id:305000007"})
    ).json()
    as_buyer = (
        await user.client.get(f"/api/documents/{document.id}/", params={"cp_key": "id:304181177"})
    ).json()

    # The chosen company is the one whose books are kept: as the seller it sold, as the buyer it bought.
    assert as_seller["preview"]["pirkimas_pardavimas_code"] == "pardavimas"
    assert as_seller["preview"]["pvm_kodas"] == "PVM1"
    assert as_seller["preview"]["line_items"][0]["pvm_kodas_label"] == "PVM1 (21 %)"
    assert as_buyer["preview"]["pirkimas_pardavimas_label"] == "Pirkimas"


async def test_bulk_delete_removes_files_and_releases_a_processing_document(
    pipeline_user, sessionmaker, store
):
    user = await pipeline_user()
    done = await stored_document(sessionmaker, user.user_id)
    running = await document_with_reservation(sessionmaker, user.user_id)
    store.put(original_key(done.id), b"%PDF-1.4 originalas", "application/pdf")

    response = await user.client.request(
        "DELETE", "/api/documents/bulk-delete/", json={"ids": [done.id, running.id]}
    )

    assert response.json() == {"deleted": 2}
    assert not store.exists(original_key(done.id))
    assert await ledger_rows(sessionmaker, running.id) == ["reserve", "release"]
    listed = (await user.client.get("/api/documents/")).json()
    assert listed["count"] == 0
    assert (await user.client.get(f"/api/documents/{done.id}/")).status_code == 404


async def inline(user, document_id: int, field: str, value: object) -> httpx.Response:
    return await user.client.patch(
        f"/api/scanned-documents/{document_id}/inline/", json={"field": field, "value": value}
    )


async def test_inline_edits_follow_the_spec_validation(pipeline_user, sessionmaker):
    user = await pipeline_user()
    document = await stored_document(sessionmaker, user.user_id)

    bad_date = await inline(user, document.id, "invoice_date", "2026-13-01")
    assert bad_date.status_code == 422 and bad_date.json()["detail"] == texts.DATE_FORMAT
    assert (await inline(user, document.id, "invoice_date", "14.03.2026")).json()[
        "detail"
    ] == texts.DATE_FORMAT
    bad_number = await inline(user, document.id, "amount_with_vat", "daug")
    assert bad_number.status_code == 422 and bad_number.json()["detail"] == texts.MUST_BE_NUMBER
    unknown = await inline(user, document.id, "status", "completed")
    assert unknown.status_code == 422

    changed = (await inline(user, document.id, "amount_with_vat", "130,50")).json()
    assert changed["amount_with_vat"] == "130.50" and changed["field"] == "amount_with_vat"
    assert changed["val_total_match"] is False
    fixed = (await inline(user, document.id, "amount_with_vat", 121)).json()
    assert fixed["val_total_match"] is True
    cleared = (await inline(user, document.id, "due_date", "")).json()
    assert cleared["due_date"] is None
    assert (await inline(user, document.id, "invoice_date", "2026-04-01")).json()["value"] == "2026-04-01"

    detail = (await user.client.get(f"/api/documents/{document.id}/")).json()
    assert detail["invoice_date"] == "2026-04-01"
    assert detail["field_meta"]["amount_with_vat"]["source"] == "user"


async def test_review_marks_reach_the_screen_and_a_confirmed_value_loses_its_mark(
    pipeline_user, sessionmaker
):
    user = await pipeline_user()
    guessed = {"value": "UAB Kita", "source": "rules", "backing": "position", "review": True}
    summed = {"value": "121.00", "source": "rules", "backing": "sum", "review": False}
    document = await stored_document(
        sessionmaker, user.user_id, field_meta={"seller_name": guessed, "amount_with_vat": summed}
    )
    meta = (await user.client.get(f"/api/documents/{document.id}/")).json()["field_meta"]
    assert meta["seller_name"]["review"] is True and meta["amount_with_vat"]["review"] is False

    # Enter on an unchanged value sends it again: the reviewer vouches for it
    answer = (await inline(user, document.id, "seller_name", "UAB Kita")).json()

    assert answer["field_meta"]["seller_name"]["review"] is False
    assert answer["field_meta"]["seller_name"]["backing"] == "user"
    assert answer["field_meta"]["amount_with_vat"]["backing"] == "sum"
    meta = (await user.client.get(f"/api/documents/{document.id}/")).json()["field_meta"]
    assert meta["seller_name"]["review"] is False


async def test_a_processing_document_cannot_be_edited(pipeline_user, sessionmaker):
    user = await pipeline_user()
    document = await document_with_reservation(sessionmaker, user.user_id)
    response = await inline(user, document.id, "document_number", "1")
    assert response.status_code == 409 and response.json()["detail"] == texts.DOCUMENT_NOT_EDITABLE


async def test_line_items_are_edited_added_and_removed(pipeline_user, sessionmaker):
    user = await pipeline_user()
    document = await stored_document(sessionmaker, user.user_id, lines=2)
    base = f"/api/scanned-documents/{document.id}"
    detail = (await user.client.get(f"/api/documents/{document.id}/")).json()
    first, second = (line["id"] for line in detail["line_items"])

    edited = await user.client.patch(
        f"{base}/lineitem/{first}/inline/", json={"field": "subtotal", "value": "10"}
    )
    assert edited.json()["subtotal"] == "10" and edited.json()["val_subtotal_match"] is False
    assert edited.json()["field_meta"]["subtotal"]["review"] is False
    bad = await user.client.patch(
        f"{base}/lineitem/{first}/inline/", json={"field": "quantity", "value": "x"}
    )
    assert bad.json()["detail"] == texts.MUST_BE_NUMBER

    product = {"prekes_pavadinimas": "Kuras", "prekes_kodas": "K-95"}
    assert (await user.client.patch(f"{base}/lineitem/{first}/", json=product)).json()[
        "prekes_kodas"
    ] == "K-95"
    cleared = (await user.client.post(f"{base}/lineitem/{first}/clear-product/")).json()
    assert cleared["prekes_pavadinimas"] is None and cleared["prekes_kodas"] is None

    added = (await user.client.post(f"{base}/add-lineitem/")).json()
    assert added["position"] == 2 and added["subtotal"] is None
    rechecked = (await user.client.get(f"/api/documents/{document.id}/")).json()
    assert rechecked["val_subtotal_match"] is None
    deleted = (await user.client.delete(f"{base}/delete-lineitem/{second}/")).json()
    assert deleted["deleted"] is True
    missing = await user.client.delete(f"{base}/delete-lineitem/{second}/")
    assert missing.status_code == 404 and missing.json()["detail"] == texts.LINE_NOT_FOUND
    lines = (await user.client.get(f"/api/documents/{document.id}/")).json()["line_items"]
    assert [line["id"] for line in lines] == [first, added["id"]]


async def test_extra_fields_change_parties_and_products(pipeline_user, sessionmaker):
    user = await pipeline_user()
    defaults = [
        {"imones_kodas": "111111115", "pavadinimas": "Paslaugos", "kodas": "PASL", "tipas": "Paslauga"}
    ]
    assert (await user.client.patch("/api/profile/", json={"purchase_defaults": defaults})).status_code == 200
    document = await stored_document(sessionmaker, user.user_id, scan_type="sumiskai")
    url = f"/api/scanned-documents/{document.id}/extra-fields/"

    seller = await user.client.patch(url, json={"seller_id": "111111115", "seller_name": "UAB Kita"})
    assert seller.json()["seller_name"] == "UAB Kita"
    assert seller.json()["prekes_kodas"] == "PASL" and seller.json()["prekes_tipas"] == 2

    cleared = (await user.client.post(f"/api/scanned-documents/{document.id}/clear-product/")).json()
    assert cleared["prekes_kodas"] is None
    kept_clear = await user.client.patch(url, json={"prekes_pavadinimas": None, "apply_defaults": False})
    assert kept_clear.json()["prekes_kodas"] is None

    not_us = (
        await user.client.patch(url, json={"buyer_id": "305000014", "buyer_name": "UAB Svetima"})
    ).json()
    assert not_us["pirkimas_pardavimas"] == "nezinoma"
    bad_country = await user.client.patch(url, json={"seller_country_iso": "L1"})
    assert bad_country.status_code == 422


async def test_suggestions_come_from_completed_documents_and_the_register(pipeline_user, sessionmaker):
    user = await pipeline_user()
    mine = await stored_document(sessionmaker, user.user_id, lines=1, seller_iban="LT121000011101001000")
    stranger = await pipeline_user()
    theirs = await stored_document(
        sessionmaker, stranger.user_id, seller_name="UAB Svetimas tiekėjas", seller_id="305000021"
    )
    async with unit_of_work(sessionmaker) as session:
        for document in (mine, theirs):
            # what the settle step does when a document completes (api/documents/outcome.py)
            await masterdata.remember_document(session, document)

    by_name = (await user.client.get("/api/autocomplete/clients/", params={"q": "šiaurės"})).json()["results"]
    assert by_name[0]["imones_kodas"] == "305000007" and by_name[0]["ibans"] == ["LT121000011101001000"]
    by_code = (
        await user.client.get("/api/autocomplete/clients/", params={"q": "30500", "field": "code"})
    ).json()
    assert [r["code"] for r in by_code["results"] if r["source"] == "clients"] == ["305000007"]
    hidden = (await user.client.get("/api/autocomplete/clients/", params={"q": "Svetimas"})).json()["results"]
    assert [r for r in hidden if r["source"] == "clients"] == []
    products = (await user.client.get("/api/autocomplete/products/", params={"q": "prekė"})).json()["results"]
    assert products[0]["prekes_pavadinimas"] == "Prekė 1" and products[0]["name"] == "Prekė 1"


async def test_deleted_documents_stay_out_of_duplicates(pipeline_user, sessionmaker):
    user = await pipeline_user()
    document = await stored_document(sessionmaker, user.user_id)
    await user.client.request("DELETE", "/api/documents/bulk-delete/", json={"ids": [document.id]})
    async with sessionmaker() as session:
        status = await session.scalar(select(Document.status).where(Document.id == document.id))
    assert status == "deleted"


async def test_edits_refuse_unreal_codes_rates_and_negative_quantities_and_store_nothing(
    pipeline_user, sessionmaker
):
    user = await pipeline_user()
    document = await stored_document(sessionmaker, user.user_id, lines=1)
    credit_note = await stored_document(sessionmaker, user.user_id, lines=1, document_type="credit_note")
    line = f"/api/scanned-documents/{document.id}/lineitem/{document.line_items[0].id}/inline/"
    credit_line = f"/api/scanned-documents/{credit_note.id}/lineitem/{credit_note.line_items[0].id}/inline/"
    refused = [
        (await inline(user, document.id, "currency", "ĄČĘ"), texts.CURRENCY_INVALID, "currency"),
        (await inline(user, document.id, "currency", "XYZ"), texts.CURRENCY_INVALID, "currency"),
        (
            await inline(user, document.id, "seller_country_iso", "QQ"),
            texts.COUNTRY_CODE_INVALID,
            "seller_country_iso",
        ),
        (
            await inline(user, document.id, "buyer_country_iso", "ŁT"),
            texts.COUNTRY_CODE_INVALID,
            "buyer_country_iso",
        ),
        (await inline(user, document.id, "vat_percent", "500"), texts.VAT_RATE_RANGE, "vat_percent"),
        (await inline(user, document.id, "vat_percent", "-1"), texts.VAT_RATE_RANGE, "vat_percent"),
        (
            await user.client.patch(line, json={"field": "vat_percent", "value": "100,01"}),
            texts.VAT_RATE_RANGE,
            "vat_percent",
        ),
        (
            await user.client.patch(line, json={"field": "quantity", "value": "-5"}),
            texts.NEGATIVE_QUANTITY,
            "quantity",
        ),
        (
            await user.client.patch(
                f"/api/scanned-documents/{document.id}/extra-fields/",
                json={"seller_name": "UAB Kita", "seller_country_iso": "XX"},
            ),
            texts.COUNTRY_CODE_INVALID,
            "seller_country_iso",
        ),
    ]
    for response, text, field in refused:
        assert response.status_code == 422, response.text
        assert response.json()["detail"] == text.format(field=field)
    detail = (await user.client.get(f"/api/documents/{document.id}/")).json()
    assert (detail["currency"], detail["seller_country_iso"], detail["vat_percent"]) == ("EUR", "LT", "21.00")
    assert detail["seller_name"] == "UAB „Šiaurės žiedas“" and detail["line_items"][0]["quantity"] == "1.0000"

    assert (await inline(user, document.id, "currency", "usd")).json()["currency"] == "USD"
    assert (await inline(user, document.id, "seller_country_iso", "de")).json()["seller_country_iso"] == "DE"
    assert (await inline(user, document.id, "vat_percent", "0")).status_code == 200
    returned = await user.client.patch(credit_line, json={"field": "quantity", "value": "-5"})
    assert returned.status_code == 200 and returned.json()["quantity"] == "-5"


async def test_words_of_a_text_pdf_come_with_their_boxes(pipeline_user, sessionmaker, store):
    user = await pipeline_user()
    pdf = await stored_document(sessionmaker, user.user_id, page_count=1)
    store.put(original_key(pdf.id), invoice_pdf(Invoice(number="4242")), "application/pdf")
    photo = await stored_document(sessionmaker, user.user_id, content_type="image/png")
    stranger = await pipeline_user()

    pages = (await user.client.get(f"/api/documents/{pdf.id}/words/")).json()
    assert [(page["page"], page["width"], page["height"]) for page in pages] == [(0, 595.0, 842.0)]
    number = next(word for word in pages[0]["words"] if word["text"] == "4242")
    assert 0 < number["x0"] < number["x1"] < 595 and 0 < number["y0"] < number["y1"] < 842
    assert (await user.client.get(f"/api/documents/{photo.id}/words/")).json() == []
    assert (await stranger.client.get(f"/api/documents/{pdf.id}/words/")).status_code == 404
