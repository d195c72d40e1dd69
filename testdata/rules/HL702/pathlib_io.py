from pathlib import Path


class B:
    def setup(self):
        self.cfg_path = Path("cfg.json")
        self.out = Path("out.txt")

    def benchmark_fn(self):
        cfg = self.cfg_path.read_text()  # EXPECT: HL702
        self.out.write_bytes(b"x")  # EXPECT: HL702
        return cfg


# ---- no diagnostics ----
class C:
    def setup(self):
        self.cfg = Path("cfg.json").read_text()  # setup is cold

    def benchmark_fn(self):
        return Path("a") / "b"  # path arithmetic, no I/O
