import torch


class RingLayer(torch.nn.Module):
    def forward(self, x):
        return x + x.max().item()  # HOT root=do_bench chain=star_layer.<lambda>@17>RingLayer.forward


def ring_helper(x):
    return x.cpu()  # COLD
