import torch


def extract_critical(scores):
    return int(scores.max())  # HOT root=timer


class MOELayer(torch.nn.Module):
    def forward(self, x):
        return torch.zeros_like(x)  # HOT root=timer


DEFAULT_K = 2
