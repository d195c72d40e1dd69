"""`if self.flag == False:` and `if self.flag is False:` are `if not self.flag:` spelled out
(FasterTransformer's decoding wrapper: `if self.is_clean_cache == False: empty_cache(); ...`):
the body runs once. `== True` runs on every call while the flag holds."""
import time

import torch


class Decoder:
    def __init__(self):
        self.is_clean_cache = False
        self.warned = False
        self.debug = True

    def forward(self, x):
        if self.is_clean_cache == False:
            torch.cuda.empty_cache()  # COLD
            self.is_clean_cache = True
        if self.warned is False:
            print("first call")  # COLD
            self.warned = True
        if self.debug == True:
            print(x.sum().item())  # HOT root=timer in_loop conditional
        return x * 2


def main(x):
    dec = Decoder()
    t0 = time.perf_counter()
    for _ in range(10):
        dec.forward(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
