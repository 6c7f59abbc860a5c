// Scheduler (column patterns -> kernel patterns) and compressor (the packed panel layout of pack.h).
#include <assert.h>
#include <stdbool.h>
#include <string.h>

#include "common.h"
#include "packing/pack.h"

void sprt_free_packed_panels(struct sprt_packed_panels* packed) {
  sprt_free(packed->data);
  sprt_free(packed->panel_offsets);
  sprt_free(packed->panel_values);
  sprt_free(packed->panel_visits);
  memset(packed, 0, sizeof(*packed));
}

// Scratch for one panel: the column patterns and the panel's weights as a dense Ti x columns block.
struct panel_scratch {
  uint8_t* patterns;  // [columns]
  float* dense;       // [Ti][columns]; only entries under set pattern bits are meaningful
};

// Fills the scratch for panel p (the weights only when `with_values`: the sizing pass needs the
// patterns alone); returns how many columns and stored values the panel packs into.
static void schedule_panel(const struct sprt_csr* csr, const struct sprt_mapping_table* table, size_t p,
                           bool with_values, struct panel_scratch* s, size_t counts[32], size_t* columns_out,
                           size_t* values_out) {
  const size_t ti = table->tile_rows;
  memset(s->patterns, 0, csr->columns);
  const size_t first_row = p * ti;
  const size_t last_row = sprt_min_size(first_row + ti, csr->rows);
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
  size_t histogram[256] = {0};
  for (size_t c = 0; c < csr->columns; c++) {
    histogram[s->patterns[c]]++;
  }
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
}

static size_t panel_bytes(size_t kernel_patterns, size_t columns, size_t values) {
  const size_t index_part = (kernel_patterns + columns) * sizeof(uint16_t);
  return ((index_part + 3) & ~(size_t) 3) + values * sizeof(float);
}

bool sprt_pack_panels(const struct sprt_csr* csr, const struct sprt_mapping_table* table,
                      struct sprt_packed_panels* packed) {
  assert(csr->columns <= SPRT_MAX_PACKED_COLUMNS);
  memset(packed, 0, sizeof(*packed));
  const size_t ti = table->tile_rows;
  const size_t k_count = table->num_kernel_patterns;
  const size_t num_panels = sprt_divide_round_up(csr->rows, ti);

  int overflow = 0;
  const size_t dense_elements = sprt_mul_size(ti, csr->columns, &overflow);
  struct panel_scratch s = {
    .patterns = sprt_allocate(csr->columns),
    .dense = overflow ? NULL : sprt_allocate(dense_elements * sizeof(float)),
  };
  size_t* offsets = sprt_allocate((num_panels + 1) * sizeof(size_t));
  size_t* panel_values = sprt_allocate((num_panels + 1) * sizeof(size_t));
  size_t* panel_visits = sprt_allocate((num_panels + 1) * sizeof(size_t));
  if (s.patterns == NULL || s.dense == NULL || offsets == NULL || panel_values == NULL || panel_visits == NULL) {
    goto error;
  }

  // Pass 1: sizes. Pass 2 repeats the scheduling to fill the buffer (cheaper than keeping it).
  size_t counts[32];
  offsets[0] = 0;
  panel_values[0] = 0;
  panel_visits[0] = 0;
  for (size_t p = 0; p < num_panels; p++) {
    size_t columns, values;
    schedule_panel(csr, table, p, /*with_values=*/false, &s, counts, &columns, &values);
    const size_t bytes = panel_bytes(k_count, columns, values);
    if (offsets[p] > SIZE_MAX - bytes) {
      goto error;
    }
    offsets[p + 1] = offsets[p] + bytes;
    panel_values[p + 1] = panel_values[p] + values;
    panel_visits[p + 1] = panel_visits[p] + columns;
  }
  const size_t total_bytes = offsets[num_panels];
  if (total_bytes > SIZE_MAX - SPRT_PACKED_EXTRA_BYTES) {
    goto error;
  }
  char* data = sprt_allocate_aligned(total_bytes + SPRT_PACKED_EXTRA_BYTES);
  if (data == NULL) {
    goto error;
  }
  memset(data + total_bytes, 0, SPRT_PACKED_EXTRA_BYTES);

  size_t explicit_zeros = 0;
  for (size_t p = 0; p < num_panels; p++) {
    size_t columns, values;
    schedule_panel(csr, table, p, /*with_values=*/true, &s, counts, &columns, &values);
    uint16_t* base = (uint16_t*) (data + offsets[p]);
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
    float* vals = (float*) ((char*) base + values_start);
    for (size_t c = 0; c < csr->columns; c++) {
      const uint8_t pattern = s.patterns[c];
      for (uint16_t j = table->cover_offsets[pattern]; j < table->cover_offsets[pattern + 1]; j++) {
        const uint8_t k = table->cover_list[j];
        const uint8_t kernel_pattern = table->kernel_patterns[k];
        base[k_count + slot[k]++] = (uint16_t) c;
        // Set bits of the kernel pattern, lowest first; rows the column lacks get explicit zeros.
        for (uint32_t m = kernel_pattern; m != 0; m &= m - 1) {
          const uint32_t r = (uint32_t) __builtin_ctz(m);
          const bool present = pattern >> r & 1;
          vals[value_slot[k]++] = present ? s.dense[r * csr->columns + c] : 0.0f;
          explicit_zeros += !present;
        }
      }
    }
  }

  sprt_free(s.patterns);
  sprt_free(s.dense);
  packed->data = data;
  packed->data_bytes = total_bytes;
  packed->panel_offsets = offsets;
  packed->panel_values = panel_values;
  packed->panel_visits = panel_visits;
  packed->num_panels = num_panels;
  packed->nonzeros = sprt_csr_nonzeros(csr);
  packed->explicit_zeros = explicit_zeros;
  return true;

error:
  sprt_free(s.patterns);
  sprt_free(s.dense);
  sprt_free(offsets);
  sprt_free(panel_values);
  sprt_free(panel_visits);
  return false;
}
