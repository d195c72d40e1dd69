import sys
import time

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        print("setup done")  # setup is cold

    def benchmark_fn(self):
        for i in range(4):
            self.x.mul_(2)
            print("step", i)  # EXPECT: HL601
        sys.stdout.write("done\n")  # EXPECT: HL601


def main(x):
    t0 = time.perf_counter()
    y = x * 2
    print(f"computing {t0}")  # EXPECT: HL601
    torch.cuda.synchronize()
    t1 = time.perf_counter()
    print(f"took {t1 - t0:.3f}s")  # after the timer: cold
    return y


# ---- no diagnostics ----
class C:
    def setup(self):
        self.verbose = False

    def benchmark_fn(self):
        if False:
            print("never")  # dead branch
        return 1

    def validate_result(self):
        print("validated")  # verification is cold
