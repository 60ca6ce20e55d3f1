"""The load run's arithmetic (tests/reliability/load.py); the run itself is `make load`."""

import os

from tests.reliability.load import Sample, chart_limits, memory_bytes, peak_rss, percentile, summarise

MIB = 1024**2


def test_percentile_is_the_nearest_rank():
    values = [float(n) for n in range(1, 101)]
    assert percentile(values, 0.95) == 95.0
    assert percentile(values, 0.5) == 50.0
    assert percentile([3.0], 0.95) == 3.0
    assert percentile([1.0, 2.0], 0.95) == 2.0


def test_chart_limits_are_read_from_the_values_in_bytes():
    assert memory_bytes("1536Mi") == 1536 * MIB and memory_bytes("2Gi") == 2048 * MIB
    limits = chart_limits()
    assert set(limits) == {"api", "worker"}
    assert all(limit >= 512 * MIB for limit in limits.values())


def test_peak_rss_of_a_running_process():
    assert 10 * MIB < peak_rss(os.getpid()) < 16 * 1024 * MIB


def test_summary_counts_server_errors_unanswered_requests_and_memory_over_the_limit():
    samples = [Sample("list", n / 100, 200) for n in range(1, 21)] + [
        Sample("upload", 0.5, 201),
        Sample("upload", 2.0, 503),
        Sample("upload", 1.0, 0, "ReadError: reset"),
    ]
    peaks = {"api": 700 * MIB, "worker": 3000 * MIB}
    limits = {"api": 1536 * MIB, "worker": 2048 * MIB}
    summary = summarise(samples, 12.34, peaks, limits)
    assert summary["kinds"] == {
        "list": {
            "requests": 20,
            "p50_ms": 105,
            "p95_ms": 190,
            "max_ms": 200,
            "server_errors": 0,
            "no_answer": [],
        },
        "upload": {
            "requests": 3,
            "p50_ms": 1000,
            "p95_ms": 2000,
            "max_ms": 2000,
            "server_errors": 1,
            "no_answer": ["ReadError: reset"],
        },
    }
    assert summary["drain_seconds"] == 12.3
    assert summary["memory"] == {
        "api": {"peak_mib": 700, "limit_mib": 1536, "within": True},
        "worker": {"peak_mib": 3000, "limit_mib": 2048, "within": False},
    }
    assert summary["ok"] is False
    clean = summarise(samples[:21], 1.0, {"api": MIB}, limits)
    assert clean["ok"] is True
    unanswered = summarise([*samples[:21], samples[-1]], 1.0, {"api": MIB}, limits)
    assert unanswered["ok"] is False
