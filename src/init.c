// sprt_initialize: detects the CPU with cpuinfo once and picks the best ISA it supports.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <cpuinfo.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "packing/mapping.h"
#include "packing/select.h"

#define SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, token, index_bytes) \
  void ukernel(size_t, size_t, const float*, size_t, const void*, const float*, float*, const size_t*, \
               const struct sprt_f32_minmax_params*);
#include "ukernels/gen/f32-spmm-minmax.inc"
#undef SPRT_SPMM_UKERNEL

#define SPRT_TABLE_p15 &sprt_mapping_ti4_identity
#define SPRT_TABLE_p9 &sprt_mapping_ti4_reduced
#define SPRT_TABLE_p19 &sprt_mapping_ti8_p19
#define SPRT_TABLE_j90 &sprt_mapping_ti8_jam90
#define SPRT_TABLE_j95 &sprt_mapping_ti8_jam95

const struct sprt_spmm_ukernel sprt_spmm_ukernels[] = {
#define SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, token, index_bytes) \
  {ukernel, #ukernel, sprt_isa_##isa, tile_rows, tile_pixels, SPRT_TABLE_##token, index_bytes},
#include "ukernels/gen/f32-spmm-minmax.inc"
#undef SPRT_SPMM_UKERNEL
};
const size_t sprt_spmm_ukernel_count = sizeof(sprt_spmm_ukernels) / sizeof(sprt_spmm_ukernels[0]);

struct sprt_config sprt_config;

static const char* const isa_names[] = {
  [sprt_isa_scalar] = "scalar",
  [sprt_isa_avx2] = "avx2",
  [sprt_isa_avx512f] = "avx512f",
  [sprt_isa_neon] = "neon",
};

const char* sprt_isa_name(enum sprt_isa isa) {
  return (size_t) isa < sizeof(isa_names) / sizeof(isa_names[0]) ? isa_names[isa] : "unknown";
}

uint32_t sprt_isa_lanes(enum sprt_isa isa) {
  switch (isa) {
    case sprt_isa_avx512f:
      return 16;
    case sprt_isa_avx2:
      return 8;
    case sprt_isa_neon:
      return 4;
    default:
      return 1;
  }
}

static bool cpu_ready;
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;

static void cpu_init_once(void) { cpu_ready = cpuinfo_initialize(); }

bool sprt_cpu_init(void) {
  pthread_once(&cpu_once, cpu_init_once);
  return cpu_ready;
}

bool sprt_isa_supported(enum sprt_isa isa) {
  switch (isa) {
    case sprt_isa_scalar:
      return true;
#if SPRT_ARCH_X86_64
    case sprt_isa_avx2:
      return cpu_ready && cpuinfo_has_x86_avx2() && cpuinfo_has_x86_fma3();
    case sprt_isa_avx512f:
      return cpu_ready && cpuinfo_has_x86_avx512f();
#endif
#if SPRT_ARCH_ARM64
    case sprt_isa_neon:
      return cpu_ready && cpuinfo_has_arm_neon_fma();
#endif
    default:
      return false;
  }
}

static enum sprt_status init_status = sprt_status_uninitialized;
static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void initialize_once(void) {
  if (!sprt_cpu_init()) {
    sprt_log_error("sprt_initialize: cpuinfo could not detect the CPU");
    init_status = sprt_status_unsupported_hardware;
    return;
  }
  // The cap exists so that one machine can test every ISA it supports.
  enum sprt_isa cap = sprt_isa_neon;
  const char* requested = getenv("SPRT_ISA");
  if (requested != NULL && requested[0] != '\0') {
    bool known = false;
    for (size_t i = 0; i < sizeof(isa_names) / sizeof(isa_names[0]); i++) {
      if (strcmp(requested, isa_names[i]) == 0) {
        cap = (enum sprt_isa) i;
        known = true;
      }
    }
    if (!known) {
      sprt_log_error("sprt_initialize: invalid SPRT_ISA value \"%s\": expected scalar, avx2, avx512f or neon",
                     requested);
      init_status = sprt_status_invalid_parameter;
      return;
    }
    if (!sprt_isa_supported(cap)) {
      sprt_log_error("sprt_initialize: SPRT_ISA=%s is not supported by this CPU; using the best ISA below it",
                     requested);
    }
  }
  enum sprt_isa best = sprt_isa_scalar;
  for (enum sprt_isa isa = sprt_isa_scalar; isa <= cap; isa++) {
    if (sprt_isa_supported(isa)) {
      best = isa;
    }
  }
  sprt_config.isa = best;
  const char* table = getenv("SPRT_TABLE");
  if (table != NULL && table[0] != '\0') {
    for (size_t i = 0; i < sprt_mapping_table_count; i++) {
      if (strcmp(table, sprt_mapping_tables[i]->name) == 0) {
        sprt_config.table = sprt_mapping_tables[i];
      }
    }
    if (sprt_config.table == NULL) {
      sprt_log_error("sprt_initialize: invalid SPRT_TABLE value \"%s\": expected the name of a mapping table "
                     "(ti4_identity, ti4_reduced, ti8_p19, ti8_jam90, ti8_jam95)", table);
      init_status = sprt_status_invalid_parameter;
      return;
    }
  }
  sprt_config.cost_model = sprt_config.table == NULL ? sprt_spmm_cost_model_for(best) : NULL;
  const struct cpuinfo_cache* l1d = cpuinfo_get_l1d_cache(0);
  // Some emulators and VMs report no caches: 32 KiB is the smallest L1D of the supported cores.
  sprt_config.l1d_bytes = l1d != NULL && l1d->size != 0 ? l1d->size : 32 * 1024;
  sprt_config.initialized = true;
  sprt_log_info("sprt_initialize: using %s kernels", sprt_isa_name(best));
  init_status = sprt_status_success;
}

enum sprt_status sprt_initialize(void) {
  pthread_once(&init_once, initialize_once);
  return init_status;
}
