"""A timer around a network request, in a file that imports no GPU library, measures a server
(a serving benchmark's client: TTFT, inter-token latency), not this process's GPU: the host work
around the request is not a hazard of a GPU timing (gpu_report.py has the GPU side)."""
import json
import time

import aiohttp
import requests


async def request_stream(session: aiohttp.ClientSession, url, payload, output):
    st = time.perf_counter()
    most_recent = st
    async with session.post(url=url, json=payload) as response:
        async for chunk in response.content:
            data = json.loads(chunk.decode("utf-8"))  # COLD
            ts = time.perf_counter()
            output.itl.append(ts - most_recent)
            most_recent = ts
    output.latency = most_recent - st
    return data


def call_generate(prompt, url):
    return requests.post(url, json={"prompt": prompt}).json()


def run_all(prompts, url):
    tic = time.perf_counter()
    for p in prompts:
        print(p)  # COLD
        call_generate(p, url)
    return time.perf_counter() - tic
