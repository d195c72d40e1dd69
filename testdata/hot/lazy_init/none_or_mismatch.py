"""A buffer cache built when missing or when what it was built for changed (`if self.buf is None
or self.buf.shape[1] != n:`, `if name not in bufs or <kind check>:`: LMCache's decoder,
Polygraphy's host buffers) is built on the first call and reused at a fixed shape. Without the
missing test first, or when the body builds something else, it stays timed."""
import time

import torch


def host_copy(arr, name, host_buffers, use_torch):
    if name not in host_buffers or isinstance(host_buffers[name], torch.Tensor) != use_torch:
        host_buffers[name] = torch.empty((arr.numel(),), dtype=torch.uint8, device="cpu")  # COLD
    host_buffers[name].copy_(arr.flatten(), non_blocking=True)
    return host_buffers[name]


class Decoder:
    def __init__(self):
        self.out = None
        self.big = None
        self.host = {}

    def buffer(self, n):
        if self.out is None or self.out.shape[1] != n:
            self.out = torch.zeros((256, n), dtype=torch.uint8).cuda()  # COLD
        if (self.big is None
                or self.big.shape[1] != 2 * n):
            self.big = torch.zeros((256, 2 * n), dtype=torch.uint8).cuda()  # COLD
        if self.out.shape[1] != n or self.out is None:
            self.tmp = torch.zeros(n, device="cuda")  # HOT root=timer in_loop conditional chain=Decoder.timed>Decoder.decode>Decoder.buffer
        return self.out

    def decode(self, x):
        out = self.buffer(x.shape[-1])
        out[: x.shape[0]].copy_(x)
        return host_copy(out, "out", self.host, True)

    def timed(self, x):
        start = time.time()
        for _ in range(10):
            res = self.decode(x)
        torch.cuda.synchronize()
        end = time.time()
        return res, end - start
