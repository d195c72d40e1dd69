"""A device-wide sync through a device handle is HL201, not a stream sync (HL202): verl's
`get_torch_device()` returns the torch.cuda module; CuPy's `Device().synchronize()` and
`cuda.runtime.deviceSynchronize()` wait for the whole device."""
import time

import cupy as cp
from verl.utils.device import get_torch_device


def run(model, x, n):
    t0 = time.perf_counter()
    for _ in range(n):
        model(x)
        get_torch_device().synchronize()  # EXPECT: HL201
        cp.cuda.Device().synchronize()  # EXPECT: HL201
        cp.cuda.Device(0).synchronize()  # EXPECT: HL201
        cp.cuda.runtime.deviceSynchronize()  # EXPECT: HL201
    get_torch_device().synchronize()  # brackets the end read
    return time.perf_counter() - t0
