"""A polling wait whose elapsed time is kept in a name only tested against a limit and quoted
by the error it raises (llm-foundry's checkpointer waiting for its upload processes) is a
timeout, not a measurement. The same reading kept and printed is measured."""
import time

import torch


def all_done(procs):
    flags = torch.tensor([p.is_alive() for p in procs])  # COLD
    return not flags.any()


def wait_for(procs, timeout):
    wait_start = time.time()
    while not all_done(procs):
        wait_time = time.time() - wait_start
        if wait_time > timeout:
            raise TimeoutError(f"waited {wait_time:.1f} s")
        time.sleep(2)


def wait_for_multiline(procs, timeout):
    # the same, with the error's message on a continuation line (llm-foundry's checkpointer)
    wait_start = time.time()
    while not all_done(procs):
        wait_time = time.time() - wait_start
        if wait_time > timeout:
            raise TimeoutError(
                f"Waited {wait_time} seconds for child processes to complete.",
            )
        time.sleep(2)


def timed_poll(step, x):
    t0 = time.time()
    while step(x):
        y = x.cpu()  # HOT root=timer in_loop
        elapsed = time.time() - t0
        print(f"{elapsed:.3f} s", y)
        time.sleep(0.1)
