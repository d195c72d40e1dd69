"""A clock read that only sets how long to sleep paces a loop, it measures nothing (LightX2V's
streaming recorders: `time.sleep(max(0, interval - (time.time() - t0)))`). An elapsed time also
reported is a measurement."""
import time

import torch


def stream_frames(data, conn, packet_secs):
    for i in range(data.shape[0]):
        t0 = time.time()
        frame = (data[i] * 255).to(torch.uint8).cpu().numpy()  # COLD
        conn.send(frame.tobytes())
        time.sleep(max(0, packet_secs - (time.time() - t0)))


def stream_named(data, conn, packet_secs):
    for i in range(data.shape[0]):
        t0 = time.perf_counter()
        frame = data[i].cpu().numpy()  # COLD
        conn.send(frame.tobytes())
        elapsed = time.perf_counter() - t0
        time.sleep(max(0.0, packet_secs - elapsed))


def stream_reported(data, conn, packet_secs):
    total = 0.0
    for i in range(data.shape[0]):
        t0 = time.perf_counter()
        frame = data[i].cpu().numpy()  # HOT root=timer chain=stream_reported
        conn.send(frame.tobytes())
        elapsed = time.perf_counter() - t0
        time.sleep(max(0.0, packet_secs - elapsed))
        total += elapsed
    return total
