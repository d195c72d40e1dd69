"""A `with` timer whose label names a setup phase times that phase (torchchat's
`with measure_time("Time to load model: {time:.02f} seconds"):`); one labelled with the work
stays a root."""
import time

import torch


class measure_time:
    def __init__(self, message="Time: {time:.3f} seconds"):
        self.message = message

    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.time = time.perf_counter() - self.start
        print(self.message.format(time=self.time))


def build(path):
    with measure_time("Time to load model: {time:.02f} seconds"):
        model = torch.load(path)  # COLD
        print(model.sum().item())  # COLD
    return model


def decode(model, x, steps):
    with measure_time("Time for inference: {time:.02f} seconds"):
        for _ in range(steps):
            x = model(x)
            print(x.argmax().item())  # HOT root=timer in_loop
    return x
