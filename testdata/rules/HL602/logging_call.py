import logging

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        logging.info("setup")  # setup is cold

    def benchmark_fn(self):
        y = self.x * 2
        logging.info("step done")  # EXPECT: HL602
        logging.debug("shape %s", y.shape)  # EXPECT: HL602
        return y


# ---- no diagnostics ----
class C:
    def setup(self):
        self.level = logging.INFO

    def benchmark_fn(self):
        logger = logging.getLogger("x")  # getting a logger is not logging (HL603 covers its methods)
        return logger

    def teardown(self):
        logging.info("finished")  # teardown is cold
