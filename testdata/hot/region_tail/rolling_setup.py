"""A rolling timer re-armed in its loop (`end = time.time()` before `while batch is not None:`,
`meter.update(time.time() - end); end = time.time()` in it) measures the loop's iterations: the
prefetcher built between the first read and the loop runs once per epoch, before the first
interval (apex's ImageNet example)."""
import time

import torch


class Prefetcher:
    def __init__(self, loader):
        self.it = iter(loader)
        self.stream = torch.cuda.Stream()  # COLD
        self.mean = torch.tensor([0.5, 0.5, 0.5]).cuda()  # COLD

    def next(self):
        batch = next(self.it, None)
        return None if batch is None else batch.cuda(non_blocking=True)  # HOT root=timer in_loop chain=train>Prefetcher.next


def train(loader, model, meter):
    end = time.time()
    prefetcher = Prefetcher(loader)
    batch = prefetcher.next()
    while batch is not None:
        model(batch).sum().item()  # HOT root=timer in_loop chain=train
        meter.update(time.time() - end)
        end = time.time()
        batch = prefetcher.next()
