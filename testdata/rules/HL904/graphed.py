import torch


class B:
    def setup(self):
        self.model = torch.nn.Linear(16, 16).cuda()
        self.x = torch.randn(4, 16, device="cuda")

    def benchmark_fn(self):
        fn = torch.cuda.make_graphed_callables(self.model, (self.x,))  # EXPECT: HL904
        return fn(self.x)


# ---- no diagnostics ----
class C:
    def setup(self):
        self.model = torch.nn.Linear(16, 16).cuda()
        self.x = torch.randn(4, 16, device="cuda")
        self.fn = torch.cuda.make_graphed_callables(self.model, (self.x,))  # setup is cold

    def benchmark_fn(self):
        return self.fn(self.x)
