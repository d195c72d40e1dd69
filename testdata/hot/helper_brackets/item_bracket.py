"""`loss.item()` right before the end read is the sync that brackets it (litgpt's training
benchmark: `loss_item = loss.item()  # synchronization`); one before other work is timed."""
import time


def train(model, x, n):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        loss = model(x)
        scale = loss.item()  # HOT root=timer
        loss = loss * scale
        loss.backward()
        loss_item = loss.item()  # COLD
        t1 = time.perf_counter()
        times.append(t1 - t0)
    return times, loss_item
