import csv


class B:
    def setup(self):
        self.f = open("/dev/null", "w")
        self.writer = csv.writer(self.f)  # setup is cold
        self.i = 0

    def benchmark_fn(self):
        self.writer.writerow([self.i, 1])  # EXPECT: HL707
        w = csv.writer(self.f)  # EXPECT: HL707
        return w


# ---- no diagnostics ----
class C:
    def setup(self):
        self.rows = []

    def benchmark_fn(self):
        self.rows.append([1, 2])  # rows kept in memory; written later
