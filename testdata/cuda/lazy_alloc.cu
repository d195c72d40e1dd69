// A branch that allocates a pointer the guard found null (`if (model->acts_memory == NULL) {
// ... malloc ... }`, llm.c's lazily allocated activations and optimizer state) runs once, on
// the first timed step: not per-iteration work. A timer region inside a loop (each iteration
// timed on its own, FBGEMM's CPU benchmarks) makes the rest of its body per-iteration.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

struct Model {
  float* acts;
  float* m_memory;
  float* d_state;
  int n;
};

void step(Model* model) {
  if (model->acts == NULL) {
    printf("allocating %d floats\n", model->n);
    model->acts = (float*)malloc(model->n * sizeof(float));
  }
  if (!model->m_memory) {
    model->m_memory = (float*)calloc(model->n, sizeof(float));
  }
  if (model->d_state == nullptr) {
    cudaMalloc((void**)&model->d_state, model->n * sizeof(float));
  }
  std::vector<float> scratch(model->n);  // EXPECT: HL452
  printf("step\n");  // EXPECT: HL651
}

int main() {
  Model model = {nullptr, nullptr, nullptr, 1024};
  for (int i = 0; i < 10; ++i) {
    auto t0 = std::chrono::high_resolution_clock::now();
    step(&model);
    float* tmp = new float[16];  // EXPECT: HL453
    delete[] tmp;
    auto t1 = std::chrono::high_resolution_clock::now();
    printf("%.3f ms\n", std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  return 0;
}
