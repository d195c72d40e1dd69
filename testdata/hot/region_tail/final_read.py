"""A rolling timer read in the branch that ends the loop (`if step >= steps: elapsed = ...;
...; break`, BERT's run_pretraining.py): what follows the read in that branch runs once,
after the timing. The other iterations' work stays timed."""
import time

import torch


def train(loader, model, steps):
    t0 = time.time()
    step = 0
    for batch in loader:
        step += 1
        loss = model(batch)
        if step % 10 == 0:
            print(loss.item())  # HOT root=timer in_loop conditional
        if step >= steps:
            elapsed = time.time() - t0
            final = loss.item()  # COLD
            torch.save(model.state_dict(), "ckpt.pt")  # COLD
            break
    return elapsed, final


def train_until(loader, model, steps):
    t0 = time.time()
    for step, batch in enumerate(loader):
        loss = model(batch)
        if step >= steps:
            elapsed = time.time() - t0
            return elapsed, loss.item()  # COLD
        loss.backward()
