import json

import yaml


class B:
    def setup(self):
        self.cfg_text = "{}"
        self.cfg = json.loads(self.cfg_text)  # setup is cold

    def benchmark_fn(self):
        cfg = yaml.safe_load(self.cfg_text)  # EXPECT: HL802
        params = json.loads(self.cfg_text)  # EXPECT: HL802
        return cfg, params


# ---- no diagnostics ----
class C:
    def setup(self):
        self.cfg = {"a": 1}

    def benchmark_fn(self):
        return self.cfg["a"]  # a parsed config read from memory
