// Scheduler (column patterns -> kernel patterns) and compressor (the packed panel layout of pack.h).
#include <assert.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <fp16.h>

#include "common.h"
#include "packing/pack.h"

void sprt_free_packed_panels(struct sprt_packed_panels* packed) {
  sprt_free(packed->data);
  sprt_free(packed->panel_offsets);
  sprt_free(packed->panel_values);
  sprt_free(packed->panel_visits);
  memset(packed, 0, sizeof(*packed));
}

// A panel with fewer nonzeros than 1/SPARSE_PANEL_RATIO of the columns is scheduled from its
// nonzeros sorted by column instead of a pass over every column (with 65,520 channels and a handful
// of weights the passes would be all of the time).
#define SPARSE_PANEL_RATIO 16

// Scratch for one panel. Dense panels: the column patterns and the weights as a Ti x columns block.
// Sparse panels: the nonzeros as column << 35 | row in panel << 32 | position, sorted.
struct panel_scratch {
  uint8_t* patterns;  // [columns]
  float* dense;       // [Ti][columns]; only entries under set pattern bits are meaningful
  uint64_t* entries;  // [the most nonzeros of a sparse panel]
};

static size_t panel_nonzeros(const struct sprt_csr* csr, size_t ti, size_t p) {
  return csr->row_offsets[sprt_min_size((p + 1) * ti, csr->rows)] - csr->row_offsets[p * ti];
}

static bool is_sparse_panel(const struct sprt_csr* csr, size_t ti, size_t p) {
  return panel_nonzeros(csr, ti, p) < csr->columns / SPARSE_PANEL_RATIO;
}

static int compare_entries(const void* a, const void* b) {
  const uint64_t x = *(const uint64_t*) a, y = *(const uint64_t*) b;
  return (x > y) - (x < y);
}

// Fills the scratch for panel p (dense panels: the weights only when `with_values`, the sizing pass
// needs the patterns alone) and the histogram of its column patterns; returns the sorted entries of
// a sparse panel (0 for a dense one).
static size_t gather_panel(const struct sprt_csr* csr, size_t ti, size_t p, bool with_values, struct panel_scratch* s,
                           size_t histogram[256]) {
  const size_t first_row = p * ti;
  const size_t last_row = sprt_min_size(first_row + ti, csr->rows);
  memset(histogram, 0, 256 * sizeof(size_t));
  if (is_sparse_panel(csr, ti, p)) {
    size_t count = 0;
    for (size_t r = first_row; r < last_row; r++) {
      for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
        s->entries[count++] = (uint64_t) csr->column_indices[i] << 35 | (uint64_t) (r - first_row) << 32 | i;
      }
    }
    qsort(s->entries, count, sizeof(uint64_t), compare_entries);
    for (size_t j = 0; j < count;) {
      const uint64_t column = s->entries[j] >> 35;
      uint32_t pattern = 0;
      for (; j < count && s->entries[j] >> 35 == column; j++) pattern |= 1u << (s->entries[j] >> 32 & 7);
      histogram[pattern]++;
    }
    return count;
  }
  memset(s->patterns, 0, csr->columns);
  for (size_t r = first_row; r < last_row; r++) {
    for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
      s->patterns[csr->column_indices[i]] |= (uint8_t) (1u << (r - first_row));
    }
    if (with_values) {
      float* dense_row = s->dense + (r - first_row) * csr->columns;
      for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
        dense_row[csr->column_indices[i]] = csr->values[i];
      }
    }
  }
  // A histogram of the patterns first: walking each column's cover mispredicts on random patterns.
  for (size_t c = 0; c < csr->columns; c++) {
    histogram[s->patterns[c]]++;
  }
  return 0;
}

// Gathers panel p and counts the columns of each kernel pattern (counts[k]); returns how many
// columns and stored values the panel packs into, and its sorted entries when sparse.
static size_t schedule_panel(const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t p,
                             bool with_values, struct panel_scratch* s, size_t counts[32], size_t* columns_out,
                             size_t* values_out) {
  const size_t ti = table->tile_rows;
  size_t histogram[256];
  const size_t entries = gather_panel(csr, ti, p, with_values, s, histogram);
  memset(counts, 0, 32 * sizeof(size_t));
  for (size_t pattern = 1; pattern < ((size_t) 1 << ti); pattern++) {
    for (uint16_t j = table->cover_offsets[pattern]; j < table->cover_offsets[pattern + 1]; j++) {
      counts[table->cover_list[j]] += histogram[pattern];
    }
  }
  size_t columns = 0, values = 0;
  for (size_t k = 0; k < table->num_kernel_patterns; k++) {
    columns += counts[k];
    values += counts[k] * (size_t) __builtin_popcount(table->kernel_patterns[k]);
  }
  *columns_out = columns;
  *values_out = values;
  return entries;
}

// Both parts padded to 4 bytes: every panel starts 4-byte aligned, so that kernels find the values
// by aligning the address after the indices (with half values the value part may end mid-word).
static size_t panel_bytes(size_t kernel_patterns, size_t columns, size_t values, size_t value_bytes) {
  const size_t index_part = (kernel_patterns + columns) * sizeof(uint16_t);
  return ((index_part + 3) & ~(size_t) 3) + ((values * value_bytes + 3) & ~(size_t) 3);
}

// Pass 1: the bytes, stored values and column visits of every panel, as prefix sums. Returns false
// when the buffer's size overflows.
static bool size_panels(const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t value_bytes,
                        size_t num_panels, struct panel_scratch* s, struct sprt_packed_panels* packed) {
  size_t counts[32];
  packed->panel_offsets[0] = packed->panel_values[0] = packed->panel_visits[0] = 0;
  for (size_t p = 0; p < num_panels; p++) {
    size_t columns, values;
    schedule_panel(csr, table, p, /*with_values=*/false, s, counts, &columns, &values);
    const size_t bytes = panel_bytes(table->num_kernel_patterns, columns, values, value_bytes);
    if (packed->panel_offsets[p] > SIZE_MAX - SPRT_PACKED_EXTRA_BYTES - bytes) return false;
    packed->panel_offsets[p + 1] = packed->panel_offsets[p] + bytes;
    packed->panel_values[p + 1] = packed->panel_values[p] + values;
    packed->panel_visits[p + 1] = packed->panel_visits[p] + columns;
  }
  return true;
}

// Writes column c (pattern `pattern`; the weight of row r at row_values[r * row_stride]) into the
// slots of its cover's kernel patterns, as floats or (value_bytes 2) as IEEE halves (the f16
// operator's weights are halves already: exact); returns the explicit zeros it stored.
static inline __attribute__((always_inline)) size_t emit_column(
    const struct sprt_mapping_table* table, uint16_t* indices, void* vals, size_t value_bytes, size_t c,
    uint8_t pattern, const float* row_values, size_t row_stride, size_t slot[32], size_t value_slot[32]) {
  size_t explicit_zeros = 0;
  for (uint16_t j = table->cover_offsets[pattern]; j < table->cover_offsets[pattern + 1]; j++) {
    const uint8_t k = table->cover_list[j];
    indices[slot[k]++] = (uint16_t) c;
    // Set bits of the kernel pattern, lowest first; rows the column lacks get explicit zeros.
    for (uint32_t m = table->kernel_patterns[k]; m != 0; m &= m - 1) {
      const uint32_t r = (uint32_t) __builtin_ctz(m);
      const bool present = pattern >> r & 1;
      const float value = present ? row_values[r * row_stride] : 0.0f;
      if (value_bytes == sizeof(uint16_t)) {
        ((uint16_t*) vals)[value_slot[k]++] = fp16_ieee_from_fp32_value(value);
      } else {
        ((float*) vals)[value_slot[k]++] = value;
      }
      explicit_zeros += !present;
    }
  }
  return explicit_zeros;
}

// Pass 2 (repeating the scheduling is cheaper than keeping it): writes panel p at `base`; returns
// the explicit zeros it stored.
static inline __attribute__((always_inline)) size_t compress_panel_as(
    const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t value_bytes, size_t p,
    struct panel_scratch* s, uint16_t* base) {
  const size_t k_count = table->num_kernel_patterns;
  size_t counts[32], columns, values;
  const size_t entries = schedule_panel(csr, table, p, /*with_values=*/true, s, counts, &columns, &values);
  // Slot of the next column of each kernel pattern, and where its values go.
  size_t slot[32], value_slot[32];
  size_t next_slot = 0, next_value = 0;
  for (size_t k = 0; k < k_count; k++) {
    base[k] = (uint16_t) counts[k];
    slot[k] = next_slot;
    value_slot[k] = next_value;
    next_slot += counts[k];
    next_value += counts[k] * (size_t) __builtin_popcount(table->kernel_patterns[k]);
  }
  const size_t index_part = (k_count + columns) * sizeof(uint16_t);
  const size_t values_start = (index_part + 3) & ~(size_t) 3;
  memset((char*) base + index_part, 0, values_start - index_part);
  if (values * value_bytes % 4 != 0) {  // an odd number of halves: the padding after them
    memset((char*) base + values_start + values * value_bytes, 0, 4 - values * value_bytes % 4);
  }
  void* vals = (char*) base + values_start;
  uint16_t* indices = base + k_count;
  size_t explicit_zeros = 0;
  if (is_sparse_panel(csr, table->tile_rows, p)) {
    // Columns ascending, as the dense walk below emits them.
    for (size_t j = 0; j < entries;) {
      const uint64_t column = s->entries[j] >> 35;
      uint8_t pattern = 0;
      float row_values[8] = {0};
      for (; j < entries && s->entries[j] >> 35 == column; j++) {
        const uint32_t r = (uint32_t) (s->entries[j] >> 32 & 7);
        pattern |= (uint8_t) (1u << r);
        row_values[r] = csr->values[(uint32_t) s->entries[j]];
      }
      explicit_zeros += emit_column(table, indices, vals, value_bytes, (size_t) column, pattern, row_values, 1, slot,
                                    value_slot);
    }
    return explicit_zeros;
  }
  for (size_t c = 0; c < csr->columns; c++) {
    explicit_zeros += emit_column(table, indices, vals, value_bytes, c, s->patterns[c], s->dense + c, csr->columns,
                                  slot, value_slot);
  }
  return explicit_zeros;
}

// One specialization per value type: the column emission stays branch-free on it.
static size_t compress_panel(const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t value_bytes,
                             size_t p, struct panel_scratch* s, uint16_t* base) {
  return value_bytes == sizeof(uint16_t) ? compress_panel_as(csr, table, sizeof(uint16_t), p, s, base)
                                         : compress_panel_as(csr, table, sizeof(float), p, s, base);
}

bool sprt_pack_panels(const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t value_bytes,
                      struct sprt_packed_panels* packed) {
  assert(value_bytes == sizeof(float) || value_bytes == sizeof(uint16_t));
  assert(csr->columns <= SPRT_MAX_PACKED_COLUMNS);
  memset(packed, 0, sizeof(*packed));
  const size_t num_panels = sprt_divide_round_up(csr->rows, table->tile_rows);
  // Scratch for the kind of panels there are: per column (at most 65,535) only for dense ones.
  size_t sparse_entries = 0;
  bool any_dense = false;
  for (size_t p = 0; p < num_panels; p++) {
    if (is_sparse_panel(csr, table->tile_rows, p)) {
      sparse_entries = sprt_max_size(sparse_entries, panel_nonzeros(csr, table->tile_rows, p));
    } else {
      any_dense = true;
    }
  }
  struct panel_scratch s = {
    .patterns = any_dense ? sprt_allocate(csr->columns) : NULL,
    .dense = any_dense ? sprt_allocate(table->tile_rows * csr->columns * sizeof(float)) : NULL,
    .entries = sprt_allocate(sparse_entries * sizeof(uint64_t)),
  };
  packed->panel_offsets = sprt_allocate((num_panels + 1) * sizeof(size_t));
  packed->panel_values = sprt_allocate((num_panels + 1) * sizeof(size_t));
  packed->panel_visits = sprt_allocate((num_panels + 1) * sizeof(size_t));
  bool ok = (!any_dense || (s.patterns != NULL && s.dense != NULL)) && s.entries != NULL &&
            packed->panel_offsets != NULL && packed->panel_values != NULL && packed->panel_visits != NULL &&
            size_panels(csr, table, value_bytes, num_panels, &s, packed);
  if (ok) {
    const size_t total_bytes = packed->panel_offsets[num_panels];
    char* data = sprt_allocate_aligned(total_bytes + SPRT_PACKED_EXTRA_BYTES);
    ok = data != NULL;
    if (ok) {
      memset(data + total_bytes, 0, SPRT_PACKED_EXTRA_BYTES);
      for (size_t p = 0; p < num_panels; p++) {
        packed->explicit_zeros +=
            compress_panel(csr, table, value_bytes, p, &s, (uint16_t*) (data + packed->panel_offsets[p]));
      }
      packed->data = data;
      packed->data_bytes = total_bytes;
      packed->num_panels = num_panels;
      packed->nonzeros = sprt_csr_nonzeros(csr);
    }
  }
  sprt_free(s.patterns);
  sprt_free(s.dense);
  sprt_free(s.entries);
  if (!ok) sprt_free_packed_panels(packed);
  return ok;
}
