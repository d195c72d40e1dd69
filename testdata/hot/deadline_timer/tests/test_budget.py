"""A test's time budget: the reading only feeds an `assert` (unsloth's studio tests check that a
parser stays linear, a wait returns in time). That is a correctness check of the call, not a
measurement. A test that times a loop of device work and synchronizes before its reading
measures it, whatever it asserts."""
import time

import torch

from parser import classify, fused, parse_tool_calls


def test_huge_body_is_linear():
    text = "{" * 100_000
    start = time.monotonic()
    parse_tool_calls(text)
    elapsed = time.monotonic() - start
    assert elapsed < 1.0, (
        "non-linear parse: "
        f"{elapsed:.2f}s"
    )


def test_fused_is_fast():
    x = torch.randn(1024, device="cuda")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(100):
        fused(x)
    torch.cuda.synchronize()
    dt = time.perf_counter() - t0
    assert dt < 0.5


def test_classify_is_quick():
    start = time.perf_counter()
    calls = classify("{}" * 1000)
    assert time.perf_counter() - start < 1.0
    assert calls


def test_classify_two_steps():
    start_time = time.time()
    out = parse_tool_calls("{}")
    end_time = time.time()
    total_time = end_time - start_time
    assert total_time < 1.0, f"took {total_time}"
    assert out
