import dataclasses


@dataclasses.dataclass
class Cfg:
    step: int = 0


class B:
    def setup(self):
        self.cfg = Cfg()
        self.i = 0

    def benchmark_fn(self):
        cfg = dataclasses.replace(self.cfg, step=self.i)  # EXPECT: HL807
        return dataclasses.asdict(cfg)  # EXPECT: HL807


# ---- no diagnostics ----
class C:
    def setup(self):
        self.cfg = Cfg()

    def benchmark_fn(self):
        return self.cfg.step  # attribute read
