import pkg.ops
import pkg.util as U
from pkg import scale_op
from pkg.util import rel_helper as rh
from pkg.ops import mod_op


class ImportBench:
    def benchmark_fn(self):
        scale_op(self.x)  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn
        rh(self.x)  # HOT root=benchmark_fn
        pkg.ops.add_op(self.x)  # HOT root=benchmark_fn
        U.rel_helper(self.x)  # HOT root=benchmark_fn
        mod_op(self.x)  # HOT root=benchmark_fn
