import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.start = torch.cuda.Event(enable_timing=True)
        self.end = torch.cuda.Event(enable_timing=True)
        self.times = []

    def benchmark_fn(self):
        self.start.record()
        self.x.mul_(2)
        self.end.record()
        self.end.synchronize()  # EXPECT: HL203
        self.times.append(self.start.elapsed_time(self.end))

    def other(self):
        pass


def nested_timer_in_harness(x):
    done = torch.cuda.Event()
    x.mul_(2)
    done.record()
    done.synchronize()  # EXPECT: HL203
    return x


class D:
    def benchmark_fn(self):
        return nested_timer_in_harness(self.x)


# ---- no diagnostics ----
class C:
    def setup(self):
        self.e = torch.cuda.Event()
        self.s = torch.cuda.Stream()

    def benchmark_fn(self):
        self.s.synchronize()  # a stream is HL202
        torch.cuda.synchronize()  # HL201
        self.e.record()  # recording does not wait

    def validate_result(self):
        self.e.synchronize()  # verification is cold
