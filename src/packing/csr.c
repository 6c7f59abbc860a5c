// CSR weights: validation of the caller's arrays and the library's own copies.
#include <string.h>

#include <fp16.h>

#include "common.h"
#include "packing/csr.h"

struct sprt_csr sprt_csr_view(size_t rows, size_t columns, const uint32_t* row_offsets,
                              const uint32_t* column_indices, const float* values) {
  return (struct sprt_csr) {rows, columns, row_offsets, column_indices, values, NULL};
}

enum sprt_status sprt_validate_csr(const char* op_name, const struct sprt_csr* csr) {
  if (csr->row_offsets == NULL) {
    sprt_log_error("%s: row_offsets is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (csr->column_indices == NULL) {
    sprt_log_error("%s: column_indices is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (csr->values == NULL) {
    sprt_log_error("%s: values is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  const uint32_t* offsets = csr->row_offsets;
  if (offsets[0] != 0) {
    sprt_log_error("%s: invalid row_offsets[0] %u: must be 0", op_name, offsets[0]);
    return sprt_status_invalid_parameter;
  }
  for (size_t r = 0; r < csr->rows; r++) {
    if (offsets[r + 1] < offsets[r]) {
      sprt_log_error("%s: invalid row_offsets[%zu] %u: below row_offsets[%zu] %u", op_name, r + 1, offsets[r + 1], r,
                     offsets[r]);
      return sprt_status_invalid_parameter;
    }
    if (offsets[r + 1] - offsets[r] > csr->columns) {
      sprt_log_error("%s: invalid row_offsets[%zu] %u: row %zu holds %u entries, more than %zu input channels",
                     op_name, r + 1, offsets[r + 1], r, offsets[r + 1] - offsets[r], csr->columns);
      return sprt_status_invalid_parameter;
    }
  }
  const size_t nonzeros = sprt_csr_nonzeros(csr);
  for (size_t i = 0; i < nonzeros; i++) {
    if (csr->column_indices[i] >= csr->columns) {
      size_t r = 0;
      while (offsets[r + 1] <= i) r++;
      sprt_log_error("%s: invalid column_indices[%zu] %u in row %zu: must be below input_channels %zu", op_name, i,
                     csr->column_indices[i], r, csr->columns);
      return sprt_status_invalid_parameter;
    }
  }
  // Duplicates: last_row[c] is 1 + the last row that used column c, O(nonzeros + columns), with the
  // columns compacted first when they far outnumber the nonzeros. Values are never read: the f16
  // entry point validates its halves' structure with the same code.
  struct sprt_csr structure = *csr;
  structure.values = NULL;
  struct sprt_csr compact = structure;
  if (!sprt_csr_columns_bounded(csr) && !sprt_compact_csr_columns(&structure, &compact)) {
    sprt_log_error("%s: out of memory validating %zu nonzeros", op_name, nonzeros);
    return sprt_status_out_of_memory;
  }
  uint32_t* last_row = sprt_allocate_zero(compact.columns, sizeof(uint32_t));
  if (last_row == NULL) {
    sprt_log_error("%s: out of memory validating %zu input channels", op_name, compact.columns);
    sprt_free_csr(&compact);
    return sprt_status_out_of_memory;
  }
  enum sprt_status status = sprt_status_success;
  for (size_t r = 0; r < csr->rows && status == sprt_status_success; r++) {
    for (uint32_t i = offsets[r]; i < offsets[r + 1]; i++) {
      const uint32_t c = compact.column_indices[i];
      if (last_row[c] == (uint32_t) r + 1) {
        sprt_log_error("%s: duplicate column index %u in row %zu (column_indices[%u])", op_name,
                       csr->column_indices[i], r, i);
        status = sprt_status_invalid_parameter;
        break;
      }
      last_row[c] = (uint32_t) r + 1;
    }
  }
  sprt_free(last_row);
  sprt_free_csr(&compact);
  return status;
}

// Allocates dst's arrays in one block, with one spare index and value: the branch-free fills below
// store every candidate entry and advance only past the kept ones.
static bool allocate_csr(size_t rows, size_t columns, size_t nonzeros, struct sprt_csr* dst, uint32_t** offsets,
                         uint32_t** indices, float** values) {
  *dst = (struct sprt_csr) {0};
  int overflow = 0;
  const size_t offset_bytes = sprt_mul_size(rows + 1, sizeof(uint32_t), &overflow);
  const size_t entry_bytes = sprt_mul_size(nonzeros + 1, sizeof(uint32_t), &overflow);
  if (overflow || offset_bytes > SIZE_MAX - 2 * entry_bytes) return false;
  char* storage = sprt_allocate(offset_bytes + 2 * entry_bytes);
  if (storage == NULL) return false;
  *offsets = (uint32_t*) storage;
  *indices = (uint32_t*) (storage + offset_bytes);
  *values = (float*) (storage + offset_bytes + entry_bytes);
  *dst = (struct sprt_csr) {rows, columns, *offsets, *indices, *values, storage};
  return true;
}

bool sprt_csr_from_dense(size_t rows, size_t columns, const float* dense, struct sprt_csr* dst) {
  size_t nonzeros = 0;
  for (size_t i = 0; i < rows * columns; i++) {
    nonzeros += dense[i] != 0.0f;
  }
  uint32_t* offsets;
  uint32_t* indices;
  float* values;
  if (!allocate_csr(rows, columns, nonzeros, dst, &offsets, &indices, &values)) return false;
  // Branch-free: at 60-95% sparsity a branch on each weight mispredicts about half the time.
  uint32_t n = 0;
  offsets[0] = 0;
  for (size_t r = 0; r < rows; r++) {
    const float* row = dense + r * columns;
    for (size_t c = 0; c < columns; c++) {
      indices[n] = (uint32_t) c;
      values[n] = row[c];
      n += row[c] != 0.0f;
    }
    offsets[r + 1] = n;
  }
  return true;
}

// A half (or, with fp32_values, a float rounded to half) as the float of the same value.
static inline float half_value(const void* values, size_t i, bool fp32_values) {
  const uint16_t h =
      fp32_values ? fp16_ieee_from_fp32_value(((const float*) values)[i]) : ((const uint16_t*) values)[i];
  return fp16_ieee_to_fp32_value(h);
}

// Whether entry i is a weight: not a zero of either sign in the format the caller gave.
static inline bool is_nonzero(const void* values, size_t i, bool fp32_values) {
  return fp32_values ? ((const float*) values)[i] != 0.0f : (((const uint16_t*) values)[i] & 0x7FFF) != 0;
}

bool sprt_csr_from_dense_f16(size_t rows, size_t columns, const void* dense, bool fp32_values,
                             struct sprt_csr* dst) {
  size_t nonzeros = 0;
  for (size_t i = 0; i < rows * columns; i++) {
    nonzeros += is_nonzero(dense, i, fp32_values);
  }
  uint32_t* offsets;
  uint32_t* indices;
  float* values;
  if (!allocate_csr(rows, columns, nonzeros, dst, &offsets, &indices, &values)) return false;
  uint32_t n = 0;
  offsets[0] = 0;
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < columns; c++) {
      indices[n] = (uint32_t) c;
      values[n] = half_value(dense, r * columns + c, fp32_values);
      n += is_nonzero(dense, r * columns + c, fp32_values);
    }
    offsets[r + 1] = n;
  }
  return true;
}

void sprt_halves_as_floats(const void* values, size_t count, bool fp32_values, float* out) {
  for (size_t i = 0; i < count; i++) out[i] = half_value(values, i, fp32_values);
}

bool sprt_copy_csr_f16(const struct sprt_csr* src, const void* src_values, bool fp32_values, struct sprt_csr* dst) {
  uint32_t* offsets;
  uint32_t* indices;
  float* values;
  const size_t nonzeros = sprt_csr_nonzeros(src);
  if (!allocate_csr(src->rows, src->columns, nonzeros, dst, &offsets, &indices, &values)) return false;
  memcpy(offsets, src->row_offsets, (src->rows + 1) * sizeof(uint32_t));
  if (nonzeros != 0) memcpy(indices, src->column_indices, nonzeros * sizeof(uint32_t));
  sprt_halves_as_floats(src_values, nonzeros, fp32_values, values);
  return true;
}

bool sprt_copy_csr(const struct sprt_csr* src, struct sprt_csr* dst) {
  uint32_t* offsets;
  uint32_t* indices;
  float* values;
  const size_t nonzeros = sprt_csr_nonzeros(src);
  if (!allocate_csr(src->rows, src->columns, nonzeros, dst, &offsets, &indices, &values)) return false;
  memcpy(offsets, src->row_offsets, (src->rows + 1) * sizeof(uint32_t));
  if (nonzeros != 0) {  // an empty matrix may come with arrays that hold nothing
    memcpy(indices, src->column_indices, nonzeros * sizeof(uint32_t));
    memcpy(values, src->values, nonzeros * sizeof(float));
  }
  return true;
}

bool sprt_compact_csr_columns(const struct sprt_csr* src, struct sprt_csr* dst) {
  const size_t nonzeros = sprt_csr_nonzeros(src);
  uint32_t* offsets;
  uint32_t* indices;
  float* values;
  if (!allocate_csr(src->rows, 0, nonzeros, dst, &offsets, &indices, &values)) return false;
  // Positions of the nonzeros sorted by column: LSD radix sort, 8 bits a pass.
  int overflow = 0;
  const size_t bytes = sprt_mul_size(nonzeros + 1, 4 * sizeof(uint32_t), &overflow);
  uint32_t* scratch = overflow ? NULL : sprt_allocate(bytes);
  if (scratch == NULL) {
    sprt_free_csr(dst);
    return false;
  }
  uint32_t* key = scratch;
  uint32_t* position = key + nonzeros + 1;
  uint32_t* next_key = position + nonzeros + 1;
  uint32_t* next_position = next_key + nonzeros + 1;
  for (size_t i = 0; i < nonzeros; i++) {
    key[i] = src->column_indices[i];
    position[i] = (uint32_t) i;
  }
  for (uint32_t shift = 0; shift < 32; shift += 8) {
    size_t start[257] = {0};
    for (size_t i = 0; i < nonzeros; i++) start[(key[i] >> shift & 0xFF) + 1]++;
    if (nonzeros == 0 || start[(key[0] >> shift & 0xFF) + 1] == nonzeros) continue;  // one digit: in order
    for (size_t d = 1; d <= 256; d++) start[d] += start[d - 1];
    for (size_t i = 0; i < nonzeros; i++) {
      const size_t at = start[key[i] >> shift & 0xFF]++;
      next_key[at] = key[i];
      next_position[at] = position[i];
    }
    uint32_t* t = key;
    key = next_key, next_key = t;
    t = position;
    position = next_position, next_position = t;
  }
  uint32_t rank = 0;
  for (size_t i = 0; i < nonzeros; i++) {
    rank += i != 0 && key[i] != key[i - 1];
    indices[position[i]] = rank;
  }
  sprt_free(scratch);
  memcpy(offsets, src->row_offsets, (src->rows + 1) * sizeof(uint32_t));
  if (nonzeros != 0 && src->values != NULL) memcpy(values, src->values, nonzeros * sizeof(float));
  dst->columns = nonzeros != 0 ? (size_t) rank + 1 : 0;
  return true;
}

bool sprt_permute_csr_rows(const struct sprt_csr* src, const uint32_t* order, struct sprt_csr* dst) {
  uint32_t* offsets;
  uint32_t* indices;
  float* values;
  if (!allocate_csr(src->rows, src->columns, sprt_csr_nonzeros(src), dst, &offsets, &indices, &values)) return false;
  offsets[0] = 0;
  for (size_t i = 0; i < src->rows; i++) {
    const uint32_t first = src->row_offsets[order[i]];
    const uint32_t count = src->row_offsets[order[i] + 1] - first;
    if (count != 0) {
      memcpy(indices + offsets[i], src->column_indices + first, count * sizeof(uint32_t));
      memcpy(values + offsets[i], src->values + first, count * sizeof(float));
    }
    offsets[i + 1] = offsets[i] + count;
  }
  return true;
}

void sprt_free_csr(struct sprt_csr* csr) {
  sprt_free(csr->storage);
  *csr = (struct sprt_csr) {0};
}
