import numpy


class B:
    def setup(self):
        import json  # setup is cold
        self.sizes = [1, 2]

    def benchmark_fn(self):
        import numpy as np  # EXPECT: HL804
        from os import path  # EXPECT: HL804
        return np.asarray(self.sizes), path


# ---- no diagnostics ----
class C:
    def benchmark_fn(self):
        return numpy.asarray([1])  # module-level import
