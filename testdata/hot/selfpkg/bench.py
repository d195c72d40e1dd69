"""The lint root is the package itself: `selfpkg.common.ops` is the file common/ops.py here."""
from selfpkg.common.ops import fused


class RootPkgBench:
    def benchmark_fn(self):
        fused(self.x)  # HOT root=benchmark_fn chain=RootPkgBench.benchmark_fn
