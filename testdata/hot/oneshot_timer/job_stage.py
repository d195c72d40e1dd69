"""A long stage of a job that writes checkpoints is not a benchmark: AQLM's per-layer
`stats["layer_time"] = time.time() - start` wraps quantizing, fine-tuning, reading losses back
and `torch.save` of the layer. A short timed region that saves is still measured."""
import os
import time

import torch


def quantize_layers(layers, inps, args):
    stats = {}
    for index in range(len(layers)):
        print(f"---- layer {index} of {len(layers)} ----")
        start = time.time()
        layer = layers[index].to("cuda")  # COLD
        for name, module in layer.named_children():
            print(f"quantizing {name} of layer {index}")  # COLD
            weight = module.weight.float()
            scale = weight.abs().amax(dim=1, keepdim=True) / 7
            q = torch.clamp(torch.round(weight / scale), -8, 7)
            module.weight.data = (q * scale).to(module.weight.dtype)
        losses = []
        for x in inps:
            out = layer(x.to("cuda"))
            losses.append(out.float().pow(2).mean().item())  # COLD
        stats["loss"] = sum(losses) / len(losses)
        if args.finetune:
            opt = torch.optim.Adam(layer.parameters(), lr=1e-4)
            for x in inps:
                loss = layer(x.to("cuda")).float().pow(2).mean()
                loss.backward()
                opt.step()
                opt.zero_grad()
        if args.save:
            os.makedirs(args.save, exist_ok=True)
            path = os.path.join(args.save, f"{index}.pth")
            print(f"saving layer {index} to {path}")  # COLD
            torch.save(layer, path)  # COLD
        layers[index] = layer.to("cpu")
        del layer
        torch.cuda.empty_cache()  # COLD
        stats["index"] = index
        stats["bits"] = args.bits
        stats["group"] = args.group_size
        stats["finetuned"] = bool(args.finetune)
        stats["saved"] = bool(args.save)
        stats["samples"] = len(inps)
        stats["layers"] = len(layers)
        stats["params"] = sum(p.numel() for p in layers[index].parameters())
        stats["device"] = str(args.device)
        stats["dtype"] = str(args.dtype)
        stats["seed"] = args.seed
        stats["lr"] = 1e-4
        stats["layer_time"] = time.time() - start
        print(stats)
    return stats


def save_timing(model, x, path):
    t0 = time.perf_counter()
    y = model(x)
    torch.save(y, path)  # HOT root=timer
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
