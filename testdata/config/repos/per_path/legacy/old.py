import torch


class Old:
    def benchmark_fn(self):
        torch.cuda.synchronize()  # EXPECT: HL201 sev=note
