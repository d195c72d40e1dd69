"""The ImageNet example's batch timer (`end = time.time()` before the epochs, read and re-armed
in the batch loop) takes one interval per batch: the per-epoch validation and checkpoint after
the batches fall in one interval an epoch, not in every one, and a validation that times
itself does not make the batch readings a sweep (IPEX's resnet50, apex, timm)."""
import time

import torch


def train(loader, val_loader, model, optimizer, args, data_time, batch_time):
    end = time.time()
    for epoch in range(args.epochs):
        for i, (images, target) in enumerate(loader):
            data_time.update(time.time() - end)
            images = images.cuda(non_blocking=True)  # HOT root=timer in_loop chain=train
            loss = model(images, target)
            loss.backward()
            optimizer.step()
            batch_time.update(time.time() - end)
            end = time.time()
        validate(val_loader, model, batch_time)
        save_checkpoint(model.state_dict())


def validate(val_loader, model, batch_time):
    total = 0.0
    with torch.no_grad():
        for images, target in val_loader:
            end = time.time()
            images = images.cuda(non_blocking=True)  # HOT root=timer chain=validate
            total += model(images, target).sum()
            batch_time.update(time.time() - end)
    print("validation", total.item())  # COLD
    return total


def save_checkpoint(state):
    torch.save(state, "ckpt.pth")  # COLD
