"""`dokskenas extract` (the reader's flags) and the service (the validate step over the draft) flag one
document the same way: both run workflows.sums on the same values."""

from decimal import Decimal

import pytest

from activities.extract import read_parts
from activities.validate import flag_part
from tests.data.invoices import Invoice, invoice_pdf


@pytest.mark.parametrize("scan_type", ["detaliai", "sumiskai"])
@pytest.mark.parametrize("rounding", [Decimal(0), Decimal("0.10"), Decimal("0.50")])
def test_reader_and_validate_step_flag_alike(scan_type, rounding):
    [part] = read_parts(invoice_pdf(Invoice(net_rounding=rounding)), scan_type, None, None)
    read = {name: part.values[name] for name in ("val_subtotal_match", "val_vat_match", "val_total_match")}
    flag_part(part)
    assert read == {name: part.values[name] for name in read}
    # lines a few cents off the net pass (each line rounded on its own), half a euro does not
    expected = None if scan_type == "sumiskai" else rounding <= Decimal("0.20")
    assert read["val_subtotal_match"] is expected
    assert read["val_total_match"] is True
