class B:
    def setup(self):
        self.i = 0

    def benchmark_fn(self):
        a = "step {}".format(self.i)  # EXPECT: HL606
        b = "step %d" % self.i  # EXPECT: HL606
        return a, b


# ---- no diagnostics ----
class C:
    def setup(self):
        self.i = 0

    def benchmark_fn(self):
        return self.i % 7  # modulo, not formatting
