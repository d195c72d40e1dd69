/*
 * test_program_scan.c — program.c's work avoidance: which file texts the byte scan makes root
 * candidates (prog_scan_text), and the call-word filter that lets a caller scan skip files
 * (prog_call_bloom_*). TAP. A word list that is too broad parses most of a tree for nothing
 * (`time` made 718 of the stdlib's 1,793 files candidates); one too narrow loses roots.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "program.h"

static int ntest, nfail;

static void ok(int cond, const char *what) {
    ntest++;
    if (!cond) nfail++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", ntest, what);
}

static bool py(const char *t) { return prog_scan_text(t, strlen(t), LANG_PYTHON, NULL); }
static bool cu(const char *t) { return prog_scan_text(t, strlen(t), LANG_CUDA, NULL); }

static void test_words(void) {
    ok(py("t0 = time.perf_counter()\nrun()\nprint(time.perf_counter() - t0)\n"), "python: perf_counter");
    ok(py("from time import time\nstart = time()\n"), "python: from time import time");
    ok(py("class B:\n    def benchmark_fn(self):\n        pass\n"), "python: benchmark_fn");
    ok(py("ms = triton.testing.do_bench(lambda: f(x))\n"), "python: do_bench");
    ok(py("with timer('fwd'):\n    f(x)\n"), "python: a timer context manager");
    ok(py("t = torch.utils.benchmark.Timer(stmt='f(x)')\n"), "python: torch.utils.benchmark.Timer");
    ok(py("_, m = benchmark_forward(attn, q, k, v, repeats=30)\n"), "python: flash_attn.utils.benchmark.benchmark_forward");
    ok(!py("import datetime\nstamp = datetime.datetime.now()\n"), "python: datetime is not a clock read for timing");
    ok(!py("# runtime and timeout handling\nsock.settimeout(5)\n"), "python: runtime/timeout are not triggers");
    ok(!py("for _ in range(3):\n    x = repeat_last(x)\n"), "python: `repeat` alone is not a trigger");
    ok(cu("cudaEventRecord(start);\nk<<<1, 1>>>();\ncudaEventRecord(stop);\ncudaEventElapsedTime(&ms, start, stop);\n"), "cuda: event pair");
    ok(!cu("cudaEventRecord(ready, s0);\ncudaStreamWaitEvent(s1, ready);\n"), "cuda: events that only order streams are not a trigger");
    ok(!cu("// launches are asynchronous; copies are synchronous\n"), "cuda: `chrono` inside (a)synchronous is not a trigger");
    ok(cu("using namespace std::chrono;\nauto t0 = high_resolution_clock::now();\n"), "cuda: a chrono clock under using namespace");
    ok(cu("auto t0 = std::chrono::steady_clock::now();\n"), "cuda: chrono");
    ok(cu("GpuTimer timer;\ntimer.Start();\n"), "cuda: a timer object");
    ok(cu("static void BM_x(benchmark::State& state) { for (auto _ : state) {} }\n"), "cuda: Google Benchmark");
    ok(cu("double t = omp_get_wtime();\n"), "cuda: omp_get_wtime");
    ok(cu("time_t t0 = time(NULL);\nrun();\ntime_t t1 = time(NULL);\n"), "cuda: a time() timer keeps a time_t");
    ok(!cu("int main() { srand(time(NULL)); fill(a, n); }\n"), "cuda: srand(time(NULL)) seeds inputs: not a trigger");
    ok(cu("float ms = benchmark_kernel(repeats, matmul_forward, out, inp);\n"), "cuda: llm.c's benchmark_kernel utility");
    ok(!cu("AlgoIterator(const Args &args, bool benchmark) : args(args), benchmark(benchmark) {}\n"),
       "cuda: cuDNN's benchmark mode (stable-fast) is not a trigger");
    ok(!cu("#include <cuda_runtime.h>\n__global__ void k(float* x) { x[0] = 1; }\n"), "cuda: cuda_runtime.h alone is not a trigger");
    ok(cu("StopWatchInterface *timer = NULL;\nsdkCreateTimer(&timer);\n"), "cuda: a stopwatch");
    ok(cu("clock_t c0 = clock();\nrun();\nclock_t c1 = clock();\n"), "cuda: a host clock() timer (clock_t)");
    ok(!cu("__device__ void k() { long long dummy = clock(); (void)dummy; }\n"), "cuda: a device clock() barrier is not a trigger");
    ok(!cu("// see https://www.youtube.com/watch?v=abc\nint x;\n"), "cuda: a word in a // comment is not a trigger (json.hpp)");
    ok(!cu("template <class T> void watch_for(T t);\n"), "cuda: `watch` alone is not a trigger");
    ok(cu("// setup\nauto t0 = std::chrono::steady_clock::now(); // start\n"), "cuda: a trigger before a // comment counts");
    const char *extra[] = {"tick", NULL};
    ok(prog_scan_text("a = mylib.tick()\n", 17, LANG_PYTHON, extra), "a configured word makes a candidate");
}

static void test_bloom(void) {
    uint64_t *b = calloc(PROG_CALLBLOOM_BITS / 64, sizeof *b);
    char name[32];
    for (int i = 0; i < 300; i++) {
        snprintf(name, sizeof name, "fn_%d", i);
        prog_call_bloom_add(b, name, strlen(name));
    }
    int all = 1, false_pos = 0;
    for (int i = 0; i < 300; i++) {
        snprintf(name, sizeof name, "fn_%d", i);
        all &= prog_call_bloom_may(b, name);
    }
    for (int i = 0; i < 1000; i++) {
        snprintf(name, sizeof name, "other_%d", i);
        false_pos += prog_call_bloom_may(b, name);
    }
    ok(all, "call filter: every added name may be called (no false negative)");
    ok(false_pos < 100, "call filter: few false positives at 300 names");
    ok(prog_call_bloom_may(NULL, "anything"), "call filter: a file never scanned may call anything");
    free(b);
    /* decorator names: `@perftest(...)` and `@bench.timed` are in the filter (timing decorators) */
    const char *src = "@perftest(num_iters=5)\ndef f(x):\n    return x\n\n@bench.timed\ndef g():\n    pass\n";
    uint64_t *d = prog_call_bloom_of(src, strlen(src), false);
    ok(prog_call_bloom_may(d, "perftest") && prog_call_bloom_may(d, "timed") && prog_call_bloom_may(d, "bench"),
       "call filter: decorator names are in it");
    free(d);
    /* names an import binds (a package __init__ re-exporting them for a star import) */
    const char *imps = "from .ring import RingLayer, helper as _h\nfrom x import (\n    Alpha,\n    Beta,\n)\nimport os\nGamma = 1\n";
    uint64_t *m = prog_call_bloom_of(imps, strlen(imps), true);
    ok(prog_call_bloom_may(m, "RingLayer") && prog_call_bloom_may(m, "_h") && prog_call_bloom_may(m, "Alpha") &&
           prog_call_bloom_may(m, "Beta"),
       "call filter: names a package __init__'s from-import binds are in it, over lines too");
    free(m);
}

int main(void) {
    test_words();
    test_bloom();
    printf("1..%d\n", ntest);
    return nfail ? 1 : 0;
}
