"""Clients and products: natural keys, search as the pickers use it, the list's edits, and the
records a completed document leaves."""

import uuid

import pytest
from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from temporalio.testing import ActivityEnvironment

from activities.draft import DraftLine, save_parts
from activities.persist import PersistActivities
from activities.settle import SettleActivities
from api.core import texts
from api.core.db import unit_of_work
from api.masterdata import columns, fields, keys, repository
from api.models import ClientRecord, ProductRecord, RegisterCompany
from tests.activities.test_database_steps import part
from tests.api.masterdata.workbooks import XLSX, filled
from tests.pipeline import document_with_reservation
from workflows.contracts import DocumentRef, SettleInput


def test_natural_keys_prefer_the_code_then_the_vat_code_then_the_name():
    assert keys.client_key("UAB Šilas", "304181177", "LT100009993918") == "id:304181177"
    assert keys.client_key("UAB Šilas", None, "lt 1000-0999 3918") == "vat:lt100009993918"
    assert keys.client_key("UAB „Šilas“", None, None) == keys.client_key("Šilas", None, None) == "name:silas"
    assert keys.product_key("Kuras", "K-95", "477") == "code:k-95"
    assert keys.product_key("Kuras", None, "477") == "barcode:477"
    assert keys.product_key("  KURAS  Ą ", None, None) == "name:kuras a"


async def import_clients(user, rows):  # type: ignore[no-untyped-def]
    data = filled(columns.CLIENTS, rows)
    response = await user.client.post("/api/data/import-clients/", files={"file": ("k.xlsx", data, XLSX)})
    assert response.status_code == 200, response.text


async def suggest(user, kind: str, q: str, field: str | None = None) -> list[dict]:  # type: ignore[no-untyped-def]
    params = {"q": q, **({"field": field} if field else {})}
    response = await user.client.get(f"/api/autocomplete/{kind}/", params=params)
    assert response.status_code == 200, response.text
    return response.json()["results"]


async def test_client_search_normalises_folds_accents_and_ranks(sign_up, sessionmaker):
    user = await sign_up()
    await import_clients(
        user,
        [
            ("UAB „Šilas“", "304181177", "LT100009993918", None, None, None),
            ("Silainių medis", "305000014", None, None, None, None),
            ("UAB Gražus šilas", "305000021", None, None, None, None),
            ("Kitas", "305000038", None, None, None, None),
            ("Silainių miško", "305000052", None, None, None, None),
        ],
    )
    async with unit_of_work(sessionmaker) as session:
        # the one used more often comes first among equally good matches
        silainiai = fields.client("Silainių miško", "305000052")
        await repository.upsert(session, ClientRecord, user.user_id, [(silainiai, 3)])

    names = [r["name"] for r in await suggest(user, "clients", "silas") if r["source"] == "clients"]
    assert names[0] == "UAB „Šilas“" and "UAB Gražus šilas" in names and "Kitas" not in names
    names = [r["name"] for r in await suggest(user, "clients", "si") if r["source"] == "clients"]
    # the closest (shortest) start first, then the one used more often
    assert names == ["UAB „Šilas“", "Silainių miško", "Silainių medis"]
    by_code = await suggest(user, "clients", "305 000-01", "code")
    assert [r["code"] for r in by_code if r["source"] == "clients"][:1] == ["305000014"]
    by_vat = await suggest(user, "clients", "lt 1000-0999", "vat")
    assert by_vat[0]["pvm_kodas"] == "LT100009993918" and by_vat[0]["imones_kodas"] == "304181177"
    assert by_vat[0]["id"] is not None
    assert await suggest(user, "clients", "  ", None) == []
    assert await suggest(user, "clients", "abc", "code") == []


async def test_register_companies_are_offered_and_marked(sign_up, sessionmaker):
    user = await sign_up()
    code = "39" + str(uuid.uuid4().int)[:7]
    word = "Registrinė" + uuid.uuid4().hex[:6]
    async with unit_of_work(sessionmaker) as session:
        await session.execute(
            insert(RegisterCompany)
            .values(
                code=code,
                name=f"UAB {word}",
                name_norm=keys.company_name_key(word),
                address="Vilnius",
                vat_code="LT999999999999",
            )
            .on_conflict_do_nothing()
        )
    found = await suggest(user, "clients", word.lower().replace("ė", "e"))
    assert [(r["source"], r["code"], r["address"], r["vat"]) for r in found] == [
        ("register", code, "Vilnius", "LT999999999999")
    ]
    assert code in [r["code"] for r in await suggest(user, "clients", code, "code")]
    # once the user has it, it shows once, as theirs
    await import_clients(user, [(f"UAB {word}", code, None, None, None, None)])
    found = await suggest(user, "clients", word)
    assert [(r["source"], r["code"]) for r in found] == [("clients", code)]
    # by its code too, though the register's row is the shorter match
    found = await suggest(user, "clients", code, "code")
    assert [(r["source"], r["code"]) for r in found] == [("clients", code)]


async def test_each_user_sees_only_their_own_records(sign_up):
    owner, stranger = await sign_up(), await sign_up()
    await import_clients(owner, [("UAB Slaptas tiekėjas", "305000045", None, None, None, None)])
    assert [r for r in await suggest(stranger, "clients", "slaptas") if r["source"] == "clients"] == []
    assert (await stranger.client.get("/api/clients/", params={"q": "slaptas"})).json()["total"] == 0
    mine = (await owner.client.get("/api/clients/", params={"q": "slaptas"})).json()["items"][0]
    assert (await stranger.client.delete(f"/api/clients/{mine['id']}/")).status_code == 404
    edit = {"name": "Pavogta"}
    assert (await stranger.client.put(f"/api/clients/{mine['id']}/", json=edit)).status_code == 404


async def test_product_search_by_name_code_and_barcode(sign_up):
    user = await sign_up()
    data = filled(
        columns.PRODUCTS,
        [
            ("Dyzelinas", "DZ-1", "4770001000011", "l", "Prekė"),
            ("Žibalas", "ZB", None, None, None),
            ("Konsultacija dėl dyzelino", "KONS", None, "val.", "Paslauga"),
        ],
    )
    await user.client.post("/api/data/import-products/", files={"file": ("p.xlsx", data, XLSX)})
    names = [r["prekes_pavadinimas"] for r in await suggest(user, "products", "dyzel")]
    assert names == ["Dyzelinas", "Konsultacija dėl dyzelino"]
    assert [r["name"] for r in await suggest(user, "products", "zibal")] == ["Žibalas"]
    assert [r["code"] for r in await suggest(user, "products", "dz", "code")] == ["DZ-1"]
    by_barcode = await suggest(user, "products", "477000", "barcode")
    assert [(r["barkodas"], r["unit"], r["tipas"]) for r in by_barcode] == [("4770001000011", "l", 1)]


async def test_the_list_pages_searches_edits_and_deletes(sign_up):
    user = await sign_up()
    await import_clients(user, [(f"Įmonė {n:02}", f"3050{n:05}", None, None, None, None) for n in range(30)])
    first = (await user.client.get("/api/clients/", params={"page_size": 20})).json()
    assert (first["total"], len(first["items"]), first["items"][0]["name"]) == (30, 20, "Įmonė 00")
    second = (await user.client.get("/api/clients/", params={"page": 2, "page_size": 20})).json()
    assert [c["name"] for c in second["items"]][:1] == ["Įmonė 20"]
    found = (await user.client.get("/api/clients/", params={"q": "imone 07"})).json()["items"]
    assert [c["name"] for c in found] == ["Įmonė 07"]

    target, other = first["items"][0], first["items"][1]
    url = f"/api/clients/{target['id']}/"
    bad = await user.client.put(url, json={"name": "X", "vat_code": "LT123"})
    assert (bad.status_code, bad.json()["detail"]) == (422, texts.VAT_CODE_INVALID)
    empty = await user.client.put(url, json={"name": "  "})
    assert (empty.status_code, empty.json()["detail"]) == (422, texts.CLIENT_NAME_REQUIRED)
    clash = await user.client.put(url, json={"name": "X", "company_code": other["company_code"]})
    assert (clash.status_code, clash.json()["detail"]) == (409, texts.CLIENT_EXISTS)
    edited = await user.client.put(
        url, json={"name": "UAB Naujas", "company_code": "305100007", "country_iso": "lt"}
    )
    assert edited.status_code == 200
    assert (edited.json()["name"], edited.json()["country_iso"]) == ("UAB Naujas", "LT")
    assert (await user.client.delete(url)).status_code == 204
    assert (await user.client.get("/api/clients/")).json()["total"] == 29

    products = await user.client.post(
        "/api/data/import-products/",
        files={"file": ("p.xlsx", filled(columns.PRODUCTS, [("Kava", "KV", None, None, None)]), XLSX)},
    )
    assert products.json()["imported"] == 1
    product = (await user.client.get("/api/products/", params={"q": "kv"})).json()["items"][0]
    url = f"/api/products/{product['id']}/"
    bad = await user.client.put(url, json={"name": "Kava", "barcode": "12a"})
    assert (bad.status_code, bad.json()["detail"]) == (422, texts.BARCODE_INVALID)
    edited = await user.client.put(url, json={"name": "Kava pupelės", "code": "KV", "unit": "kg", "type": 1})
    assert (edited.json()["name"], edited.json()["unit"]) == ("Kava pupelės", "kg")
    assert (await user.client.delete(url)).status_code == 204
    assert (await user.client.delete(url)).status_code == 404


async def test_a_completed_document_leaves_its_parties_and_products_once(sessionmaker, store, settings):
    upload = await document_with_reservation(sessionmaker, scan_type="detaliai")
    lines = [
        DraftLine({"prekes_pavadinimas": "Kuras 95", "prekes_kodas": "K95", "unit": "l"}),
        DraftLine({"prekes_pavadinimas": "Kuras 95", "prekes_kodas": "K95"}),
        DraftLine({"prekes_pavadinimas": "Plovimas"}),
    ]
    first, second = part("A-1"), part("A-2", pages=[1])
    first.line_items = lines
    save_parts(store, upload.id, [first, second])
    await ActivityEnvironment().run(PersistActivities(store, sessionmaker).persist, DocumentRef(upload.id))
    settle = SettleActivities(store, sessionmaker, settings).settle
    await ActivityEnvironment().run(settle, SettleInput(upload.id))
    await ActivityEnvironment().run(settle, SettleInput(upload.id))  # a retry changes nothing

    async with sessionmaker() as session:
        clients = {
            c.natural_key: (c.name, c.use_count)
            for c in await session.scalars(select(ClientRecord).where(ClientRecord.user_id == upload.user_id))
        }
        products = {
            p.natural_key: (p.name, p.unit, p.use_count)
            for p in await session.scalars(
                select(ProductRecord).where(ProductRecord.user_id == upload.user_id)
            )
        }
    assert clients == {"id:305000007": ("UAB „Šiaurės žiedas“", 2), "id:304181177": ("UAB Bandymas", 2)}
    assert products == {"code:k95": ("Kuras 95", "l", 2), "name:plovimas": ("Plovimas", None, 1)}


@pytest.mark.parametrize("url", ["/api/clients/", "/api/products/", "/api/autocomplete/products/?q=x"])
async def test_lists_need_a_signed_in_user(client, url):
    assert (await client.get(url)).status_code == 401
