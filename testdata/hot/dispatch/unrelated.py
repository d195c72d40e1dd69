# hot: unparsed
class Elsewhere:
    def run_step(self):
        return self.x.tolist()  # COLD
