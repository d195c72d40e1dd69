"""A sync through a device handle waits for the whole device: HL201 reports it, not this rule
(see ../HL201/device_handles.py)."""
import cupy as cp
from verl.utils.device import get_torch_device


class B:
    def benchmark_fn(self):
        y = self.model(self.x)
        get_torch_device().synchronize()  # HL201
        cp.cuda.Device(0).synchronize()  # HL201
        return y
