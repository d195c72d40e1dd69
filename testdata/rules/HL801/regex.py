import re


class B:
    def setup(self):
        self.pat = re.compile(r"layer(\d+)")  # setup is cold
        self.names = ["layer1", "layer2"]

    def benchmark_fn(self):
        out = []
        for name in self.names:
            m = re.match(r"layer(\d+)", name)  # EXPECT: HL801
            out.append(re.sub(r"\d", "", name))  # EXPECT: HL801
        return out, m


# ---- no diagnostics ----
class C:
    def setup(self):
        self.pat = re.compile(r"x")

    def benchmark_fn(self):
        return self.pat.match("x")  # a precompiled pattern object (method call)
