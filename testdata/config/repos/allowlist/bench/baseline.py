"""A baseline whose per-step sync is what it measures, waived by allowlists/waivers.yaml."""
import torch


class SyncBaseline:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        torch.cuda.synchronize()
        # WAIVED: allowlist HL201
        v = self.x.sum().item()
        # EXPECT: HL101
        w = self.x.cpu()
        # EXPECT: HL103
        t = self.x.tolist()
        # WAIVED: allowlist HL102
        return v, w, t
