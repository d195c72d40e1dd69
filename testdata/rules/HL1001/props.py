import torch


class B:
    def setup(self):
        self.sm = torch.cuda.get_device_properties(0).multi_processor_count  # setup is cold
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        sm = torch.cuda.get_device_properties(0).multi_processor_count  # EXPECT: HL1001
        name = torch.cuda.get_device_name()  # EXPECT: HL1001
        cc = torch.cuda.get_device_capability()  # EXPECT: HL1001
        return sm, name, cc


# ---- no diagnostics ----
class C:
    def setup(self):
        self.sm = 132

    def benchmark_fn(self):
        return self.sm  # a value cached in setup
