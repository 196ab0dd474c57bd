// sample.cu: CUDA kernels
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call)                                                   \
  do {                                                                \
    cudaError_t err = (call);                                         \
    if (err != cudaSuccess) {                                         \
      fprintf(stderr, "CUDA error %s:%d: %s\n", __FILE__, __LINE__,   \
              cudaGetErrorString(err));                               \
      exit(1);                                                        \
    }                                                                 \
  } while (0)

__constant__ float kScale = 2.0f;

template <typename T, int BLOCK = 256>
__global__ void saxpy(int n, T a, const T* __restrict__ x, T* __restrict__ y) {
  __shared__ T tile[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    tile[threadIdx.x] = x[i];
    __syncthreads();
    y[i] = a * tile[threadIdx.x] + y[i] * kScale;
  }
}

__device__ __forceinline__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__host__ __device__ inline int div_up(int a, int b) { return (a + b - 1) / b; }

int main() {
  const int n = 1 << 20;
  float *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  dim3 block(256), grid(div_up(n, 256));
  saxpy<float><<<grid, block, 0, 0>>>(n, 2.0f, x, y);
  CHECK(cudaDeviceSynchronize());
  float4 v = make_float4(1.f, 2.f, 3.f, 4.f);
  int2 p = make_int2(1, 2);
  printf("%f %d\n", v.x, p.y);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
