"""A reading stored under a setup phase's name (`self.jit_compilation_time = round(time.time() -
start_time, 4)`: IPEX's trainer; `load_time = ...`) times that phase: its tracing, freezing and
loading are what it measures, not hazards. A reading stored as a latency is a measurement."""
import time

import torch


class Trainer:
    def torch_jit_model_eval(self, model, example):
        jit_model = torch.jit.trace(model, example, strict=False)  # COLD
        return torch.jit.freeze(jit_model)  # COLD

    def wrap_model(self, model, example):
        start_time = time.time()
        model = self.torch_jit_model_eval(model, example)
        self.jit_compilation_time = round(time.time() - start_time, 4)
        return model

    def load(self, path):
        t0 = time.perf_counter()
        state = torch.load(path)  # COLD
        load_time = time.perf_counter() - t0
        return state, load_time

    def infer(self, model, x):
        t0 = time.perf_counter()
        y = model(x).cpu()  # HOT root=timer chain=Trainer.infer
        self.latency = time.perf_counter() - t0
        return y


class Engine:
    def capture_model(self, runner, sizes):
        # a CUDA-graph capture timed for a log line (ColossalAI's inference engine)
        t_capture_begin = time.perf_counter()
        input_ids = torch.zeros(max(sizes), dtype=torch.long).cuda()  # COLD
        for bs in sizes:
            if self.verbose:
                self.logger.info(f"batch size {bs} graph capturing")  # COLD
            runner.capture(input_ids[:bs])
        t_capture_end = time.perf_counter()

        if self.verbose:
            self.logger.info(f"CUDA Graph capture time: {t_capture_end - t_capture_begin} s")
