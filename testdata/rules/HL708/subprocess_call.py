import os
import subprocess


class B:
    def setup(self):
        subprocess.run(["true"])  # setup is cold

    def benchmark_fn(self):
        subprocess.run(["nvidia-smi"])  # EXPECT: HL708
        out = subprocess.check_output(["date"])  # EXPECT: HL708
        os.system("true")  # EXPECT: HL708
        return out


# ---- no diagnostics ----
class C:
    def benchmark_fn(self):
        return os.getpid()  # not a process launch
