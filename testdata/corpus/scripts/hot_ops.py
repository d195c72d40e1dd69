"""Ops used inside the serving loop, marked @hot_path so the linter treats them as timed."""
import logging

import torch

log = logging.getLogger(__name__)


def hot_path(fn):
    fn.__hot_path__ = True
    return fn


@hot_path
def apply_penalties(logits, prev_tokens, presence=0.5, frequency=0.2):
    counts = torch.zeros_like(logits).scatter_add_(1, prev_tokens, torch.ones_like(prev_tokens, dtype=logits.dtype))  # EXPECT: HL401
    logits = logits - presence * (counts > 0).to(logits.dtype) - frequency * counts
    return logits


@hot_path
def stop_check(tokens, stop_ids):
    hit = torch.isin(tokens[:, -1], stop_ids)
    finished = hit.tolist()  # EXPECT: HL102
    log.debug("finished rows: %s", finished)  # EXPECT: HL603
    return finished


def debug_dump(logits):
    # called from the CLI only
    torch.cuda.synchronize()
    print(logits.float().softmax(-1).max(-1).values.cpu().numpy())
