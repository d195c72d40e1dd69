"""Host-side request preprocessing before a GPU embedding lookup, timed with timeit."""
import json
import re
import timeit

import torch

CONFIG_JSON = json.dumps({"max_len": 512, "lowercase": True, "pad_id": 0})
TOKEN_RE = re.compile(r"\w+|[^\w\s]")
VOCAB = {f"tok{i}": i for i in range(30000)}


def tokenize(text, pattern=TOKEN_RE):
    return [VOCAB.get(t, 1) for t in pattern.findall(text.lower())]


def encode_batch(texts, table):
    cfg = json.loads(CONFIG_JSON)  # EXPECT: HL802
    ids = [tokenize(t)[: cfg["max_len"]] for t in texts]
    width = max(len(x) for x in ids)
    padded = [x + [cfg["pad_id"]] * (width - len(x)) for x in ids]
    return table(torch.tensor(padded, device="cuda"))  # EXPECT: HL403
    # EXPECT: HL505


def count_tokens(texts, table):
    splitter = re.compile(r"\w+|[^\w\s]")  # EXPECT: HL801
    ids = [[VOCAB.get(t, 1) for t in splitter.findall(x.lower())] for x in texts]
    return len(ids)


def prepare():
    table = torch.nn.Embedding(30000, 1024).cuda()
    texts = [" ".join(f"tok{(i * 7 + j) % 30000}" for j in range(200)) for i in range(64)]
    return texts, table


if __name__ == "__main__":
    texts, table = prepare()
    n = 20
    t_fast = timeit.timeit(lambda: encode_batch(texts, table), number=n) / n
    runs = timeit.repeat(stmt=lambda: count_tokens(texts, table), setup=lambda: torch.cuda.synchronize(),
                         number=n, repeat=3)
    torch.cuda.synchronize()
    print(f"encode_batch: {t_fast * 1e3:.3f} ms, count_tokens: {min(runs) / n * 1e3:.3f} ms")
