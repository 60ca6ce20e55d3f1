"""Surya detection and recognition, for the GPU worker only (its module imports torch)."""

from __future__ import annotations

import io
import os
from dataclasses import dataclass

from PIL import Image

from activities.reading.ocr import PixelWord, PngSource, to_page
from activities.reading.types import Page


@dataclass(frozen=True)
class SuryaSettings:
    """Where Surya finds its weights; production mounts them read-only (dev-stack.md, OCR on GPU)."""

    model_cache_dir: str | None = None
    detector_checkpoint: str | None = None
    inference_backend: str | None = None  # "vllm" | "llamacpp" | None (in-process)
    inference_url: str | None = None

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> SuryaSettings:
        source = os.environ if env is None else env
        return cls(
            model_cache_dir=source.get("DOKSKENAS_SURYA_MODEL_CACHE_DIR"),
            detector_checkpoint=source.get("DOKSKENAS_SURYA_DETECTOR_CHECKPOINT"),
            inference_backend=source.get("DOKSKENAS_SURYA_INFERENCE_BACKEND"),
            inference_url=source.get("DOKSKENAS_SURYA_INFERENCE_URL"),
        )

    def surya_environment(self) -> dict[str, str]:
        """The variables surya's own settings read; offline so a missing model fails fast."""
        env = {"HF_HUB_OFFLINE": "1", "SURYA_INFERENCE_STARTUP_TIMEOUT": "60"}
        for key, value in (
            ("MODEL_CACHE_DIR", self.model_cache_dir),
            ("DETECTOR_MODEL_CHECKPOINT", self.detector_checkpoint),
            ("SURYA_INFERENCE_BACKEND", self.inference_backend),
            ("SURYA_INFERENCE_URL", self.inference_url),
        ):
            if value:
                env[key] = value
        return env


def split_line(text: str, bbox: tuple[float, ...], confidence: float) -> list[PixelWord]:
    """Surya reads lines; the rules want words. Share the line's width out by character count."""
    x0, y0, x1, y1 = bbox
    tokens = text.split()
    if not tokens:
        return []
    total_chars = sum(len(t) for t in tokens) + len(tokens) - 1
    step = (x1 - x0) / max(total_chars, 1)
    words, cursor = [], 0
    for token in tokens:
        start = x0 + cursor * step
        words.append(PixelWord(token, start, y0, start + len(token) * step, y1, confidence))
        cursor += len(token) + 1
    return words


class SuryaEngine:
    """Surya detection + recognition; loads its models once per process (GPU worker)."""

    def __init__(self, settings: SuryaSettings | None = None) -> None:
        os.environ.update((settings or SuryaSettings.from_env()).surya_environment())
        from surya.detection import DetectionPredictor
        from surya.foundation import FoundationPredictor
        from surya.recognition import RecognitionPredictor

        self._detection = DetectionPredictor()
        self._recognition = RecognitionPredictor(FoundationPredictor())

    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        page = Image.open(io.BytesIO(image())).convert("RGB")
        [result] = self._recognition([page], det_predictor=self._detection)
        words = [
            word
            for line in result.text_lines
            for word in split_line(line.text, tuple(line.bbox), float(line.confidence or 0.0))
        ]
        return to_page(words, page.size, page_number, width_pt, height_pt)
