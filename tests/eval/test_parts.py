from tests.eval.grammar import generate_seeds
from tests.eval.parts import GENERATED_SEEDS, PARTS, corpus_parts, generated_seeds, in_part


def test_a_source_splits_in_halves_whatever_order_its_files_are_listed_in() -> None:
    names = [f"{n:03d}" for n in range(31)]
    parts = corpus_parts(names)
    assert corpus_parts(reversed(names)) == parts
    assert sorted(in_part(names, "tuning") + in_part(names, "unseen")) == names
    assert (len(in_part(names, "tuning")), len(in_part(names, "unseen"))) == (16, 15)


def test_generated_parts_are_disjoint_seed_ranges_and_scans_come_from_their_own_part() -> None:
    tuning, unseen = (set(GENERATED_SEEDS[part]) for part in PARTS)
    assert not tuning & unseen
    for part in PARTS:
        assert set(generated_seeds(part, scans=True)) <= set(generated_seeds(part, scans=False))


def test_a_generated_document_depends_on_its_seed_only() -> None:
    [alone] = generate_seeds([500_003])
    together = generate_seeds([500_002, 500_003])[1]
    assert (alone.name, alone.truth) == (together.name, together.truth)
    assert generate_seeds([1003])[0].truth != alone.truth
