import torch


class B:
    def setup(self):
        self.model = torch.nn.Linear(16, 16).cuda()
        self.x = torch.randn(4, 16, device="cuda")

    def benchmark_fn(self):
        g = torch.cuda.CUDAGraph()  # EXPECT: HL903
        with torch.cuda.graph(g):  # EXPECT: HL903
            self.out = self.model(self.x)
        g.replay()


# ---- no diagnostics ----
class C:
    def setup(self):
        self.model = torch.nn.Linear(16, 16).cuda()
        self.x = torch.randn(4, 16, device="cuda")
        self.g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(self.g):  # capture in setup: cold
            self.out = self.model(self.x)

    def benchmark_fn(self):
        self.g.replay()  # replaying is the point
