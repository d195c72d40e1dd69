import torch


class TestBench:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        print("logging is ignored under tests/")
        return self.x.sum().item()  # EXPECT: HL101 sev=warning
