# Mentions datetime and runtime and sleeps, but reads no clock: the byte scan does
# not make it a root candidate, and no measured code calls it, so it is never parsed.
# hot: unparsed
import datetime
import time


def write(bench):
    stamp = datetime.datetime.now().isoformat()
    time.sleep(0.1)
    print(f"{stamp}: runtime report for {bench}")
