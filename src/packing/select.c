// The cost model and the table and tile choices made with it (see select.h).
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "common.h"
#include "packing/select.h"

const struct sprt_spmm_cost_model* sprt_spmm_cost_model_for(enum sprt_datatype datatype, enum sprt_isa isa) {
  if (datatype == sprt_datatype_f16 && isa == sprt_isa_avx512fp16) isa = sprt_isa_avx512f;
  if (datatype == sprt_datatype_f16 && isa == sprt_isa_neonfp16arith) isa = sprt_isa_neon;
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

static bool pattern_histograms(const struct sprt_csr* csr, size_t panel_stride, struct pattern_histograms* h) {
  uint8_t* pattern = sprt_allocate_zero(csr->columns, sizeof(uint8_t));
  // One slot of slack: the loop below stores every column and keeps the first visit of each.
  uint32_t* touched = sprt_allocate((csr->columns + 1) * sizeof(uint32_t));
  if (pattern == NULL || touched == NULL) {
    sprt_free(pattern);
    sprt_free(touched);
    return false;
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
  sprt_free(pattern);
  sprt_free(touched);
  h->num_seen8 = h->num_seen4 = 0;
  for (size_t p = 1; p < 256; p++) {
    if (h->histogram8[p] != 0) h->seen8[h->num_seen8++] = (uint8_t) p;
  }
  for (size_t p = 1; p < 16; p++) {
    if (h->histogram4[p] != 0) h->seen4[h->num_seen4++] = (uint8_t) p;
  }
  return true;
}

bool sprt_measure_spmm_work(const struct sprt_csr* csr, const struct sprt_mapping_table* const* tables, size_t count,
                            size_t panel_stride, struct sprt_spmm_work* work) {
  struct pattern_histograms h;
  memset(&h, 0, sizeof(h));
  if (count != 0 && !pattern_histograms(csr, panel_stride, &h)) return false;
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
  return true;
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
                            uint32_t tile_rows, uint32_t tile_pixels, uint32_t lanes, size_t pixels) {
  double features[SPRT_COST_FEATURES];
  sprt_spmm_cost_features(work, tile_rows, tile_pixels, lanes, pixels, features);
  double ns = 0.0;
  for (size_t i = 0; i < SPRT_COST_FEATURES; i++) ns += model->ns[i] * features[i];
  return ns;
}

bool sprt_cost_tables(const struct sprt_csr* weights, enum sprt_datatype datatype, enum sprt_isa isa,
                      const struct sprt_spmm_cost_model* model, struct sprt_table_costs* costs) {
  *costs = (struct sprt_table_costs) {.datatype = datatype, .isa = isa, .model = model};
  if (model == NULL) return true;
  const struct sprt_mapping_table* usable[SPRT_MAPPING_TABLE_COUNT];
  size_t slot[SPRT_MAPPING_TABLE_COUNT];
  size_t count = 0;
  for (size_t t = 0; t < SPRT_MAPPING_TABLE_COUNT; t++) {
    if (sprt_find_spmm_ukernel(datatype, isa, sprt_mapping_tables[t], 0) != NULL) {
      usable[count] = sprt_mapping_tables[t];
      slot[count++] = t;
    }
  }
  // Large layers histogram every 2nd or 4th 8-row panel (within 3% of the exact work, see
  // packing_test): the histogram pass over the weights is nearly all of the selection's time, which
  // must stay a small share of packing's.
  const size_t panels8 = sprt_divide_round_up(weights->rows, 8);
  const size_t stride = panels8 >= 32 ? 4 : panels8 >= 8 ? 2 : 1;
  struct sprt_spmm_work work[SPRT_MAPPING_TABLE_COUNT];
  if (!sprt_measure_spmm_work(weights, usable, count, stride, work)) return false;
  for (size_t i = 0; i < count; i++) {
    costs->work[slot[i]] = work[i];
    costs->usable[slot[i]] = true;
  }
  return true;
}

// `work` of one pass per pixel tile as the layer runs it: every chunk passes over every panel.
static struct sprt_spmm_work chunked_work(const struct sprt_table_costs* costs, struct sprt_spmm_work work) {
  const double chunks = costs->chunks > 1 ? (double) costs->chunks : 1.0;
  work.panels *= chunks;
  work.loops *= chunks;
  return work;
}

// Kernel k over table t's panels (every chunk a pass) on `pixels` pixels of one image, by the model.
static double kernel_ns(const struct sprt_table_costs* costs, size_t t, const struct sprt_spmm_ukernel* k,
                        size_t pixels) {
  const struct sprt_spmm_work work = chunked_work(costs, costs->work[t]);
  return sprt_spmm_predict_ns(costs->model, &work, k->tile_rows, k->tile_pixels, sprt_isa_lanes(k->isa), pixels);
}

// The cheapest kernel by the model for `pixels` per image among the costed tables (only_table: that
// one alone); pixels == 0 costs one full tile per pixel (the pixel count unknown at creation). Ties
// (49 pixels fill one pass of 64 or 96 alike) go to the widest tile, as without a model.
static struct sprt_kernel_choice cheapest_kernel(const struct sprt_table_costs* costs, size_t pixels,
                                                 const struct sprt_mapping_table* only_table) {
  struct sprt_kernel_choice best = {NULL, INFINITY};
  for (size_t t = 0; t < SPRT_MAPPING_TABLE_COUNT; t++) {
    const struct sprt_mapping_table* table = sprt_mapping_tables[t];
    if (!costs->usable[t] || (only_table != NULL && table != only_table)) continue;
    for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
      const struct sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
      if (k->datatype != costs->datatype || k->isa != costs->isa || k->table != table) continue;
      const size_t costed = pixels != 0 ? pixels : k->tile_pixels;
      double ns = kernel_ns(costs, t, k, costed);
      if (pixels == 0) ns /= (double) costed;
      if (ns < best.predicted_ns || (ns == best.predicted_ns && k->tile_pixels > best.ukernel->tile_pixels)) {
        best = (struct sprt_kernel_choice) {k, ns};
      }
    }
  }
  return best;
}

// Without a cost model (NEON: no hardware to fit one on) the identity table (Ti=4, no explicit
// zeros) serves every layer: its 4x24 kernels have the best binomial mix at 80% sparsity in the
// Cortex-A72 pipeline estimate (tools/neon_mca.py).
const struct sprt_mapping_table* sprt_choose_table(const struct sprt_table_costs* costs) {
  if (costs->model == NULL) return &sprt_mapping_ti4_identity;
  const struct sprt_kernel_choice best = cheapest_kernel(costs, 0, NULL);
  return best.ukernel != NULL ? best.ukernel->table : &sprt_mapping_ti4_identity;
}

struct sprt_kernel_choice sprt_choose_kernel(const struct sprt_table_costs* costs,
                                             const struct sprt_mapping_table* packed_table, size_t pixels,
                                             bool may_change_table) {
  if (costs->model == NULL) {
    return (struct sprt_kernel_choice) {sprt_find_spmm_ukernel(costs->datatype, costs->isa, packed_table, 0), 0.0};
  }
  const struct sprt_kernel_choice kept = cheapest_kernel(costs, pixels, packed_table);
  if (may_change_table) {
    const struct sprt_kernel_choice best = cheapest_kernel(costs, pixels, NULL);
    if (best.ukernel->table != packed_table &&
        100.0 * best.predicted_ns <= (100.0 - SPRT_REPACK_MIN_GAIN_PERCENT) * kept.predicted_ns) {
      return best;
    }
  }
  return kept;
}

double sprt_predict_kernel_ns(const struct sprt_table_costs* costs, const struct sprt_spmm_ukernel* ukernel,
                              size_t pixels) {
  if (costs->model == NULL) return 0.0;
  for (size_t t = 0; t < SPRT_MAPPING_TABLE_COUNT; t++) {
    if (sprt_mapping_tables[t] == ukernel->table && costs->usable[t]) return kernel_ns(costs, t, ukernel, pixels);
  }
  return 0.0;
}

size_t sprt_predict_panel_work(const struct sprt_table_costs* costs, const struct sprt_spmm_ukernel* ukernel,
                               size_t pixels, const size_t* panel_visits, const size_t* panel_values,
                               size_t num_panels, size_t* panel_work) {
  double visit = 1.0, value = 1.0, panel = 4.0 * ukernel->tile_rows;
  if (costs->model != NULL) {
    const uint32_t ti = ukernel->tile_rows, tile = ukernel->tile_pixels, lanes = sprt_isa_lanes(ukernel->isa);
    const struct sprt_spmm_work one_visit = {.visits = 1.0}, one_value = {.values = 1.0};
    // A panel's own work recurs in every chunk.
    const struct sprt_spmm_work one_panel = chunked_work(
        costs, (struct sprt_spmm_work) {.panels = 1.0, .loops = (double) ukernel->table->num_kernel_patterns});
    visit = sprt_spmm_predict_ns(costs->model, &one_visit, ti, tile, lanes, pixels);
    value = sprt_spmm_predict_ns(costs->model, &one_value, ti, tile, lanes, pixels);
    panel = sprt_spmm_predict_ns(costs->model, &one_panel, ti, tile, lanes, pixels);
    // Only ratios matter: the dearest of the three weighs 1000, so a block of 10^10 pixels cannot
    // push the sums past size_t (a fuzzed setup did).
    visit = visit > 0.0 ? visit : 0.0;
    value = value > 0.0 ? value : 0.0;
    panel = panel > 0.0 ? panel : 0.0;
    const double dearest = visit > value ? (visit > panel ? visit : panel) : (value > panel ? value : panel);
    const double scale = dearest > 0.0 ? 1.0e3 / dearest : 0.0;
    visit *= scale;
    value *= scale;
    panel *= scale;
  }
  for (size_t p = 0; p <= num_panels; p++) {
    panel_work[p] = (size_t) (visit * (double) panel_visits[p] + value * (double) panel_values[p]);
  }
  return (size_t) panel;
}
