import io

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.f = open("/dev/null", "w")  # setup is cold

    def benchmark_fn(self):
        y = self.x * 2
        with open("out.log", "a") as f:  # EXPECT: HL701
            f.write("done\n")
        g = io.open("other.log")  # EXPECT: HL701
        return y, g


# ---- no diagnostics ----
class C:
    def setup(self):
        self.f = None

    def benchmark_fn(self):
        return self.opener()  # a method merely named like open

    def opener(self):
        return 1

    def teardown(self):
        with open("results.txt", "w") as f:  # teardown is cold
            f.write("ok")
