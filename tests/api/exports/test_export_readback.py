"""Each target's file read back states the invoice's own amounts: net after the document discount
and VAT, with credit notes negative."""

from collections.abc import Callable, Sequence
from decimal import Decimal

import pytest

from api.exports import apskaita5, centas, finvalda, isaf, rivile_erp, rivile_gama
from api.exports.files import ExportFile
from api.exports.mapping import ExportDocument, map_documents
from tests.api.exports import readback
from tests.api.exports.cases import CASES, OPTIONS, make_profile

Reader = Callable[[Sequence[ExportFile]], dict[str, readback.Amounts]]


def finvalda_number(document: ExportDocument) -> str:
    return "".join(finvalda.series_and_number(document))


TARGETS: dict[str, tuple[Callable, Reader, Callable[[ExportDocument], str]]] = {
    "rivile": (rivile_gama.render, readback.rivile_amounts, rivile_gama.document_number),
    "rivile_erp": (rivile_erp.render, readback.rivile_erp_amounts, lambda d: d.full_number),
    "finvalda": (finvalda.render, readback.finvalda_amounts, finvalda_number),
    "centas": (centas.render, readback.centas_amounts, lambda d: d.full_number),
    "apskaita5": (apskaita5.render, readback.apskaita5_amounts, lambda d: d.full_number),
}
IN_EURO = {"rivile"}


def expected(document: ExportDocument, in_euro: bool) -> readback.Amounts:
    net, vat = document.amount_wo_vat - document.discount, document.vat_amount
    if in_euro:
        return readback.Amounts(document.to_eur(net) or net, document.to_eur(vat) or vat)
    return readback.Amounts(net, vat)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("target", TARGETS)
def test_amounts_read_back_from_the_file_equal_the_invoice(target: str, case: str) -> None:
    render, read, key = TARGETS[target]
    batch = map_documents(CASES[case](), make_profile(), options=OPTIONS)
    found = read(render(batch))
    for document in batch.documents:
        want = expected(document, target in IN_EURO)
        # Percentage discounts and per-line currency conversion may each move a line by a cent.
        tolerance = (
            Decimal("0.01") * len(document.lines) if document.discount or document.is_foreign_currency else 0
        )
        got = found[key(document)]
        assert abs(got.net - want.net) <= tolerance, (got, want)
        assert abs(got.vat - want.vat) <= tolerance, (got, want)


@pytest.mark.parametrize("case", CASES)
def test_isaf_totals_read_back_in_euro(case: str) -> None:
    batch = map_documents(CASES[case](), make_profile(), options=OPTIONS)
    found = readback.isaf_amounts(isaf.render(batch))
    for document in batch.documents:
        net = document.to_eur(document.amount_wo_vat - document.discount)
        assert found[document.full_number].net == net
        if document.vat_amount:
            assert found[document.full_number].vat == document.to_eur(document.vat_amount)


@pytest.mark.parametrize("case", CASES)
def test_csv_states_every_stored_amount(case: str) -> None:
    from api.exports.spreadsheet import render_csv

    documents = CASES[case]()
    files = render_csv(map_documents(documents, make_profile(), options=OPTIONS))
    rows = readback.csv_rows(files[0].content)
    for document, row in zip(documents, rows, strict=True):
        assert readback.comma_decimal(row["Suma be PVM"]) == document.amount_wo_vat
        assert readback.comma_decimal(row["PVM suma"]) == document.vat_amount
        assert readback.comma_decimal(row["Suma su PVM"]) == document.amount_with_vat
    if len(files) > 1:
        line_rows = readback.csv_rows(files[1].content)
        items = [item for document in documents for item in document.line_items]
        assert [readback.comma_decimal(r["Suma be PVM"]) for r in line_rows] == [i.subtotal for i in items]
        assert [readback.comma_decimal(r["PVM"]) for r in line_rows] == [i.vat for i in items]
