import torch


class Sub:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        print("but not here")  # EXPECT: HL601
        return self.x.sum().item()
