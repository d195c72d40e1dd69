import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.s = torch.cuda.Stream()

    def benchmark_fn(self):
        with torch.cuda.stream(self.s):
            self.x.mul_(2)
        self.s.synchronize()  # EXPECT: HL202 `self.s.synchronize()`
        torch.cuda.current_stream().synchronize()  # EXPECT: HL202


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.s = torch.cuda.Stream()
        self.e = torch.cuda.Event()

    def benchmark_fn(self):
        torch.cuda.synchronize()  # the device-wide call is HL201
        self.e.synchronize()  # a known event is HL203
        torch.cuda.current_stream().wait_stream(self.s)  # a device-side dependency, not a host wait
        return self.x * 2

    def teardown(self):
        self.s.synchronize()  # teardown is cold
