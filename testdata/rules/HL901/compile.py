import torch


class B:
    def setup(self):
        self.model = torch.nn.Linear(16, 16).cuda()
        self.x = torch.randn(4, 16, device="cuda")
        self.fn = torch.compile(self.model)  # setup is cold

    def benchmark_fn(self):
        fn = torch.compile(self.model)  # EXPECT: HL901
        return fn(self.x)


# ---- no diagnostics ----
@torch.compile
def compiled(x):  # a decorator runs once, at import
    return x * 2


class C:
    def setup(self):
        self.fn = torch.compile(lambda x: x * 2)
        self.x = torch.randn(4, device="cuda")

    def benchmark_fn(self):
        return self.fn(self.x)  # calling the compiled function
