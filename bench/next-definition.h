// The definition of a function after this binary's own, for the benchmarks' interposers
// (operator-timer.cc, pool-profile.cc), which define XNNPACK's or pthreadpool's functions and forward
// every call to the library's.
#ifndef SPRT_BENCH_NEXT_DEFINITION_H_
#define SPRT_BENCH_NEXT_DEFINITION_H_

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>

namespace sprt_bench {

// dlsym(RTLD_NEXT, name) as a `Function*`; aborts, naming `interposer`, when there is none.
template <typename Function>
Function* NextDefinition(const char* interposer, const char* name) {
  void* f = dlsym(RTLD_NEXT, name);
  if (f == nullptr) {
    std::fprintf(stderr, "%s: no %s after this binary\n", interposer, name);
    std::abort();
  }
  return reinterpret_cast<Function*>(f);
}

}  // namespace sprt_bench

#endif  // SPRT_BENCH_NEXT_DEFINITION_H_
