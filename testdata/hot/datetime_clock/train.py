"""`datetime.now()` read twice, the difference taken, is a clock pair like perf_counter's
(composer's per-batch throughput timer, torchsparse's and FasterTransformer's examples);
`datetime.now()` read once is a timestamp."""
import datetime
from datetime import datetime as dt

import torch


def train(model, loader):
    for batch in loader:
        start = dt.now()
        loss = model(batch.cuda())  # HOT root=timer chain=train
        print(loss.item())  # HOT root=timer chain=train
        elapsed = (dt.now() - start).total_seconds()
        print(elapsed)


def evaluate(model, xs):
    t0 = datetime.datetime.now()
    for x in xs:
        model(x).tolist()  # HOT root=timer in_loop chain=evaluate
    torch.cuda.synchronize()
    print(datetime.datetime.now() - t0)


def stamp(model, x):
    print(f"started at {datetime.datetime.now()}")
    y = model(x).cpu()  # COLD
    print(f"done at {datetime.datetime.now()}")
    return y
