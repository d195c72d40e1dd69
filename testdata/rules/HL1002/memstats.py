import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.peak = 0
        torch.cuda.reset_peak_memory_stats()  # setup is cold

    def benchmark_fn(self):
        y = self.x * 2
        self.peak = max(self.peak, torch.cuda.max_memory_allocated())  # EXPECT: HL1002
        free, total = torch.cuda.mem_get_info()  # EXPECT: HL1002
        return y


# ---- no diagnostics ----
class C:
    def get_custom_metrics(self):
        return {"peak": torch.cuda.max_memory_allocated()}  # metrics are cold
