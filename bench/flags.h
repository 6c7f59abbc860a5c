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
#include <vector>

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

// "a,b,,c" -> {"a", "b", "", "c"}: the items of a comma-separated flag value ("" -> {""}).
inline std::vector<std::string> SplitList(const std::string& text) {
  std::vector<std::string> items;
  size_t start = 0;
  while (true) {
    const size_t comma = text.find(',', start);
    items.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return items;
    start = comma + 1;
  }
}

// "1,4,16" -> {1, 4, 16}: the --threads=LIST flag of every benchmark binary. Returns false, after one
// line on stderr, for an empty list, a count that is not a positive integer, or a repeated count.
inline bool ParseThreadCounts(const char* program, const std::string& text, std::vector<size_t>* counts) {
  counts->clear();
  for (const std::string& item : SplitList(text)) {
    char* end = nullptr;
    const unsigned long long parsed = std::strtoull(item.c_str(), &end, 10);
    if (item.empty() || item[0] == '-' || *end != '\0' || parsed == 0 || parsed > 4096) {
      std::fprintf(stderr, "%s: --threads takes a comma-separated list of counts from 1 to 4096, not \"%s\"\n",
                   program, text.c_str());
      return false;
    }
    for (size_t seen : *counts) {
      if (seen == parsed) {
        std::fprintf(stderr, "%s: --threads lists %llu twice in \"%s\"\n", program, parsed, text.c_str());
        return false;
      }
    }
    counts->push_back(static_cast<size_t>(parsed));
  }
  return true;
}

}  // namespace sprt_bench

#endif  // SPRT_BENCH_FLAGS_H_
