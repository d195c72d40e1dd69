import torch


class Bench:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        v = self.x.sum().item()  # EXPECT: HL101 sev=warning
        print("step")  # EXPECT: HL601
        return v
