import torch


def padded_gather(x, bins):
    size = bins[-1].cpu().item()  # HOT root=do_bench
    return torch.empty(size, device=x.device)  # HOT root=do_bench


def padded_scatter(x, bins):
    return x  # COLD
