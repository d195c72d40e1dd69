import os


class B:
    def setup(self):
        self.out_dir = "out"

    def benchmark_fn(self):
        os.makedirs(self.out_dir, exist_ok=True)  # EXPECT: HL711
        return os.path.exists(self.out_dir)  # EXPECT: HL711


# ---- no diagnostics ----
class C:
    def setup(self):
        os.makedirs("out", exist_ok=True)  # setup is cold

    def benchmark_fn(self):
        return os.path.join("a", "b")  # string manipulation, no system call
