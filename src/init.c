// sprt_initialize: detects the CPU with cpuinfo once and picks the best ISA it supports.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <cpuinfo.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "registry.h"

#if SPRT_ARCH_X86_64
#include <cpuid.h>
#endif

struct sprt_config sprt_config;

static bool cpu_ready;
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;

static void cpu_init_once(void) { cpu_ready = cpuinfo_initialize(); }

#if SPRT_ARCH_X86_64
// Debian's cpuinfo (2022) predates AVX512-FP16: CPUID leaf 7 EDX bit 23. The OS saves zmm state when
// cpuinfo reports AVX-512F, so the bit is all that is left to check.
static bool x86_avx512fp16(void) {
  unsigned int eax, ebx, ecx, edx;
  return cpuinfo_has_x86_avx512f() && cpuinfo_has_x86_avx512bw() && cpuinfo_has_x86_avx512vl() &&
         __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (edx >> 23 & 1) != 0;
}
#endif

bool sprt_isa_supported(enum sprt_isa isa) {
  pthread_once(&cpu_once, cpu_init_once);
  if (!cpu_ready) return false;
  switch (isa) {
    case sprt_isa_scalar:
      return true;
#if SPRT_ARCH_X86_64
    case sprt_isa_avx2:
      return cpuinfo_has_x86_avx2() && cpuinfo_has_x86_fma3();
    case sprt_isa_avx512f:
      return cpuinfo_has_x86_avx512f();
    case sprt_isa_avx512fp16:
      return x86_avx512fp16();
#endif
#if SPRT_ARCH_ARM64
    case sprt_isa_neon:
      return cpuinfo_has_arm_neon_fma();
    case sprt_isa_neonfp16arith:
      return cpuinfo_has_arm_neon_fma() && cpuinfo_has_arm_neon_fp16_arith();
#endif
    default:
      return false;
  }
}

static bool has_spmm_kernels(enum sprt_datatype datatype, enum sprt_isa isa) {
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    if (sprt_spmm_ukernels[i].datatype == datatype && sprt_spmm_ukernels[i].isa == isa) return true;
  }
  return false;
}

bool sprt_isa_supported_for(enum sprt_datatype datatype, enum sprt_isa isa) {
  if (!sprt_isa_supported(isa) || !has_spmm_kernels(datatype, isa)) return false;
  if (datatype == sprt_datatype_f32) return true;
#if SPRT_ARCH_X86_64
  // The f16 kernels convert with F16C (vcvtph2ps) and mask 16-bit lanes (AVX512BW+VL).
  if (isa == sprt_isa_avx2) return cpuinfo_has_x86_f16c();
  if (isa == sprt_isa_avx512f) return cpuinfo_has_x86_avx512bw() && cpuinfo_has_x86_avx512vl();
#endif
  return true;
}

// The ISA named by SPRT_ISA (the cap exists so that one machine can test every ISA it supports);
// the highest one when unset. Returns false on an unknown name.
static bool isa_cap(enum sprt_isa* cap) {
  *cap = sprt_isa_count - 1;
  const char* requested = getenv("SPRT_ISA");
  if (requested == NULL || requested[0] == '\0') return true;
  for (enum sprt_isa isa = sprt_isa_scalar; isa < sprt_isa_count; isa++) {
    if (strcmp(requested, sprt_isa_name(isa)) == 0) {
      *cap = isa;
      if (!sprt_isa_supported(isa)) {
        sprt_log_error("sprt_initialize: SPRT_ISA=%s is not supported by this CPU; using the best ISA below it",
                       requested);
      }
      return true;
    }
  }
  sprt_log_error("sprt_initialize: invalid SPRT_ISA value \"%s\": expected scalar, avx2, avx512f, avx512fp16, neon or "
                 "neonfp16arith", requested);
  return false;
}

// The table named by SPRT_TABLE, NULL when unset. Returns false on an unknown name.
static bool forced_table(const struct sprt_mapping_table** table) {
  *table = NULL;
  const char* name = getenv("SPRT_TABLE");
  if (name == NULL || name[0] == '\0') return true;
  *table = sprt_find_mapping_table(name);
  if (*table != NULL) return true;
  char names[256] = "";
  for (size_t i = 0; i < SPRT_MAPPING_TABLE_COUNT; i++) {
    strncat(names, i == 0 ? "" : ", ", sizeof(names) - strlen(names) - 1);
    strncat(names, sprt_mapping_tables[i]->name, sizeof(names) - strlen(names) - 1);
  }
  sprt_log_error("sprt_initialize: invalid SPRT_TABLE value \"%s\": expected the name of a mapping table (%s)", name,
                 names);
  return false;
}

static enum sprt_status init_status = sprt_status_uninitialized;
static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void initialize_once(void) {
  if (!sprt_isa_supported(sprt_isa_scalar)) {
    sprt_log_error("sprt_initialize: cpuinfo could not detect the CPU");
    init_status = sprt_status_unsupported_hardware;
    return;
  }
  enum sprt_isa cap;
  const struct sprt_mapping_table* table;
  if (!isa_cap(&cap) || !forced_table(&table)) {
    init_status = sprt_status_invalid_parameter;
    return;
  }
  enum sprt_isa best = sprt_isa_scalar, best_f16 = sprt_isa_scalar;
  for (enum sprt_isa isa = sprt_isa_scalar; isa <= cap; isa++) {
    if (sprt_isa_supported_for(sprt_datatype_f32, isa)) best = isa;
    if (sprt_isa_supported_for(sprt_datatype_f16, isa)) best_f16 = isa;
  }
  sprt_config.isa = best;
  sprt_config.f16_isa = best_f16;
  sprt_config.table = table;
  const struct cpuinfo_cache* l1d = cpuinfo_get_l1d_cache(0);
  // Some emulators and VMs report no caches: 32 KiB is the smallest L1D of the supported cores.
  sprt_config.l1d_bytes = l1d != NULL && l1d->size != 0 ? l1d->size : 32 * 1024;
  // An L2 shared by several cores (Cortex-A53/A72 clusters) counts as its share; 256 KiB if none is
  // reported.
  const struct cpuinfo_cache* l2 = cpuinfo_get_l2_cache(0);
  sprt_config.l2_bytes = l2 != NULL && l2->size != 0 ? l2->size / (l2->processor_count > 1 ? l2->processor_count : 1)
                                                     : 256 * 1024;
#if SPRT_ARCH_X86_64
  sprt_config.x86_popcnt = cpuinfo_has_x86_popcnt();
#endif
  sprt_config.initialized = true;
  sprt_log_info("sprt_initialize: using %s kernels (f16: %s)", sprt_isa_name(best), sprt_isa_name(best_f16));
  init_status = sprt_status_success;
}

enum sprt_status sprt_initialize(void) {
  pthread_once(&init_once, initialize_once);
  return init_status;
}
