import json
import logging
import re

logger = logging.getLogger(__name__)


def parse_tool_calls(text):
    import ast  # COLD

    calls = [json.loads(m) for m in re.findall(r"\{[^}]*\}", text)]  # COLD
    logger.info("parsed %d calls", len(calls))  # COLD
    return calls, ast


def fused(x):
    return x.sum().item()  # HOT root=timer in_loop chain=test_fused_is_fast>fused


def classify(text):
    return re.sub(r"\s+", " ", text)  # COLD
