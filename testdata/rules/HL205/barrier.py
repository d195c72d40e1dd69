import torch
import torch.distributed as dist


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        dist.barrier()  # setup is cold

    def benchmark_fn(self):
        dist.all_reduce(self.x)
        dist.barrier()  # EXPECT: HL205 `torch.distributed.barrier()`
        torch.distributed.barrier()  # EXPECT: HL205


# ---- no diagnostics ----
class C:
    def benchmark_fn(self):
        self.sem.barrier()  # not torch.distributed
