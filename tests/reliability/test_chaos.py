"""The fast chaos plan (tests/reliability/chaos.py) in `make test`: 10 uploads by two users while the
worker is SIGKILLed once and the S3 server is stopped for 10 s, on a stack of its own. `make chaos` runs
the full plan (100 uploads, four kills, S3, PostgreSQL and Temporal)."""

from tests.reliability.chaos import fast_plan, run_chaos


def test_documents_survive_a_killed_worker_and_an_s3_outage_final_charged_once_intact():
    report = run_chaos(fast_plan(), drain_timeout=600)
    assert [fault.split(": ")[1] for fault in report.faults] == ["kill worker", "stop S3"]
    assert report.accepted == 10 and report.documents_lost == 0
    assert report.problems == []
    assert sum(report.statuses.values()) == 10 and report.not_final == 0
    # the exact copy among the ten is the one rejected, free
    assert report.rejections == {"duplicate": 1}
