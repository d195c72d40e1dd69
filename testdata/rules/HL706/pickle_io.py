import pickle


class B:
    def setup(self):
        self.f = open("/dev/null", "wb")
        self.result = [1, 2]

    def benchmark_fn(self):
        pickle.dump(self.result, self.f)  # EXPECT: HL706


# ---- no diagnostics ----
class C:
    def setup(self):
        self.result = [1, 2]

    def benchmark_fn(self):
        return pickle.dumps(self.result)  # to bytes in memory, no file
