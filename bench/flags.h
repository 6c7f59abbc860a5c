// The benchmarks' own --name=value flags, taken out of argv before Google Benchmark sees it (it
// rejects flags it does not know).
#ifndef SPRT_BENCH_FLAGS_H_
#define SPRT_BENCH_FLAGS_H_

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <string>
#include <utility>

namespace sprt_bench {

// counts: flags whose value must be a positive integer; strings: flags taken as they are. Flags not
// given keep their values. Returns false, after one line on stderr, for a bad count.
inline bool TakeFlags(const char* program, int* argc, char** argv,
                      std::initializer_list<std::pair<const char*, size_t*>> counts,
                      std::initializer_list<std::pair<const char*, std::string*>> strings = {}) {
  int kept = 1;
  for (int i = 1; i < *argc; i++) {
    bool taken = false;
    for (const auto& [name, value] : counts) {
      const std::string prefix = std::string("--") + name + "=";
      if (std::strncmp(argv[i], prefix.c_str(), prefix.size()) != 0) continue;
      const char* text = argv[i] + prefix.size();
      char* end = nullptr;
      const unsigned long long parsed = std::strtoull(text, &end, 10);
      if (*text == '\0' || *end != '\0' || parsed == 0) {
        std::fprintf(stderr, "%s: --%s must be a positive integer, not \"%s\"\n", program, name, text);
        return false;
      }
      *value = static_cast<size_t>(parsed);
      taken = true;
    }
    for (const auto& [name, value] : strings) {
      const std::string prefix = std::string("--") + name + "=";
      if (std::strncmp(argv[i], prefix.c_str(), prefix.size()) == 0) {
        *value = argv[i] + prefix.size();
        taken = true;
      }
    }
    if (!taken) argv[kept++] = argv[i];
  }
  *argc = kept;
  return true;
}

}  // namespace sprt_bench

#endif  // SPRT_BENCH_FLAGS_H_
