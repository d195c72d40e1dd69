"""The seed project's class attribute keeps working."""
import torch


class SyncBaseline:
    allowed_benchmark_fn_antipatterns = ("sync", "bogus_code")
    # EXPECT: HL011 unknown code `bogus_code`

    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        torch.cuda.synchronize()
        # WAIVED: seed HL201
        v = self.x.sum().item()
        # WAIVED: seed HL101
        y = torch.empty(1024, device="cuda")
        # EXPECT: HL401
        return v, y


class Other:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        torch.cuda.synchronize()
        # EXPECT: HL201
