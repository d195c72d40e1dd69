"""A span class whose __exit__ only logs the time, used once outside any loop, times a setup
phase for a log line (torchtitan's `with log_trace_span("model_parallelism_init"):` in a
trainer's __init__); the same span around each step of a loop times the steps."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class trace_span:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        self.t0 = time.perf_counter()
        return self

    def __exit__(self, *exc):
        end = time.perf_counter()
        ms = (end - self.t0) * 1000
        logger.info(
            f"{self.name} took {ms:.2f} ms",
            extra=dict(value=ms),
        )


def init_distributed(cfg):
    logger.info(f"init with {cfg}")  # COLD


class Trainer:
    def __init__(self, cfg):
        with trace_span("dist_init"):
            init_distributed(cfg)

    def train(self, model, batches):
        for x in batches:
            with trace_span("step"):
                loss = model(x).sum()
                print(loss.item())  # HOT root=timer chain=Trainer.train
