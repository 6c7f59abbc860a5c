// Cost model of the table and tile choice (see select.h).
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "packing/select.h"

const struct sprt_spmm_cost_model* sprt_spmm_cost_model_for(enum sprt_isa isa) {
  for (size_t i = 0; i < sprt_spmm_cost_model_count; i++) {
    if (sprt_spmm_cost_models[i].isa == isa) return &sprt_spmm_cost_models[i];
  }
  return NULL;
}

// Column-pattern histograms of the panels of 8 rows and of 4 rows, from one pass: the pattern of a
// column in an 8-row panel holds its patterns in the two 4-row panels as its low and high nibbles.
// histogram[0] entries count columns empty in a panel and are not used.
struct pattern_histograms {
  size_t histogram8[256];
  size_t histogram4[16];
  // The patterns that occur, so that costing a table visits those only: the sampled panels of a
  // small layer hold a few dozen of the 255 8-row patterns, and on 64 x 64 layers (some 20-30 us of
  // packing) the loops over all 255 for every Ti=8 table took about 30% of the selection's time.
  uint8_t seen8[255];
  uint8_t seen4[15];
  size_t num_seen8;
  size_t num_seen4;
};

static int pattern_histograms(const struct sprt_csr_f32* csr, size_t panel_stride, struct pattern_histograms* h) {
  uint8_t* pattern = calloc(csr->columns, sizeof(uint8_t));
  // One slot of slack: the loop below stores every column and keeps the first visit of each.
  uint32_t* touched = malloc((csr->columns + 1) * sizeof(uint32_t));
  if (pattern == NULL || touched == NULL) {
    free(pattern);
    free(touched);
    return -1;
  }
  for (size_t first = 0; first < csr->rows; first += 8 * panel_stride) {
    const size_t last = sprt_min_size(first + 8, csr->rows);
    size_t count = 0;
    for (size_t r = first; r < last; r++) {
      const uint8_t bit = (uint8_t) (1u << (r - first));
      for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
        const uint32_t c = csr->column_indices[i];
        touched[count] = c;  // branch-free, as in packing
        count += pattern[c] == 0;
        pattern[c] |= bit;
      }
    }
    for (size_t i = 0; i < count; i++) {
      const uint8_t p = pattern[touched[i]];
      h->histogram8[p]++;
      h->histogram4[p & 15]++;
      h->histogram4[p >> 4]++;
      pattern[touched[i]] = 0;
    }
  }
  free(pattern);
  free(touched);
  h->num_seen8 = h->num_seen4 = 0;
  for (size_t p = 1; p < 256; p++) {
    if (h->histogram8[p] != 0) h->seen8[h->num_seen8++] = (uint8_t) p;
  }
  for (size_t p = 1; p < 16; p++) {
    if (h->histogram4[p] != 0) h->seen4[h->num_seen4++] = (uint8_t) p;
  }
  return 0;
}

int sprt_measure_spmm_work(const struct sprt_csr_f32* csr, const struct sprt_mapping_table* const* tables,
                           size_t count, size_t panel_stride, struct sprt_spmm_work* work) {
  struct pattern_histograms h;
  memset(&h, 0, sizeof(h));
  if (count != 0 && pattern_histograms(csr, panel_stride, &h) != 0) return -1;
  // Sampled panels stand for all of them.
  const size_t panels8 = sprt_divide_round_up(csr->rows, 8);
  const double scale = (double) panels8 / (double) sprt_max_size(sprt_divide_round_up(panels8, panel_stride), 1);
  for (size_t t = 0; t < count; t++) {
    const struct sprt_mapping_table* table = tables[t];
    const bool ti4 = table->tile_rows == 4;
    const size_t* histogram = ti4 ? h.histogram4 : h.histogram8;
    const uint8_t* seen = ti4 ? h.seen4 : h.seen8;
    const size_t num_seen = ti4 ? h.num_seen4 : h.num_seen8;
    size_t visits = 0, values = 0;
    for (size_t i = 0; i < num_seen; i++) {
      const size_t p = seen[i];
      visits += histogram[p] * (size_t) (table->cover_offsets[p + 1] - table->cover_offsets[p]);
      values += histogram[p] * (size_t) table->cover_rows[p];
    }
    work[t] = (struct sprt_spmm_work) {
      .visits = scale * (double) visits,
      .values = scale * (double) values,
      .panels = (double) sprt_divide_round_up(csr->rows, table->tile_rows),
      .loops = (double) sprt_divide_round_up(csr->rows, table->tile_rows) * (double) table->num_kernel_patterns,
    };
  }
  return 0;
}

static void add_pass(const struct sprt_spmm_work* work, uint32_t tile_rows, double vectors, double passes,
                     double features[SPRT_COST_FEATURES]) {
  features[0] += passes * work->visits;
  features[1] += passes * work->visits * vectors;
  features[2] += passes * work->values;
  features[3] += passes * work->values * vectors;
  features[4] += passes * work->panels;
  features[5] += passes * work->panels * (double) tile_rows * vectors;
  features[6] += passes * work->loops;
}

void sprt_spmm_cost_features(const struct sprt_spmm_work* work, uint32_t tile_rows, uint32_t tile_pixels,
                             uint32_t lanes, size_t pixels, double features[SPRT_COST_FEATURES]) {
  memset(features, 0, SPRT_COST_FEATURES * sizeof(double));
  const size_t full = pixels / tile_pixels;
  const size_t remainder = pixels % tile_pixels;
  add_pass(work, tile_rows, (double) (tile_pixels / lanes), (double) full, features);
  if (remainder != 0) {
    add_pass(work, tile_rows, (double) sprt_divide_round_up(remainder, lanes), 1.0, features);
  }
}

double sprt_spmm_predict_ns(const struct sprt_spmm_cost_model* model, const struct sprt_spmm_work* work,
                            uint32_t tile_rows, uint32_t tile_pixels, size_t pixels) {
  double features[SPRT_COST_FEATURES];
  sprt_spmm_cost_features(work, tile_rows, tile_pixels, sprt_isa_lanes(model->isa), pixels, features);
  double ns = 0.0;
  for (size_t i = 0; i < SPRT_COST_FEATURES; i++) ns += model->ns[i] * features[i];
  return ns;
}
