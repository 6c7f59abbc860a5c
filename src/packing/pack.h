// Scheduler and compressor: packs a sparse weight matrix into SpRT panels at operator creation.
//
// Packed layout. Rows (output channels) are cut into panels of Ti rows; the last panel may be
// partial (its missing rows hold no nonzeros). With T the index type (uint8_t, uint16_t or uint32_t,
// the narrowest that holds input_channels, see sprt_index_bytes), each panel is, contiguously:
//
//   T     counts[K];          columns executed with kernel pattern k, k in table order
//   T     indices[sum(counts)];  input channel of each such column, grouped by kernel pattern in
//                             table order, ascending within a group
//   (zero padding to a multiple of 4 bytes)
//   float values[...];        per column in the same order, popcount(kernel pattern) weights, one
//                             per set bit in ascending row order; rows the column lacks hold +0.0f
//
// The next panel starts right after the last value, so a kernel walks panels without an offset
// table; panel_offsets[] (bytes from the start of the buffer) lets threads start at any panel. The
// buffer is 64-byte aligned and has SPRT_PACKED_EXTRA_BYTES of readable slack after the last value
// (NEON kernels load the weights of a column as whole vectors). Count and index of a column share the type T because counts never
// exceed input_channels.
#ifndef SPRT_PACKING_PACK_H_
#define SPRT_PACKING_PACK_H_

#include <stddef.h>
#include <stdint.h>

#include "packing/mapping.h"

// Readable bytes after the last packed value (not counted in data_bytes).
#define SPRT_PACKED_EXTRA_BYTES 16

// Sparse weights in CSR form, validated by the caller: row_offsets[0] == 0, nondecreasing, and the
// column indices of a row are distinct and < input_channels (not necessarily sorted).
struct sprt_csr_f32 {
  size_t rows;
  size_t columns;
  const uint32_t* row_offsets;     // [rows + 1]
  const uint32_t* column_indices;  // [row_offsets[rows]]
  const float* values;             // [row_offsets[rows]]
};

struct sprt_packed_weights {
  void* data;                 // 64-byte aligned; free with sprt_aligned_free
  size_t data_bytes;          // bytes of counts + indices + padding + values
  size_t* panel_offsets;      // [num_panels + 1], byte offsets into data; malloc'ed
  size_t* panel_values;       // [num_panels + 1], prefix sums of values per panel (work balance)
  size_t* panel_visits;       // [num_panels + 1], prefix sums of column visits (stored indices) per panel
  size_t num_panels;
  size_t rows;
  size_t columns;
  uint32_t index_bytes;       // sizeof(T): 1, 2 or 4
  size_t nonzeros;            // weights given (stored zeros of the CSR count as nonzeros)
  size_t explicit_zeros;      // values added by the cover
  const struct sprt_mapping_table* table;
};

// Bytes of the narrowest unsigned type that holds every value in [0, columns].
uint32_t sprt_index_bytes(size_t columns);

// Returns 0 on success, -1 when out of memory (nothing allocated then).
int sprt_pack_weights(const struct sprt_csr_f32* csr, const struct sprt_mapping_table* table,
                      struct sprt_packed_weights* packed);

void sprt_packed_weights_free(struct sprt_packed_weights* packed);

void* sprt_aligned_alloc(size_t alignment, size_t bytes);
void sprt_aligned_free(void* ptr);

#endif  // SPRT_PACKING_PACK_H_
