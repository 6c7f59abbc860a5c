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
  const char* name;               // e.g. "ti4_reduced": the C symbol is sprt_mapping_<name>
  uint32_t tile_rows;             // Ti: 4 or 8
  uint32_t num_kernel_patterns;   // K <= 32
  const uint8_t* kernel_patterns; // [K] masks, in execution (packing) order
  // Cover of column pattern p: kernel pattern indices cover_list[cover_offsets[p] ..
  // cover_offsets[p + 1]), ascending. Pattern 0 has an empty cover.
  const uint16_t* cover_offsets;  // [2^Ti + 1]
  const uint8_t* cover_list;
  const uint8_t* cover_rows;      // [2^Ti] rows of the cover of p: popcount(p) + its explicit zeros
};

// The tables (tools/gen_mapping_tables.py): one extern per table and SPRT_MAPPING_TABLE_COUNT.
#include "packing/gen/mapping-tables.h"

// Every table, in the generator's order.
extern const struct sprt_mapping_table* const sprt_mapping_tables[SPRT_MAPPING_TABLE_COUNT];

// The table called `name`, or NULL.
const struct sprt_mapping_table* sprt_find_mapping_table(const char* name);

#endif  // SPRT_PACKING_MAPPING_H_
