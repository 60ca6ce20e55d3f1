"""Exports of reviewed documents to Lithuanian accounting programs, i.SAF and spreadsheets."""
