import pynvml


class B:
    def setup(self):
        pynvml.nvmlInit()  # setup is cold
        self.h = pynvml.nvmlDeviceGetHandleByIndex(0)
        self.temps = []

    def benchmark_fn(self):
        self.temps.append(pynvml.nvmlDeviceGetTemperature(self.h, 0))  # EXPECT: HL1004


# ---- no diagnostics ----
class C:
    def teardown(self):
        pynvml.nvmlShutdown()  # teardown is cold
