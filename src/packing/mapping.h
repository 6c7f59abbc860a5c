// Mapping tables: which kernel patterns a panel's column patterns are executed with.
#ifndef SPRT_PACKING_MAPPING_H_
#define SPRT_PACKING_MAPPING_H_

#include <stddef.h>
#include <stdint.h>

// A column pattern is the Ti-bit nonzero mask of one input channel within a panel of Ti output
// channels: bit r set when row r of the panel has a nonzero in that column. Kernel patterns are the
// masks the microkernels have unrolled loops for. Every column pattern p (1 <= p < 2^Ti) is covered
// by one or more kernel patterns whose masks are pairwise disjoint and whose union contains p; each
// nonzero is thus executed exactly once, and covered positions that p lacks become explicit zeros.
struct sprt_mapping_table {
  const char* name;               // e.g. "ti4_reduced"; also the token in kernel names ("p9")
  const char* token;
  uint32_t tile_rows;             // Ti: 4 or 8
  uint32_t num_kernel_patterns;   // K <= 32
  const uint8_t* kernel_patterns; // [K] masks, in execution (packing) order
  // Cover of column pattern p: kernel pattern indices cover_list[cover_offsets[p] ..
  // cover_offsets[p + 1]), ascending. Pattern 0 has an empty cover.
  const uint16_t* cover_offsets;  // [2^Ti + 1]
  const uint8_t* cover_list;
  const uint8_t* cover_rows;      // [2^Ti] rows of the cover of p: popcount(p) + its explicit zeros
};

// The tables shipped with the library (see tools/gen_mapping_tables.py).
extern const struct sprt_mapping_table sprt_mapping_ti4_identity;  // 15 kernel patterns
extern const struct sprt_mapping_table sprt_mapping_ti4_reduced;   // 9 kernel patterns
extern const struct sprt_mapping_table sprt_mapping_ti8_p19;       // 19 kernel patterns
// Sparse-jam solver tables (tools/sparse_jam.py): Ti=8 for 90% and 95% sparsity.
extern const struct sprt_mapping_table sprt_mapping_ti8_jam90;
extern const struct sprt_mapping_table sprt_mapping_ti8_jam95;

// Every table above, by name (SPRT_TABLE); at most SPRT_MAX_MAPPING_TABLES.
#define SPRT_MAX_MAPPING_TABLES 8
extern const struct sprt_mapping_table* const sprt_mapping_tables[];
extern const size_t sprt_mapping_table_count;

#endif  // SPRT_PACKING_MAPPING_H_
