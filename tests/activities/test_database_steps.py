"""Classify, enrich, persist, settle and the maintenance sweeps on real PostgreSQL and object storage."""

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from sqlalchemy import select
from temporalio.testing import ActivityEnvironment

from activities.classify import ClassifyActivities
from activities.draft import DraftLine, DraftPart, load_parts, save_parts
from activities.enrich import enrich_part
from activities.maintenance import MaintenanceActivities
from activities.persist import PersistActivities
from activities.settle import SettleActivities
from api.core import texts
from api.core.db import unit_of_work
from api.core.storage import original_key, preview_key
from api.documents.enrichment import SEVERAL_CODES
from api.models import AuditEvent, Document, Profile
from tests.pipeline import COMPANY, document_with_reservation, ledger_rows, stored_document
from workflows.contracts import DUPLICATE, NO_CREDITS, UNSUITABLE, DocumentRef, SettleInput

SELLER = {"seller_name": "UAB „Šiaurės žiedas“", "seller_id": "305000007", "seller_country_iso": "LT"}
BUYER = {
    "buyer_name": COMPANY["company_name"],
    "buyer_id": COMPANY["company_code"],
    "buyer_country_iso": "LT",
}


def part(number: str = "0001", pages: list[int] | None = None, **values: object) -> DraftPart:
    return DraftPart(
        document_type=str(values.pop("document_type", "invoice")),
        unsuitable_reason=None,
        pages=pages if pages is not None else [0],
        values={**SELLER, **BUYER, "document_series": "DS", "document_number": number, **values},
        meta={"document_number": {"confidence": 0.9, "source": "rules", "box": None}},
        line_items=[],
        glued_raw_text=f"Sąskaita {number}",
        structured={"vat_breakdown": []},
    )


async def test_classify_finds_same_file_and_same_invoice_duplicates(sessionmaker, store):
    upload = await document_with_reservation(sessionmaker)
    earlier = await stored_document(
        sessionmaker, upload.user_id, document_series="DS", document_number="00-17", file_sha256="f" * 64
    )
    async with unit_of_work(sessionmaker) as session:
        (await session.get(Document, upload.id)).file_sha256 = "e" * 64
    other_seller = {"seller_id": "305000014", "seller_name": "UAB Kita"}
    parts = [part("DS0017"), part("0017", **other_seller), part("9", document_type="unsuitable")]
    parts[0].values["document_series"] = None
    save_parts(store, upload.id, parts)

    found = await ActivityEnvironment().run(
        ClassifyActivities(store, sessionmaker).classify, DocumentRef(upload.id)
    )

    assert [(v.rejection, v.duplicate_of_id) for v in found.verdicts] == [
        (DUPLICATE, earlier.id),
        (None, None),
        (UNSUITABLE, None),
    ]
    assert load_parts(store, upload.id)[0].duplicate_of_id == earlier.id


async def test_classify_knows_the_same_file_uploaded_before(sessionmaker, store):
    user_id = (await document_with_reservation(sessionmaker)).user_id
    earlier = await stored_document(sessionmaker, user_id, file_sha256="a" * 64)
    upload = await document_with_reservation(sessionmaker, user_id)
    async with unit_of_work(sessionmaker) as session:
        (await session.get(Document, upload.id)).file_sha256 = "a" * 64
    save_parts(store, upload.id, [part("NAUJAS-1")])
    found = await ActivityEnvironment().run(
        ClassifyActivities(store, sessionmaker).classify, DocumentRef(upload.id)
    )
    assert (found.verdicts[0].rejection, found.verdicts[0].duplicate_of_id) == (DUPLICATE, earlier.id)


def profile(**values: object) -> Profile:
    defaults: dict[str, object] = {"extra_settings": {}, "purchase_defaults": [], "sales_defaults": []}
    return Profile(**COMPANY, **{**defaults, **values})


def test_enrich_sets_direction_codes_defaults_and_operation_date():
    user = profile(
        extra_settings={"operation_date=document_date": 1},
        purchase_defaults=[{"imones_kodas": "305000007", "pavadinimas": "Kuras", "kodas": "K95", "tipas": 1}],
    )
    summary = part(invoice_date=date(2026, 2, 3), vat_percent=Decimal(21))
    enrich_part(summary, user, summary_only=True)
    assert summary.values["pirkimas_pardavimas"] == "pirkimas"
    assert summary.values["operation_date"] == date(2026, 2, 3)
    assert (summary.values["prekes_kodas"], summary.values["prekes_tipas"]) == ("K95", 1)
    assert summary.values["pvm_kodas"] == "PVM1"
    assert summary.meta["prekes_kodas"]["source"] == "defaults"

    detailed = part(invoice_date=date(2026, 2, 3))
    detailed.line_items = [DraftLine({"vat_percent": Decimal(21)}), DraftLine({"vat_percent": Decimal(9)})]
    enrich_part(detailed, profile(), summary_only=False)
    assert [line.values["pvm_kodas"] for line in detailed.line_items] == ["PVM1", "PVM2"]
    assert detailed.values["pvm_kodas"] == SEVERAL_CODES
    assert "prekes_kodas" not in detailed.values


def test_enrich_leaves_codes_open_when_the_direction_is_unknown():
    stranger = part(buyer_id="305000021", buyer_name="UAB Svetima", vat_percent=Decimal(21))
    enrich_part(stranger, profile(), summary_only=True)
    assert stranger.values["pirkimas_pardavimas"] == "nezinoma"
    assert stranger.values.get("pvm_kodas") is None
    sale = part(seller_id=COMPANY["company_code"], buyer_id="305000021", vat_percent=Decimal(21))
    enrich_part(sale, profile(), summary_only=True)
    assert sale.values["pirkimas_pardavimas"] == "pardavimas"


def test_enrich_reads_the_country_from_the_codes_as_the_export_does():
    # a Lithuanian VAT code printed without its "LT": the export took the seller for Lithuanian and filled
    # PVM1, while the pipeline left the code for the reviewer (two rules for one question)
    printed = part(
        vat_percent=Decimal(21), seller_id=None, seller_country_iso=None, seller_vat_code="100009993918"
    )
    enrich_part(printed, profile(), summary_only=True)
    assert printed.values["pvm_kodas"] == "PVM1"


async def test_persist_writes_values_and_makes_rows_for_further_invoices(sessionmaker, store):
    upload = await document_with_reservation(sessionmaker)
    store.put(original_key(upload.id), b"%PDF-1.7 two invoices", "application/pdf")
    for page in (0, 1):
        store.put(preview_key(upload.id, page), f"page {page}".encode(), "image/png")
    first = part("A-1", amount_with_vat=Decimal("12.10"), buyer_name="x" * 600)
    first.line_items = [
        DraftLine({"prekes_pavadinimas": "Prekė", "quantity": Decimal(2)}, {"quantity": {"source": "rules"}})
    ]
    save_parts(store, upload.id, [first, part("A-2", pages=[1], amount_with_vat=Decimal("99.00"))])
    persist = PersistActivities(store, sessionmaker).persist

    await ActivityEnvironment().run(persist, DocumentRef(upload.id))
    await ActivityEnvironment().run(persist, DocumentRef(upload.id))

    async with sessionmaker() as session:
        stored = await session.get(Document, upload.id)
        extras = list(await session.scalars(select(Document).where(Document.source_document_id == upload.id)))
    assert stored.status == "processing"
    assert (stored.document_number, stored.amount_with_vat) == ("A-1", Decimal("12.10"))
    assert len(stored.buyer_name) == 500
    assert stored.line_items[0].quantity == 2 and stored.line_items[0].field_meta == {
        "quantity": {"source": "rules"}
    }
    assert stored.field_meta["document_number"]["confidence"] == 0.9
    assert stored.glued_raw_text == "Sąskaita A-1"
    assert [(e.part_index, e.document_number, e.original_filename) for e in extras] == [
        (1, "A-2", "saskaita.pdf (2)")
    ]
    assert store.get(original_key(extras[0].id)) == b"%PDF-1.7 two invoices"
    assert store.get(preview_key(extras[0].id)) == b"page 1"


async def test_settle_charges_the_upload_and_each_further_invoice_once(sessionmaker, store, settings):
    upload = await document_with_reservation(sessionmaker)
    save_parts(store, upload.id, [part("B-1"), part("B-2", pages=[1]), part("B-3", pages=[2])])
    parts = load_parts(store, upload.id)
    parts[2].rejection = UNSUITABLE
    parts[2].unsuitable_reason = "Netinkamas dokumentas: tai važtaraštis, o ne sąskaita faktūra ar kvitas."
    save_parts(store, upload.id, parts)
    await ActivityEnvironment().run(PersistActivities(store, sessionmaker).persist, DocumentRef(upload.id))
    settle = SettleActivities(store, sessionmaker, settings).settle

    result = await ActivityEnvironment().run(settle, SettleInput(upload.id))
    again = await ActivityEnvironment().run(settle, SettleInput(upload.id, rejection="timeout"))

    assert (result.status, result.charged, result.extra_documents) == ("completed", True, 2)
    assert (again.status, again.charged) == ("completed", False)
    async with sessionmaker() as session:
        extras = list(
            await session.scalars(
                select(Document).where(Document.source_document_id == upload.id).order_by(Document.part_index)
            )
        )
    assert await ledger_rows(sessionmaker, upload.id) == ["reserve", "charge"]
    assert extras[0].status == "completed" and await ledger_rows(sessionmaker, extras[0].id) == [
        "reserve",
        "charge",
    ]
    assert extras[1].status == "rejected" and extras[1].error_message == parts[2].unsuitable_reason
    assert await ledger_rows(sessionmaker, extras[1].id) == []


async def test_a_further_invoice_the_balance_cannot_cover_is_rejected(sessionmaker, store, settings):
    upload = await document_with_reservation(sessionmaker)
    async with unit_of_work(sessionmaker) as session:
        from api.credits import ledger
        from api.models import CreditKind

        await ledger.post(
            session, upload.user_id, ledger.Movement(CreditKind.ADJUSTMENT, Decimal(-9), "test")
        )
    save_parts(store, upload.id, [part("C-1"), part("C-2", pages=[1])])
    await ActivityEnvironment().run(PersistActivities(store, sessionmaker).persist, DocumentRef(upload.id))
    await ActivityEnvironment().run(
        SettleActivities(store, sessionmaker, settings).settle, SettleInput(upload.id)
    )
    async with sessionmaker() as session:
        extra = await session.scalar(select(Document).where(Document.source_document_id == upload.id))
    assert (extra.status, extra.rejection_code) == ("rejected", NO_CREDITS)
    assert "kredit" in extra.error_message


async def test_a_duplicate_points_to_its_original(sessionmaker, store, settings):
    upload = await document_with_reservation(sessionmaker)
    original = await stored_document(sessionmaker, upload.user_id, original_filename="pirmoji.pdf")
    duplicate = part("D-1")
    duplicate.rejection, duplicate.duplicate_of_id = DUPLICATE, original.id
    save_parts(store, upload.id, [duplicate])
    result = await ActivityEnvironment().run(
        SettleActivities(store, sessionmaker, settings).settle, SettleInput(upload.id, rejection=DUPLICATE)
    )
    async with sessionmaker() as session:
        stored = await session.get(Document, upload.id)
    assert result.status == "rejected"
    assert "„pirmoji.pdf“" in stored.error_message and stored.error_message.startswith("Dublikatas")
    assert await ledger_rows(sessionmaker, upload.id) == ["reserve", "release"]


async def test_retention_deletes_old_and_deleted_documents_with_their_files(sessionmaker, store, settings):
    user = (await document_with_reservation(sessionmaker)).user_id
    long_ago = datetime.now(UTC) - timedelta(days=settings.retention_days + 1)
    old = await stored_document(sessionmaker, user, processed_at=long_ago, uploaded_at=long_ago)
    deleted = await stored_document(sessionmaker, user, status="deleted", is_deleted=True)
    recent = await stored_document(sessionmaker, user, processed_at=datetime.now(UTC))
    for document in (old, deleted, recent):
        store.put(original_key(document.id), b"%PDF", "application/pdf")
    sweep = MaintenanceActivities(store, sessionmaker, settings, client=None).delete_expired  # type: ignore[arg-type]

    while (await ActivityEnvironment().run(sweep)).more:
        pass

    async with sessionmaker() as session:
        left = set(
            await session.scalars(select(Document.id).where(Document.id.in_([old.id, deleted.id, recent.id])))
        )
    assert left == {recent.id}
    assert not store.exists(original_key(old.id)) and store.exists(original_key(recent.id))


async def test_retention_prunes_audit_entries_older_than_the_audit_period_of_every_user(
    sessionmaker, store, settings
):
    users = [(await document_with_reservation(sessionmaker)).user_id for _ in range(2)]
    now = datetime.now(UTC)
    ages = {"old": settings.audit_retention_days + 1, "kept": settings.audit_retention_days - 1}
    async with unit_of_work(sessionmaker) as session:
        for user_id in users:
            for label, days in ages.items():
                session.add(
                    AuditEvent(
                        user_id=user_id,
                        action="auth.sign_in",
                        details={"label": label},
                        created_at=now - timedelta(days=days),
                    )
                )
    sweep = MaintenanceActivities(store, sessionmaker, settings, client=None).prune_audit_log  # type: ignore[arg-type]

    while (await ActivityEnvironment().run(sweep)).more:
        pass

    async with sessionmaker() as session:
        left = await session.execute(
            select(AuditEvent.user_id, AuditEvent.details["label"].astext).where(
                AuditEvent.user_id.in_(users), AuditEvent.action == "auth.sign_in"
            )
        )
    assert sorted(left.all()) == sorted((user_id, "kept") for user_id in users)


async def test_repair_starts_a_lost_workflow_and_ends_one_that_ended_unsettled(
    sessionmaker, store, settings, temporal_env
):
    stale = datetime.now(UTC) - timedelta(minutes=10)
    lost = await document_with_reservation(sessionmaker)
    ended = await document_with_reservation(sessionmaker)
    async with unit_of_work(sessionmaker) as session:
        for document_id in (lost.id, ended.id):
            (await session.get(Document, document_id)).uploaded_at = stale
    client = temporal_env.client
    from api.documents.processing import start_processing, workflow_input
    from workflows.contracts import workflow_id

    await start_processing(client, workflow_input(ended, settings, None))
    await client.get_workflow_handle(workflow_id(ended.id)).terminate("test")
    repair = MaintenanceActivities(store, sessionmaker, settings, client).repair

    result = await ActivityEnvironment().run(repair)

    assert result.count >= 2
    description = await client.get_workflow_handle(workflow_id(lost.id)).describe()
    assert description.workflow_type == "ProcessDocument"
    async with sessionmaker() as session:
        stored = await session.get(Document, ended.id)
    assert (stored.status, stored.error_message) == ("rejected", texts.PROCESSING_TIMEOUT)
    assert await ledger_rows(sessionmaker, ended.id) == ["reserve", "release"]


async def test_a_deleted_upload_takes_its_further_invoices_with_it(sessionmaker, store, settings):
    upload = await document_with_reservation(sessionmaker)
    save_parts(store, upload.id, [part("E-1"), part("E-2", pages=[1])])
    await ActivityEnvironment().run(PersistActivities(store, sessionmaker).persist, DocumentRef(upload.id))
    async with unit_of_work(sessionmaker) as session:
        from api.documents.service import delete
        from api.models import User

        await delete(session, await session.get(User, upload.user_id), [upload.id])

    result = await ActivityEnvironment().run(
        SettleActivities(store, sessionmaker, settings).settle, SettleInput(upload.id)
    )

    async with sessionmaker() as session:
        extra = await session.scalar(select(Document).where(Document.source_document_id == upload.id))
    assert (result.status, result.charged) == ("deleted", False)
    assert (extra.status, extra.is_deleted) == ("deleted", True)
    assert await ledger_rows(sessionmaker, upload.id) == ["reserve", "release"]
    assert await ledger_rows(sessionmaker, extra.id) == []
