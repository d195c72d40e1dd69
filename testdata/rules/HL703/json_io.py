import json


class B:
    def setup(self):
        self.f = open("/dev/null", "w")
        self.stats = {}

    def benchmark_fn(self):
        json.dump(self.stats, self.f)  # EXPECT: HL703
        with self.src as fh:
            return json.load(fh)  # EXPECT: HL703


# ---- no diagnostics ----
class C:
    def setup(self):
        self.stats = {}

    def benchmark_fn(self):
        return json.dumps(self.stats)  # serialising to a string is not file I/O

    def teardown(self):
        json.dump(self.stats, self.f)  # teardown is cold
