import torch


class BaseBench:
    def _prepare(self):
        return torch.empty(4, device="cuda")  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>BaseBench._prepare

    def helper(self, x):
        return x.cpu()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>ChildBench.helper>BaseBench.helper

    def setup(self):
        self.x = torch.randn(4, device="cuda")  # COLD

    def validate_result(self):
        return self.x.sum().item()  # COLD
