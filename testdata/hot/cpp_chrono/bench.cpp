// std::chrono region: methods through the receiver's type, templates, lambdas held in variables.
#include <chrono>
#include <cstdio>
#include <vector>

struct Runner {
    std::vector<float> buf;
    void step(int n) { buf.resize(n); }  // HOT root=chrono in_loop chain=main>Runner::step
    void prepare() { std::vector<float> tmp(10); }  // COLD
};

struct Other {
    void step(int n) { std::vector<int> never(n); }  // COLD
};

template <typename T> T twice(T x) {
    std::vector<T> v(4);  // HOT root=chrono in_loop chain=main>twice
    return x + x;
}

static void report(double s) { printf("%f\n", s); }  // COLD

int main() {
    Runner r;
    auto body = [&](int i) { std::vector<int> scratch(i); return scratch.size(); };  // HOT root=chrono in_loop
    r.prepare();  // COLD
    auto t0 = std::chrono::steady_clock::now();  // COLD
    for (int i = 0; i < 10; ++i) {
        r.step(i);  // HOT root=chrono in_loop chain=main
        body(i);  // HOT root=chrono in_loop chain=main
        twice<int>(i);  // HOT root=chrono in_loop chain=main
    }
    auto t1 = std::chrono::steady_clock::now();  // COLD
    report(std::chrono::duration<double>(t1 - t0).count());  // COLD
    return 0;
}
