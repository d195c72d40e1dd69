import logging
import math

import torch

logger = logging.getLogger(__name__)
LOGGER = logging.getLogger("bench")


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.logger = logging.getLogger("b")

    def benchmark_fn(self):
        y = self.x * 2
        logger.info("step")  # EXPECT: HL603 `logger.info()`
        self.logger.debug("y %s", y.shape)  # EXPECT: HL603
        LOGGER.warning("slow")  # EXPECT: HL603
        logging.getLogger(__name__).error("x")  # EXPECT: HL603
        return y


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        a = math.log(2.0)  # math.log is not a logger
        b = torch.log(self.x)  # neither is torch.log
        c = self.x.log()  # a tensor method
        return a, b, c

    def teardown(self):
        logger.info("done")  # teardown is cold
