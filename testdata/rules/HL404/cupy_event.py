import cupy as cp


def step(x):
    ev = cp.cuda.Event()  # EXPECT: HL404
    y = x * 2
    ev.record()
    return y


# ---- no diagnostics ----
def main():
    x = cp.ones(1 << 20, dtype=cp.float32)
    start = cp.cuda.Event()  # the bracket's own events
    end = cp.cuda.Event()
    start.record()
    for _ in range(100):
        step(x)
    end.record()
    end.synchronize()
    print(cp.cuda.get_elapsed_time(start, end) / 100)
