import torch


def torch_moe(x, experts):
    out = torch.zeros_like(x)  # HOT root=do_bench chain=star_main.<lambda>@9>torch_moe
    for e in range(experts):
        out += (x > e).sum().item()  # HOT root=do_bench in_loop chain=star_main.<lambda>@9>torch_moe
    return out


def unused_ref(x):
    return x.cpu()  # COLD
