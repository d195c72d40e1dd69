# Regression (real-repo triage, flash-attention `update_graph_cache`): a guard that compares a
# cache object's attributes and a body that only rebuilds that object run once per
# configuration change, like `if self.x is None:`; the collection inside is not per iteration.
import gc

import torch


class GraphCache:
    pass


def update_graph_cache(cache, device, batch):
    if cache.device != device or batch > cache.max_batch:
        cache.graphs = {}
        gc.collect()
        cache.device, cache.max_batch = device, batch
    return cache


class B:
    def setup(self):
        self.cache = GraphCache()
        self.x = torch.randn(16, device="cuda")
        self.n = 0

    def benchmark_fn(self):
        update_graph_cache(self.cache, self.x.device, 4)
        if self.n < 4:
            gc.collect()  # EXPECT: HL808
        if self.cache.device != self.x.device:
            gc.collect()  # EXPECT: HL808
            print("rebuilt")  # the body does more than rebuild the cache: stays hot
        return self.x * 2
