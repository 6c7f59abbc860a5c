// Greedy output-channel reordering (see reorder.h).
#include <string.h>

#include "common.h"
#include "packing/reorder.h"

static inline size_t popcount64(uint64_t x) { return (size_t) __builtin_popcountll(x); }

size_t sprt_count_panel_columns(const struct sprt_csr* csr, size_t tile_rows) {
  // seen[c] = 1 + the last panel that used column c: no clearing between panels.
  size_t* seen = sprt_allocate_zero(csr->columns + 1, sizeof(size_t));
  if (seen == NULL) return SIZE_MAX;
  size_t total = 0;
  for (size_t first = 0, stamp = 1; first < csr->rows; first += tile_rows, stamp++) {
    const size_t last = sprt_min_size(first + tile_rows, csr->rows);
    for (uint32_t i = csr->row_offsets[first]; i < csr->row_offsets[last]; i++) {
      const uint32_t c = csr->column_indices[i];
      total += seen[c] != stamp;
      seen[c] = stamp;
    }
  }
  sprt_free(seen);
  return total;
}

// Candidates for a panel's next row: the unplaced rows with the fewest nonzeros. On the DLMC
// matrices 64 of them give the panel columns of a search over all rows (to 0.1%), and keep the
// search linear in rows.
#define CANDIDATES 64

// The position in candidates[0, count) of the row whose columns grow panel_set least (the first on
// ties). Nearly all of the reordering's time: compiled a second time with the POPCNT instruction
// (baseline x86-64 code calls a library popcount).
static inline __attribute__((always_inline)) size_t least_growth_inline(
    const uint64_t* row_sets, size_t words, const uint32_t* candidates, size_t count, const uint64_t* panel_set) {
  size_t best_growth = SIZE_MAX, best = 0;
  for (size_t i = 0; i < count && best_growth != 0; i++) {
    const uint64_t* set = row_sets + (size_t) candidates[i] * words;
    size_t growth = 0;
    for (size_t w = 0; w < words && growth < best_growth; w++) growth += popcount64(set[w] & ~panel_set[w]);
    if (growth < best_growth) {
      best_growth = growth;
      best = i;
    }
  }
  return best;
}

static size_t least_growth(const uint64_t* row_sets, size_t words, const uint32_t* candidates, size_t count,
                           const uint64_t* panel_set) {
  return least_growth_inline(row_sets, words, candidates, count, panel_set);
}

#if SPRT_ARCH_X86_64
__attribute__((target("popcnt")))
static size_t least_growth_popcnt(const uint64_t* row_sets, size_t words, const uint32_t* candidates, size_t count,
                                  const uint64_t* panel_set) {
  return least_growth_inline(row_sets, words, candidates, count, panel_set);
}
#endif

// The greedy over all rows of csr (one block): order[i] in [0, csr->rows).
static bool reorder_block(const struct sprt_csr* csr, size_t tile_rows, bool popcnt, uint32_t* order,
                          size_t* panel_columns) {
  const size_t rows = csr->rows;
  const size_t words = sprt_divide_round_up(csr->columns, 64);
  uint64_t* row_sets = sprt_allocate_zero(rows * words, sizeof(uint64_t));
  uint64_t* panel_set = sprt_allocate(words * sizeof(uint64_t));
  uint32_t* pending = sprt_allocate(rows * sizeof(uint32_t));  // ascending nonzeros, then index
  size_t max_nonzeros = 0;
  for (size_t r = 0; r < rows; r++) {
    max_nonzeros = sprt_max_size(max_nonzeros, csr->row_offsets[r + 1] - csr->row_offsets[r]);
  }
  size_t* bucket = sprt_allocate_zero(max_nonzeros + 2, sizeof(size_t));  // counting sort by nonzeros
  if (row_sets == NULL || panel_set == NULL || pending == NULL || bucket == NULL) {
    sprt_free(row_sets), sprt_free(panel_set), sprt_free(pending), sprt_free(bucket);
    return false;
  }
  for (size_t r = 0; r < rows; r++) {
    for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
      const uint32_t c = csr->column_indices[i];
      row_sets[r * words + c / 64] |= UINT64_C(1) << (c % 64);
    }
    bucket[csr->row_offsets[r + 1] - csr->row_offsets[r] + 1]++;
  }
  for (size_t n = 1; n <= max_nonzeros + 1; n++) bucket[n] += bucket[n - 1];
  for (size_t r = 0; r < rows; r++) pending[bucket[csr->row_offsets[r + 1] - csr->row_offsets[r]]++] = (uint32_t) r;

  size_t (*find_least_growth)(const uint64_t*, size_t, const uint32_t*, size_t, const uint64_t*) = least_growth;
#if SPRT_ARCH_X86_64
  if (popcnt) find_least_growth = least_growth_popcnt;
#else
  (void) popcnt;
#endif
  // Rows pending[first, rows) are unplaced, in the seed order.
  size_t total = 0, first = 0;
  while (first < rows) {
    const size_t panel_first = first;
    const uint32_t seed = pending[first++];
    order[panel_first] = seed;
    memcpy(panel_set, row_sets + (size_t) seed * words, words * sizeof(uint64_t));
    while (first - panel_first < tile_rows && first < rows) {
      const size_t i = first + find_least_growth(row_sets, words, pending + first,
                                                 sprt_min_size(rows - first, CANDIDATES), panel_set);
      const uint32_t row = pending[i];
      // Keep the pending order: shift the rows before it up by one.
      memmove(pending + first + 1, pending + first, (i - first) * sizeof(uint32_t));
      order[first++] = row;
      const uint64_t* set = row_sets + (size_t) row * words;
      for (size_t w = 0; w < words; w++) panel_set[w] |= set[w];
    }
    for (size_t w = 0; w < words; w++) total += popcount64(panel_set[w]);
    // Rows ascending within a panel: the packed order of a panel's rows does not matter.
    for (size_t i = panel_first + 1; i < first; i++) {
      for (size_t j = i; j > panel_first && order[j - 1] > order[j]; j--) {
        const uint32_t t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
    }
  }
  *panel_columns = total;
  sprt_free(row_sets), sprt_free(panel_set), sprt_free(pending), sprt_free(bucket);
  return true;
}

bool sprt_reorder_rows(const struct sprt_csr* csr, size_t tile_rows, size_t block_rows, bool popcnt, uint32_t* order,
                       size_t* panel_columns, size_t* panel_columns_in_order) {
  *panel_columns_in_order = sprt_count_panel_columns(csr, tile_rows);
  if (*panel_columns_in_order == SIZE_MAX) return false;
  *panel_columns = 0;
  for (size_t first = 0; first < csr->rows; first += block_rows) {
    // A view of the block's rows: offsets stay absolute into the same arrays.
    const struct sprt_csr block = sprt_csr_view(sprt_min_size(block_rows, csr->rows - first), csr->columns,
                                                csr->row_offsets + first, csr->column_indices, csr->values);
    size_t columns = 0;
    if (!reorder_block(&block, tile_rows, popcnt, order + first, &columns)) return false;
    for (size_t i = first; i < first + block.rows; i++) order[i] += (uint32_t) first;
    *panel_columns += columns;
  }
  return true;
}
