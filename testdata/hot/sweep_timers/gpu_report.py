"""In a GPU benchmark a network request inside the timed loop is a hazard (HL709, DESIGN.md §3
io): the timer is not dropped."""
import time

import requests
import torch


def local(model, x):
    torch.cuda.synchronize()
    tic = time.perf_counter()
    for _ in range(10):
        print(model(x).sum().item())  # HOT root=timer in_loop
    torch.cuda.synchronize()
    return time.perf_counter() - tic


def train_and_report(model, x, url):
    torch.cuda.synchronize()
    tic = time.perf_counter()
    for step in range(10):
        y = model(x).relu()
        requests.post(url, json={"step": step})  # HOT root=timer in_loop
    torch.cuda.synchronize()
    return time.perf_counter() - tic
