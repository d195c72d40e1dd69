# Called only from the main block of the script, never from the measured code: not parsed.
# hot: unparsed
import json


def prepare(x):
    with open("data.json") as f:
        return json.load(f), x
