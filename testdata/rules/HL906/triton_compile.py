import triton


class B:
    def setup(self):
        self.src = None

    def benchmark_fn(self):
        k = triton.compile(self.src)  # EXPECT: HL906
        return k


# ---- no diagnostics ----
@triton.jit
def kernel(x_ptr):  # a decorator runs once, at import
    pass


class C:
    def setup(self):
        self.k = triton.compile(None)  # setup is cold
