"""A library timer whose reading is continued from `elapsed = (` on the line above and only
printed (apex's ASP permutation search) is instrumentation like any other."""
import time


def permute_model(model):
    start = time.perf_counter()
    for name, p in model.named_parameters():
        print(name, p.shape)  # COLD
    elapsed = (
        time.perf_counter() - start
    )
    print("Take {:.4f} seconds to find and apply permutations.".format(elapsed))
    return model
