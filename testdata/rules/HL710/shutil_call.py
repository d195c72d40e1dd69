import shutil


class B:
    def setup(self):
        self.src, self.dst = "a", "b"

    def benchmark_fn(self):
        shutil.copy(self.src, self.dst)  # EXPECT: HL710


# ---- no diagnostics ----
class C:
    def setup(self):
        shutil.rmtree("tmp", ignore_errors=True)  # setup is cold
