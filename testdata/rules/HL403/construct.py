import numpy as np
import torch


class B:
    def setup(self):
        self.seq_lens = [3, 5, 7]
        self.arr = np.ones(8, dtype=np.float32)

    def benchmark_fn(self):
        lengths = torch.tensor(self.seq_lens)  # EXPECT: HL403
        a = torch.from_numpy(self.arr)  # EXPECT: HL403
        b = torch.as_tensor(self.seq_lens, device="cuda")  # EXPECT: HL403
        c = torch.cuda.LongTensor(self.seq_lens)  # EXPECT: HL403
        return lengths, a, b, c


# ---- no diagnostics ----
class C:
    def setup(self):
        self.t = torch.tensor([1, 2, 3], device="cuda")  # setup is cold

    def benchmark_fn(self):
        return self.t * 2  # uses the prebuilt tensor
