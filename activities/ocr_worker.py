"""`python -m activities.ocr_worker`: the GPU worker on task queue "ocr-gpu". It registers the OCR
activity only, with Surya loaded once per process, and takes few activities at a time: one GPU is
shared by all of them. Needs the `gpu` extra (surya, torch) and model weights on disk."""

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor

from temporalio.worker import Worker

from activities.ocr import OcrActivities
from activities.reading.ocr_surya import SuryaEngine
from api.core.config import get_settings
from api.core.storage import ObjectStore
from workflows.contracts import OCR_GPU_QUEUE
from workflows.worker import connect, prometheus_runtime, run_until_signalled

MAX_CONCURRENT_OCR = 2


async def main() -> None:
    settings = get_settings()
    client = await connect(settings, prometheus_runtime(settings))
    ocr = OcrActivities(ObjectStore.from_settings(settings), SuryaEngine())
    with ThreadPoolExecutor(MAX_CONCURRENT_OCR) as executor:
        worker = Worker(
            client,
            task_queue=OCR_GPU_QUEUE,
            activities=[ocr.ocr_pages],
            activity_executor=executor,
            max_concurrent_activities=MAX_CONCURRENT_OCR,
        )
        await run_until_signalled(worker)


if __name__ == "__main__":
    asyncio.run(main())
    os._exit(0)  # temporalio/sdk-python#300
