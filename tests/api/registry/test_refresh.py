"""The register refresh (api/registry/refresh.py) from a fake of the open-data downloads: every file
imported in one go and recorded; a failed, cut-off, malformed or empty download leaves the last good
copy as it was; the schedule's workflow runs it on a worker; the API says how fresh the copy is."""

import uuid
from datetime import date

import httpx
import pytest
from sqlalchemy import func, select
from temporalio.worker import Worker

from activities.register_refresh import RegisterRefreshActivities
from api.models import RegisterCompany, RegisterImport
from api.registry.importer import RegisterFileError
from api.registry.refresh import DownloadError, refresh_register
from tests.fakes.register_files import FakeRegister
from workflows.contracts import REGISTER_REFRESH_WORKFLOW
from workflows.schedules import RefreshRegister

REGISTERED = "JAR_IREGISTRUOTI.csv"
DEREGISTERED = "JAR_ISREGISTRUOTI.csv"


@pytest.fixture
def fake_register():  # type: ignore[no-untyped-def]
    with FakeRegister() as fake:
        yield fake


async def imports_recorded(sessionmaker) -> int:  # type: ignore[no-untyped-def]
    async with sessionmaker() as session:
        return int(await session.scalar(select(func.count()).select_from(RegisterImport)) or 0)


async def test_a_refresh_imports_every_file_together_and_records_it(settings, sessionmaker, fake_register):
    before = await imports_recorded(sessionmaker)
    results = refresh_register(settings.model_copy(update={"register_urls": fake_register.urls()}))

    assert [(r.kind, r.rows) for r in results] == [("registered", 4), ("deregistered", 1), ("vat_codes", 2)]
    async with sessionmaker() as session:
        last = await session.scalar(select(RegisterImport).order_by(RegisterImport.id.desc()).limit(1))
        company = await session.get(RegisterCompany, "305000007")
    assert await imports_recorded(sessionmaker) == before + 1
    assert last is not None and (last.data_date, last.rows) == (date(2026, 5, 27), 7)
    assert company is not None and company.vat_code == "LT100001919017"


def test_no_addresses_no_refresh(settings):
    assert refresh_register(settings.model_copy(update={"register_urls": ""})) == []


@pytest.mark.parametrize(
    ("failure", "error"),
    [
        ("error", DownloadError),  # HTTP 503
        ("cut", httpx.HTTPError),  # fewer bytes than Content-Length promised
        ("html", RegisterFileError),  # an error page answered with 200
        ("empty", RegisterFileError),  # the right header and not one company
    ],
)
async def test_a_bad_download_keeps_the_last_good_copy(settings, sessionmaker, fake_register, failure, error):
    refresh = settings.model_copy(update={"register_urls": fake_register.urls()})
    refresh_register(refresh)
    before = await imports_recorded(sessionmaker)
    # the registered file renames a company; the deregistered one, imported after it, is broken
    renamed = f"UAB Pervadinta {uuid.uuid4().hex[:6]}"
    fake_register.files[REGISTERED] = fake_register.files[REGISTERED].replace(
        '"Uždaroji akcinė bendrovė ""Šiaurės žiedas"""'.encode(), renamed.encode()
    )
    header = fake_register.files[DEREGISTERED].split(b"\n")[0]
    if failure in ("error", "cut"):
        fake_register.broken[DEREGISTERED] = failure
    else:
        fake_register.files[DEREGISTERED] = (
            b"<html>Paslauga laikinai neveikia</html>" if failure == "html" else header
        )

    with pytest.raises(error):
        refresh_register(refresh)

    async with sessionmaker() as session:
        company = await session.get(RegisterCompany, "305000007")
    assert company is not None and company.name == 'Uždaroji akcinė bendrovė "Šiaurės žiedas"'
    assert await imports_recorded(sessionmaker) == before


async def test_the_scheduled_workflow_refreshes_on_a_worker(
    settings, sessionmaker, temporal_env, fake_register
):
    queue = f"register-{uuid.uuid4().hex[:8]}"
    activities = RegisterRefreshActivities(
        settings.model_copy(update={"register_urls": fake_register.urls()})
    )
    before = await imports_recorded(sessionmaker)
    async with Worker(
        temporal_env.client,
        task_queue=queue,
        workflows=[RefreshRegister],
        activities=[activities.refresh],
        activity_executor=__import__("concurrent.futures").futures.ThreadPoolExecutor(1),
    ):
        rows = await temporal_env.client.execute_workflow(
            REGISTER_REFRESH_WORKFLOW, id=f"register-refresh-{queue}", task_queue=queue, result_type=int
        )
    assert rows == 7
    assert await imports_recorded(sessionmaker) == before + 1


async def test_client_suggestions_say_how_fresh_the_register_is(settings, sign_up, fake_register):
    refresh_register(settings.model_copy(update={"register_urls": fake_register.urls()}))
    user = await sign_up()
    answer = (await user.client.get("/api/autocomplete/clients/", params={"q": "Bandymas"})).json()
    assert answer["company_register"]["data_date"] == "2026-05-27"
    assert answer["company_register"]["refreshed_at"].startswith(str(date.today().year))
