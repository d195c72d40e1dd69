"""A method of the class picked into an attribute in `__init__` (`self.act_quant_func =
self.act_quant_fp4`, one per branch: LightX2V's quantized linear layers) runs where the attribute
is called."""
import time

import torch


def quant_fp4(x):
    return torch.empty_like(x)  # HOT root=timer in_loop chain=test_speed>MM.apply>MM.act_quant_fp4>quant_fp4


def quant_fp8(x):
    return x.to(torch.float8_e4m3fn).cpu()  # HOT root=timer in_loop chain=test_speed>MM.apply>MM.act_quant_fp8>quant_fp8


class MM:
    def __init__(self, fp4):
        if fp4:
            self.act_quant_func = self.act_quant_fp4
        else:
            self.act_quant_func = self.act_quant_fp8

    def act_quant_fp4(self, x):
        return quant_fp4(x)

    def act_quant_fp8(self, x):
        return quant_fp8(x)

    def unused(self, x):
        return x.tolist()  # COLD

    def apply(self, x):
        return self.act_quant_func(x)


def test_speed(x, fp4):
    mm = MM(fp4)
    torch.cuda.synchronize()
    t0 = time.time()
    for i in range(100):
        mm.apply(x)
    torch.cuda.synchronize()
    return time.time() - t0
