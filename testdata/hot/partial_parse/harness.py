# A harness base class: run() times self.step(); subclasses in other files supply the hook.
import time


class BaseBench:
    def run(self, n):
        for _ in range(n):
            t0 = time.perf_counter()
            self.step()
            self.elapsed = time.perf_counter() - t0
        return self.elapsed

    def step(self):
        raise NotImplementedError

    def describe(self):
        return "base"
