"""The worker's memory per document is decided before rendering: compression bombs are refused once,
as too large, and a large page is rendered at a lower resolution instead of at full size."""

import io

import pytest
from PIL import Image
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.reading.budget import RENDER_MAX_PIXELS
from activities.render import RenderActivities
from activities.workspace import page_image_key
from api.core import texts
from api.documents.outcome import rejection_message
from tests.activities.test_reading_steps import stored  # noqa: F401  (fixture)
from tests.data.bombs import content_bomb, image_bomb, large_page
from workflows import rules
from workflows.contracts import FILE_TOO_LARGE_ERROR, TOO_LARGE, DocumentRef


@pytest.mark.parametrize("make", [content_bomb, image_bomb], ids=["content stream", "page images"])
def test_a_compression_bomb_is_refused_once_as_too_large(store, stored, make):  # noqa: F811
    document_id = stored(make())

    with pytest.raises(ApplicationError) as raised:
        ActivityEnvironment().run(RenderActivities(store).render, DocumentRef(document_id))

    assert raised.value.type == FILE_TOO_LARGE_ERROR and raised.value.non_retryable
    assert rules.rejection_for_failure(raised.value) == TOO_LARGE
    assert rejection_message(TOO_LARGE) == texts.FILE_TOO_LARGE_TO_READ


def test_a_large_page_is_rendered_within_the_pixel_budget(store, stored):  # noqa: F811
    document_id = stored(large_page(2000, 2000))  # 30.9 MP at the OCR resolution

    result = ActivityEnvironment().run(RenderActivities(store).render, DocumentRef(document_id))

    assert result.ocr_pages == [0]
    with Image.open(io.BytesIO(store.get(page_image_key(document_id, 0)))) as image:
        assert RENDER_MAX_PIXELS * 0.9 < image.width * image.height <= RENDER_MAX_PIXELS
