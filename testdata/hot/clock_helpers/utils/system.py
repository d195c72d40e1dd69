import time

import torch


def record_time():
    torch.cuda.synchronize()  # COLD
    return time.time()


def timestamp():
    return time.strftime("%H:%M:%S")  # a formatted time, not a clock read
