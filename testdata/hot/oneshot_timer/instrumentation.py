"""A one-shot host timer whose reading is only printed or logged, with no sync bracketing it, in
code whose names do not say it measures anything, times a job for a log line (DeepSpeed's data
analyzer and JIT builder, marlin's GPTQ script, unsloth's loaders): the job's allocations and
transfers are its work, not a harness's overhead. Not a root. The same timer stays a root when
its value is returned, stored or appended, when a sync closes it, when it repeats (a loop), or
when the file or function says bench/perf/profile/latency/throughput/timing."""
import contextlib
import logging
import time

import numpy as np
import torch
from torchtune import utils

logger = logging.getLogger(__name__)


def quantize_layers(model, data):
    out = torch.empty(1 << 20, device="cuda")  # COLD
    for layer in model:
        layer.cpu()  # COLD
    return out


def quantize_model(model, data):
    tick = time.time()
    quantize_layers(model, data)
    print(time.time() - tick)


def analyze(model, data):
    start = time.perf_counter()
    stats = torch.empty_like(data)  # COLD
    duration = time.perf_counter() - start
    logger.info("analysis took %.1f s", duration)
    logger.info(
        "or %.1f min",
        duration / 60,
    )
    return stats


def returned(model, data):
    t0 = time.perf_counter()
    y = data.float().cpu()  # HOT root=timer chain=returned
    dt = time.perf_counter() - t0
    print(dt)
    return y, dt


def appended(model, data, times):
    t0 = time.perf_counter()
    y = data.float().cpu()  # HOT root=timer chain=appended
    times.append(time.perf_counter() - t0)
    return y


def closed_by_sync(model, data):
    t0 = time.perf_counter()
    y = model(data.float())  # HOT root=timer chain=closed_by_sync
    torch.cuda.synchronize()
    print(f"{time.perf_counter() - t0:.3f} s")
    return y


def measure_quantize(model, data):
    tick = time.time()
    y = data.float().cpu()  # HOT root=timer chain=measure_quantize
    print(time.time() - tick)
    return y


t0 = time.time()
cache = torch.zeros(1024, device="cuda")  # COLD
print(f"set up in {time.time() - t0:.2f} s")


def load_shards(model, shards):
    start_time = time.time()
    paths = [p.strip() for p in shards]
    for i in range(len(paths)):
        state = torch.load(paths[i])  # COLD
        model.weight.copy_(state.to("cuda"))  # COLD
    print(f"checkpoint loading time: {time.time() - start_time} s")


def repeated(model, x):
    t0 = time.time()
    for _ in range(10):
        model(x.float())  # HOT root=timer in_loop chain=repeated
    print(f"{(time.time() - t0) / 10:.3f} s")


def repeated_named(model, x):
    t0 = time.time()
    for i in range(10):
        model(x.float())  # HOT root=timer in_loop chain=repeated_named
    print(f"{(time.time() - t0) / 10:.3f} s")


@contextlib.contextmanager
def phase(name):
    # a library's phase timer (tilelang's jit_phase): its reading is only logged
    start = time.monotonic()
    try:
        yield
    except Exception:
        elapsed = time.monotonic() - start
        logger.exception("phase %s failed after %.3f s", name, elapsed)
        raise
    else:
        elapsed = time.monotonic() - start
        logger.info("phase %s took %.3f s", name, elapsed)


def compile_kernel(src):
    with phase("compile"):
        out = torch.empty(len(src), device="cuda")  # COLD
    return out


def compile_many(srcs, model, x):
    # ... but a `with` body that repeats work is measured, whatever the manager does with the reading
    compile_kernel(srcs[0])  # warm-up
    with phase("steady state"):
        for _ in range(10):
            model(x.float())  # HOT root=timer in_loop chain=compile_many


@contextlib.contextmanager
def gpu_phase(name):
    # a manager that synchronizes around its yield measures GPU work (CuPy's examples)
    torch.cuda.synchronize()
    start = time.time()
    yield
    torch.cuda.synchronize()
    print(name, time.time() - start)


def solve(a, b):
    with gpu_phase("solve"):
        x = torch.linalg.solve(a, b)
        if x.norm() < 1e-6:  # HOT root=timer chain=solve
            return None
    return x


def run_all(configs):
    # the reading goes through names to a log line (aiter's model benchmarking tool)
    start_timestamp: float = time.perf_counter()
    results = [torch.zeros(1, device="cuda") for _ in configs]  # COLD
    end_timestamp: float = time.perf_counter()
    elapsed_time_s: float = end_timestamp - start_timestamp
    elapsed_time_hms: str = time.strftime("%H:%M:%S", time.gmtime(elapsed_time_s))
    logger.info("Finished, execution took %s hh:mm:ss.", elapsed_time_hms)
    return results


def run_all_kept(configs, out):
    # ... and through a name that is returned: a measurement
    start = time.perf_counter()
    results = [torch.zeros(1, device="cuda") for _ in configs]  # HOT root=timer in_loop chain=run_all_kept
    end = time.perf_counter()
    elapsed = end - start
    out["elapsed"] = elapsed
    return results


def print_rank_0(msg):
    print(msg)


def load_state_dict_to_megatron(model, state_dict):
    # a loader timed for its log line, through the project's own printer, closed by a barrier
    # and a cache flush (verl's megatron checkpoint loaders): the label names the phase
    start_time = time.time()
    for name, param in model.named_parameters():
        param.data.copy_(state_dict[name].to("cuda"))  # COLD
    torch.distributed.barrier()
    torch.cuda.empty_cache()
    print_rank_0(f"loading megatron ckpt done, time elapsed {time.time() - start_time}s")


def train_summary(model, batches, log):
    # ... but a reading handed to a report function is a measurement
    start = time.time()
    for batch in batches:
        model(batch).sum().item()  # HOT root=timer in_loop chain=train_summary
    total = time.time() - start
    print_training_summary(log, total)


def decode_steps(model, x, n):
    # the loop hands its step number to the work (FasterTransformer's decoder examples): it
    # still repeats the work, so the printed timer measures it
    t0 = time.perf_counter()
    for i in range(n):
        c = torch.zeros(8, device="cuda")  # HOT root=timer in_loop
        model(c, x.cuda(), i)  # HOT root=timer in_loop
    print(time.perf_counter() - t0)


def load_shards(load, shards):
    # an index into data walks it: a one-shot instrumentation timer of a load
    t0 = time.perf_counter()
    for i in range(len(shards)):
        buf = torch.zeros(8, device="cuda")  # COLD
        load(shards[i], buf)
    print(time.perf_counter() - t0)


def save_features(feats, path, logger):
    # the end read inside a log call opened on the line above (FlexGen's, based's setup timers)
    start = time.time()
    torch.save(feats, path)  # COLD
    logger.info(
        f"saved [took {time.time() - start:.3f} s]"
    )
    start = time.time()
    torch.save(feats, path + ".bak")  # COLD
    print(
        "took", time.time() - start
    )
    # a reading in the second of implicitly joined strings (modelopt's whisper benchmark)
    start = time.time()
    torch.save(feats, path + ".old")  # COLD
    print(
        f"saved {path},"
        f" total-time = {time.time() - start} seconds"
    )


def build_index(path, n):
    # a message of two literals, the reading in the second (Megatron's dataset index builders)
    start_time = time.time()
    idx = np.arange(n)
    np.save(path, idx)  # COLD
    print(' > built and saved index '
          '(seconds): {:4f}'.format(time.time() - start_time))
    return idx


def instantiate(make, log):
    # a project's rank-zero logger reached through its module (torchtune's utils.log_rank_zero)
    init_start = time.perf_counter()
    model = make()
    buf = torch.zeros(8, device="cuda")  # COLD
    utils.log_rank_zero(log, f"Model ready after {time.perf_counter() - init_start:.2f} secs")
    return model, buf
