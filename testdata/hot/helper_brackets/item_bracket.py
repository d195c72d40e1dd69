"""`loss.item()` right before the end read is the sync that brackets it (litgpt's training
benchmark: `loss_item = loss.item()  # synchronization`); one before other work is timed."""
import time


def train(model, x, n):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        loss = model(x)
        scale = loss.item()  # HOT root=timer
        loss = loss * scale
        loss.backward()
        loss_item = loss.item()  # COLD
        t1 = time.perf_counter()
        times.append(t1 - t0)
    return times, loss_item


def generate(model, prompt, n):
    # the generated tokens read back right before the end read sync like `.item()` would
    # (torchtune's generate recipe: `tokens = tokens.tolist()` then the tokens/s timer); a
    # `.cpu()` of a whole output copies it: timed work
    t0 = time.perf_counter()
    tokens = model.generate(prompt, max_new_tokens=n)
    first = tokens[0].tolist()  # HOT root=timer
    tokens = model.generate(tokens, max_new_tokens=n)
    tokens = tokens.tolist()  # COLD
    t = time.perf_counter() - t0
    logits = model(prompt)
    t0 = time.perf_counter()
    out = model(prompt)
    out = out.cpu()  # HOT root=timer
    t2 = time.perf_counter() - t0
    return first, tokens, t, logits, out, t2
