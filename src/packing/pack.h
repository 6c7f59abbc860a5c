// Scheduler and compressor: packs the weights of one chunk of input channels into SpRT panels.
//
// Packed layout. Rows (output channels) are cut into panels of Ti rows; the last panel may be
// partial (its missing rows hold no nonzeros). Each panel is, contiguously:
//
//   uint16_t counts[K];       columns executed with kernel pattern k, k in table order
//   uint16_t indices[sum(counts)];  input channel of each such column (relative to the chunk),
//                             grouped by kernel pattern in table order, ascending within a group
//   (zero padding to a multiple of 4 bytes)
//   float values[...];        per column in the same order, popcount(kernel pattern) weights, one
//                             per set bit in ascending row order; rows the column lacks hold +0.0f
//                             (IEEE halves instead of floats for the f16 kernels with half arithmetic)
//   (zero padding to a multiple of 4 bytes: halves only)
//
// The next panel starts right after the last value (and its padding), 4-byte aligned, so a kernel
// walks panels without an offset table; panel_offsets[] (bytes from the start of the buffer) lets
// threads start at any panel. The buffer is 64-byte aligned and has SPRT_PACKED_EXTRA_BYTES of
// readable slack after the last value (NEON kernels load the weights of a column as whole
// vectors). Counts never exceed the chunk's channels, so one 16-bit type serves both: chunks hold at
// most SPRT_MAX_PACKED_COLUMNS channels.
#ifndef SPRT_PACKING_PACK_H_
#define SPRT_PACKING_PACK_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "packing/csr.h"
#include "packing/mapping.h"

// Readable bytes after the last packed value (not counted in data_bytes).
#define SPRT_PACKED_EXTRA_BYTES 16

// Columns one packing holds at most: counts and indices are uint16_t.
#define SPRT_MAX_PACKED_COLUMNS UINT16_MAX

struct sprt_packed_panels {
  void* data;                 // SPRT_CACHE_LINE_BYTES-aligned
  size_t data_bytes;          // bytes of counts + indices + padding + values
  size_t* panel_offsets;      // [num_panels + 1], byte offsets into data
  size_t* panel_values;       // [num_panels + 1], prefix sums of stored values per panel
  size_t* panel_visits;       // [num_panels + 1], prefix sums of column visits (stored indices) per panel
  size_t num_panels;
  size_t first_channel;       // input channel of packed index 0 (set by packing.c)
  size_t channels;            // the input channels the indices span
  size_t nonzeros;            // weights given (stored zeros of the CSR count as nonzeros)
  size_t explicit_zeros;      // values added by the cover
};

// Packs csr (at most SPRT_MAX_PACKED_COLUMNS columns) with `table`, values as floats (value_bytes
// 4) or IEEE halves (2: csr's values must be halves, as the f16 operator's are). Returns false when
// out of memory (nothing allocated then).
bool sprt_pack_panels(const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t value_bytes,
                      struct sprt_packed_panels* packed);

// Frees and empties `packed`; safe to call twice.
void sprt_free_packed_panels(struct sprt_packed_panels* packed);

#endif  // SPRT_PACKING_PACK_H_
