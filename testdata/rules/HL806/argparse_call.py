import argparse


def build_parser():
    p = argparse.ArgumentParser()  # EXPECT: HL806
    p.add_argument("--n", type=int, default=4)
    return p


class B:
    def setup(self):
        self.args = build_parser().parse_args([])  # setup is cold

    def benchmark_fn(self):
        args = build_parser().parse_args([])  # EXPECT: HL806
        return args


# ---- no diagnostics ----
class C:
    def setup(self):
        self.args = argparse.Namespace(n=4)

    def benchmark_fn(self):
        return self.args.n  # reading parsed arguments
