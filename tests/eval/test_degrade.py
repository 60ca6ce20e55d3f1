"""A scan is made from its seed alone, whatever was made before it in the process."""

import random

from tests.eval.degrade import degrade
from tests.eval.grammar import generate_seeds


def test_a_degraded_copy_depends_on_its_seed_alone() -> None:
    [first, second] = generate_seeds([700, 701])
    alone = degrade(second.pdf, "photo", random.Random(1))
    degrade(first.pdf, "scan150", random.Random(2))  # noise drawn in between
    assert degrade(second.pdf, "photo", random.Random(1)) == alone
