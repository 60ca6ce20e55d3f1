"""Reading export files back: a text form for golden files, and the amounts each target carries."""

import csv
import io
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal

from lxml import etree
from openpyxl import load_workbook

from api.exports.files import ExportFile

ZERO = Decimal(0)


def unpacked(files: Sequence[ExportFile]) -> Iterator[tuple[str, bytes]]:
    """Every file, with zips opened in their stored order."""
    for file in files:
        if file.name.endswith(".zip"):
            archive = zipfile.ZipFile(io.BytesIO(file.content))
            for name in archive.namelist():
                yield name, archive.read(name)
        else:
            yield file.name, file.content


def workbook_text(content: bytes) -> str:
    """Every non-empty cell with its type and number format, sheet by sheet."""
    workbook = load_workbook(io.BytesIO(content))
    out = []
    for sheet in workbook.worksheets:
        out.append(f"-- {sheet.title} --")
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value is not None:
                    out.append(f"{cell.coordinate} {cell.data_type} {cell.value!r} [{cell.number_format}]")
    return "\n".join(out) + "\n"


def describe(files: Sequence[ExportFile]) -> str:
    """The golden-file text: .eip decoded from windows-1257 (lossless, so the text pins the bytes),
    workbooks cell by cell, everything else as UTF-8."""
    parts = [f"## {file.name} {file.media_type}\n" for file in files]
    for name, content in unpacked(files):
        if name.endswith(".xlsx"):
            body = workbook_text(content)
        elif name.endswith(".eip"):
            body = content.decode("cp1257")
        else:
            body = content.decode("utf-8")
        parts.append(f"== {name} ==\n{body}")
    return "".join(parts)


@dataclass
class Amounts:
    """One document's net (after the document discount) and VAT as a target file states them."""

    net: Decimal = ZERO
    vat: Decimal = ZERO


def _dec(text: str | None) -> Decimal:
    return Decimal(text) if text else ZERO


def _text(element: etree._Element, tag: str) -> str | None:
    found = element.find(tag)
    return found.text if found is not None else None


def rivile_amounts(files: Sequence[ExportFile], fraction: int = 1) -> dict[str, Amounts]:
    """Line sums as GAMA would book them: the stated sums, or quantity × price less the discount."""
    result = {}
    for name, content in unpacked(files):
        if name not in ("pirkimai.eip", "pardavimai.eip"):
            continue
        text = content.decode("cp1257").split("\n", 1)[1]
        for record in etree.fromstring(f"<root>{text}</root>"):
            sign = -1 if _text(record, "I06_OP_TIP") in ("2", "52") else 1
            amounts = Amounts()
            for line in record.iter("I07"):
                rate = _dec(_text(line, "I07_MOKESTIS_P"))
                if line.find("I07_NUOLAIDA") is not None:
                    quantity = _dec(_text(line, "T_KIEKIS")) / fraction
                    net = (
                        quantity
                        * _dec(_text(line, "I07_KAINA_BE"))
                        * (1 - _dec(_text(line, "I07_NUOLAIDA")) / 100)
                    )
                    net, vat = net.quantize(Decimal("0.01")), (net * rate / 100).quantize(Decimal("0.01"))
                else:
                    net, vat = _dec(_text(line, "I07_SUMA")), _dec(_text(line, "I07_PVM"))
                amounts.net += sign * net
                amounts.vat += sign * vat
            result[_text(record, "I06_DOK_NR") or ""] = amounts
    return result


def rivile_erp_amounts(files: Sequence[ExportFile]) -> dict[str, Amounts]:
    result: dict[str, Amounts] = {}
    for name, content in unpacked(files):
        if name not in ("pirkimai.xlsx", "pardavimai.xlsx"):
            continue
        workbook = load_workbook(io.BytesIO(content))
        signs = {}
        for row in workbook["Headers"].iter_rows(min_row=6, values_only=True):
            signs[row[0]] = (-1 if row[7] == 1 else 1, row[4])
        for row in workbook["Lines"].iter_rows(min_row=3, values_only=True):
            sign, number = signs[row[0]]
            quantity, price, discount, vat = (Decimal(str(v or 0)) for v in (row[5], row[6], row[7], row[9]))
            amounts = result.setdefault(number, Amounts())
            amounts.net += sign * (quantity * price * (1 - discount / 100)).quantize(Decimal("0.01"))
            amounts.vat += sign * vat
    return result


def finvalda_amounts(files: Sequence[ExportFile]) -> dict[str, Amounts]:
    result = {}
    for _, content in unpacked(files):
        for operation in etree.fromstring(content).iterfind("operacijos/*"):
            sign = -1 if operation.tag.endswith("Grazinimas") else 1
            amounts = Amounts()
            for line in operation.iterfind("operacijaDet/eilute"):
                amounts.net += sign * _dec(_text(line, "suma_v"))
                amounts.vat += sign * _dec(_text(line, "suma_pvmv"))
            result[(_text(operation, "serija") or "") + (_text(operation, "dokumentas") or "")] = amounts
    return result


def centas_amounts(files: Sequence[ExportFile]) -> dict[str, Amounts]:
    result = {}
    for _, content in unpacked(files):
        for document in etree.fromstring(content).iterfind("dokumentas"):
            lines = sum(
                (
                    (_dec(_text(line, "kiekis")) * _dec(_text(line, "kaina")))
                    for line in document.iterfind("eilute")
                ),
                ZERO,
            )
            net = _dec(_text(document, "bepvm_suma"))
            assert abs(lines - net) <= Decimal("0.01") * len(document.findall("eilute")), (lines, net)
            result[_text(document, "dok_num") or ""] = Amounts(net, _dec(_text(document, "pvm_suma")))
    return result


def apskaita5_amounts(files: Sequence[ExportFile]) -> dict[str, Amounts]:
    result = {}
    for _, content in unpacked(files):
        for document in etree.fromstring(content).iterfind("document"):
            lines = document.findall("line")
            net = sum((_dec(_text(line, "subtotal")) for line in lines), ZERO)
            vat = sum((_dec(_text(line, "vat")) for line in lines), ZERO)
            assert net == _dec(_text(document, "subtotal")) and vat == _dec(_text(document, "vat"))
            result[_text(document, "docnum") or ""] = Amounts(net, vat)
    return result


def isaf_amounts(files: Sequence[ExportFile]) -> dict[str, Amounts]:
    namespace = {"i": "http://www.vmi.lt/cms/imas/isaf"}
    result = {}
    for _, content in unpacked(files):
        for invoice in etree.fromstring(content).iterfind(".//i:Invoice", namespace):
            amounts = Amounts()
            for total in invoice.iterfind(".//i:DocumentTotal", namespace):
                amounts.net += _dec(total.findtext("i:TaxableValue", namespaces=namespace))
                amounts.vat += _dec(total.findtext("i:Amount", namespaces=namespace))
            result[invoice.findtext("i:InvoiceNo", namespaces=namespace) or ""] = amounts
    return result


def csv_rows(content: bytes) -> list[dict[str, str]]:
    text = content.decode("utf-8")
    assert text.startswith("\ufeff")
    return list(csv.DictReader(io.StringIO(text[1:]), delimiter=";"))


def comma_decimal(text: str) -> Decimal:
    return Decimal(text.replace(",", ".")) if text else ZERO
