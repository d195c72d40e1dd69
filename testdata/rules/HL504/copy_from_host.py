import torch


class B:
    def setup(self):
        self.static_x = torch.empty(1024, device="cuda")
        self.x_cpu = torch.randn(1024)
        self.host_buf = torch.randn(1024).pin_memory()

    def benchmark_fn(self):
        self.static_x.copy_(self.x_cpu)  # EXPECT: HL504
        self.static_x.copy_(self.host_buf, non_blocking=True)  # EXPECT: HL504


# ---- no diagnostics ----
class C:
    def setup(self):
        self.static_x = torch.empty(1024, device="cuda")
        self.x_dev = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        self.static_x.copy_(self.x_dev)  # device to device
