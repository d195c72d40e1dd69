"""`for x in loader:` over an instance of a project class runs its `__iter__` (a generator
yields one batch per step), as airbench's CifarLoader does: the crop, flip and mask of every
batch are timed with the training. Also through `enumerate(...)`. A loader made before the
timer but iterated outside it stays cold; a tensor or a list iterates in the library."""
import time

import torch


class Loader:
    def __init__(self, images, batch_size):
        self.images = images
        self.batch_size = batch_size
        self.mean = images.float().mean().item()  # COLD

    def __iter__(self):
        idx = torch.randperm(len(self.images), device=self.images.device)  # HOT root=timer chain=train>Loader.__iter__
        for i in range(0, len(idx), self.batch_size):
            crop = torch.empty_like(self.images[:self.batch_size])  # HOT root=timer in_loop chain=train>Loader.__iter__
            yield crop


class Shuffled:
    def __init__(self, xs):
        self.xs = xs

    def __iter__(self):
        n = torch.tensor(len(self.xs)).cuda()  # HOT root=event chain=epoch>Shuffled.__iter__
        return iter(self.xs[:n.item()])  # HOT root=event chain=epoch>Shuffled.__iter__


def train(model, images):
    loader = Loader(images, 512)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for x in loader:
        model(x)
    torch.cuda.synchronize()
    return time.perf_counter() - t0


def epoch(model, xs):
    self_loader = Shuffled(xs)
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for step, x in enumerate(self_loader):
        model(x)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end)


def check(model, images):
    loader = Loader(images, 64)
    t0 = time.perf_counter()
    model(images)
    t1 = time.perf_counter()
    for x in loader:  # after the end read: not timed
        assert model(x).isfinite().all()
    return t1 - t0


def plain(model, xs):
    batches = [x.cuda() for x in xs]
    t0 = time.perf_counter()
    for x in batches:
        model(x)
    torch.cuda.synchronize()
    return time.perf_counter() - t0
