"""The document-reading engine: PDF/PNG/JPEG bytes in, structured invoice data out (no I/O beyond the CPU)."""

from activities.reading.pipeline import read_document
from activities.reading.types import Box, Extraction, Field, LineItem, Page, Word

__all__ = ["Box", "Extraction", "Field", "LineItem", "Page", "Word", "read_document"]
