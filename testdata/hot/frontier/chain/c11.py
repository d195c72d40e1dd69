# The end of the chain: the hazard, twelve modules below the measured method.
# hot: parsed
import torch


def step(x):
    torch.cuda.synchronize()  # HOT
    return x
