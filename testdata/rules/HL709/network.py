import requests


class B:
    def setup(self):
        self.url = "http://localhost:1"
        self.i = 0

    def benchmark_fn(self):
        requests.post(self.url, json={"step": self.i})  # EXPECT: HL709


# ---- no diagnostics ----
class C:
    def teardown(self):
        requests.post(self.url, json={})  # teardown is cold
