from torch.utils import cpp_extension
from torch.utils.cpp_extension import load_inline

SRC = "int f() { return 1; }"


class B:
    def setup(self):
        self.ext = load_inline("k", cpp_sources=SRC)  # setup is cold

    def benchmark_fn(self):
        ext = load_inline("k", cpp_sources=SRC)  # EXPECT: HL905
        ext2 = cpp_extension.load("k2", sources=["k.cpp"])  # EXPECT: HL905
        return ext, ext2


# ---- no diagnostics ----
class C:
    def setup(self):
        self.ext = load_inline("k", cpp_sources=SRC)

    def benchmark_fn(self):
        return self.ext.f()  # calling into the loaded extension
