import copy


class B:
    def setup(self):
        self.state = {"w": [1, 2, 3]}

    def benchmark_fn(self):
        state = copy.deepcopy(self.state)  # EXPECT: HL803
        return state


# ---- no diagnostics ----
class C:
    def setup(self):
        self.state = {"w": [1, 2, 3]}
        self.backup = copy.deepcopy(self.state)  # setup is cold

    def benchmark_fn(self):
        return copy.copy(self.state)  # a shallow copy
