// googletest main for suites run once per ISA: `--sprt_isa=NAME` sets SPRT_ISA before the library
// initializes, so one binary covers every ISA the machine supports.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  for (int i = 1; i < argc; i++) {
    const char* flag = "--sprt_isa=";
    if (std::strncmp(argv[i], flag, std::strlen(flag)) == 0) {
      setenv("SPRT_ISA", argv[i] + std::strlen(flag), 1);
    }
  }
  return RUN_ALL_TESTS();
}
