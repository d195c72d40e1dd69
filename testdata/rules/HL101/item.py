import time

import numpy as np
import torch
import triton


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.arr = np.zeros(4)
        self.total = 0.0
        self.scale = self.x.abs().max().item()  # setup is cold

    def benchmark_fn(self):
        y = self.x * 2
        self.total += y.sum().item()  # EXPECT: HL101 `y.sum().item()`
        self.total += y.sum().cpu().item()  # on the host already: HL103 reports the copy
        for _ in range(4):
            self._step()
        v = self.x.max().item()
        # EXPECT: @-1:13 HL101
        return v

    def _step(self):
        loss = (self.x ** 2).mean()
        self.losses.append(loss.item())  # EXPECT: HL101 copies a value to the host


def timed_region(x):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(100):
        s = x.sum().item()  # EXPECT: HL101
    torch.cuda.synchronize()
    t1 = time.perf_counter()
    return t1 - t0, s


def with_do_bench(x):
    return triton.testing.do_bench(lambda: x.norm().item())  # EXPECT: HL101


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(8, device="cuda")
        self.arr = np.zeros(4)
        self.n = self.x.numel()

    def benchmark_fn(self):
        a = np.float32(3.0)
        b = a.item()  # numpy scalar: no device involved
        c = self.arr.sum().item()  # numpy array attribute from setup: host value
        d = {"k": 1}
        for k, v in d.items():  # dict.items is not .item
            pass
        e = np.array([1, 2]).item(0)  # numpy again (with an index argument)
        times = torch.tensor([1.0, 2.0])  # a harness's timing list: a CPU tensor
        f = torch.median(times).item()  # torch over host tensors only: still on the host
        g = torch.quantile(times, torch.tensor([0.5])).item()
        return b, c, e, f, g

    def validate_result(self):
        return self.x.sum().item()  # verification is cold

    def teardown(self):
        print(self.x.mean().item())  # teardown is cold


def after_timer(x):
    t0 = time.perf_counter()
    y = x * 2
    torch.cuda.synchronize()
    t1 = time.perf_counter()
    print(y.sum().item(), t1 - t0)  # after the timer ends: cold


class HostReductions:
    def benchmark_fn(self):
        losses = [float(v) for v in self.model(self.x)]
        m = torch.Tensor(losses).mean().item()  # a legacy constructor builds a CPU tensor (AQLM)
        a = torch.as_tensor(np.ones(4)).sum().item()  # wrapping a NumPy array: still on the host
        b = torch.LongTensor([1, 2]).sum().item()
        return m, a, b


class HostLists:
    def benchmark_fn(self):
        ids = [1, 2, 3]
        n = torch.tensor(ids).sum().item()  # a tensor built from a list with no device: host memory
        return n
