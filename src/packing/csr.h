// Sparse weights in CSR form: the caller's arrays, or arrays the library owns.
#ifndef SPRT_PACKING_CSR_H_
#define SPRT_PACKING_CSR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <sprt.h>

// row_offsets[0] == 0 and never decreases; the column indices of a row are distinct and below
// `columns` (not necessarily sorted). Stored zeros are weights like any other.
struct sprt_csr {
  size_t rows;
  size_t columns;
  const uint32_t* row_offsets;     // [rows + 1]
  const uint32_t* column_indices;  // [row_offsets[rows]]
  const float* values;             // [row_offsets[rows]]
  // The one allocation holding the three arrays when the CSR owns them (sprt_free_csr frees it);
  // NULL for a view of someone else's arrays.
  void* storage;
};

static inline size_t sprt_csr_nonzeros(const struct sprt_csr* csr) { return csr->row_offsets[csr->rows]; }

// Scratch indexed by input channel (stamps, bitsets, pattern arrays) is sized by the columns only
// while they are at most about four per nonzero: a model file chooses the channel count, and 2^31
// channels with six weights must not cost gigabytes. Sparser matrices are compacted first
// (sprt_compact_csr_columns), which keeps every count those passes make.
static inline bool sprt_csr_columns_bounded(const struct sprt_csr* csr) {
  return csr->columns / 4 <= sprt_csr_nonzeros(csr) + 16384;
}

// A view of the caller's arrays (never freed by the library).
struct sprt_csr sprt_csr_view(size_t rows, size_t columns, const uint32_t* row_offsets,
                              const uint32_t* column_indices, const float* values);

// Checks a caller's CSR as documented for sprt_create_convolution2d_1x1_nchw_f32_csr (offsets start
// at 0 and never decrease, each row fits the columns, indices in range and distinct within a row).
// On failure logs one line naming `op_name` and the bad value. Values are checked for NULL only, never
// read: a view may point them at the f16 entry point's halves.
enum sprt_status sprt_validate_csr(const char* op_name, const struct sprt_csr* csr);

// Owned CSRs. Each returns false when out of memory (dst is then empty and needs no free).
// The nonzeros of a dense [rows][columns] matrix: entries that compare unequal to zero (NaN is kept).
bool sprt_csr_from_dense(size_t rows, size_t columns, const float* dense, struct sprt_csr* dst);
bool sprt_copy_csr(const struct sprt_csr* src, struct sprt_csr* dst);
// The f16 operator's weights, as floats holding half values: a dense matrix of IEEE halves (entries
// other than +-0 are weights, NaN included) or, with fp32_values, of floats (entries != 0, as
// sprt_csr_from_dense, then rounded to half: a float that rounds to zero stays a stored zero, as in
// XNNPACK's f16 operators).
bool sprt_csr_from_dense_f16(size_t rows, size_t columns, const void* dense, bool fp32_values, struct sprt_csr* dst);
// count halves (or, with fp32_values, floats rounded to half) as the floats of their values.
void sprt_halves_as_floats(const void* values, size_t count, bool fp32_values, float* out);
// A validated CSR's structure with `values` (halves, or floats with fp32_values) rounded to half.
bool sprt_copy_csr_f16(const struct sprt_csr* src, const void* values, bool fp32_values, struct sprt_csr* dst);
// src with its used columns renumbered 0, 1, ... in ascending order (dst->columns: the distinct
// columns, at most the nonzeros); rows, offsets and values as in src. O(nonzeros) time and memory
// (a radix sort of the indices), whatever src->columns.
bool sprt_compact_csr_columns(const struct sprt_csr* src, struct sprt_csr* dst);
// Rows of src in `order`: row i of dst is row order[i] of src.
bool sprt_permute_csr_rows(const struct sprt_csr* src, const uint32_t* order, struct sprt_csr* dst);

// Frees an owned CSR (a view is left alone) and empties it; safe to call twice.
void sprt_free_csr(struct sprt_csr* csr);

#endif  // SPRT_PACKING_CSR_H_
