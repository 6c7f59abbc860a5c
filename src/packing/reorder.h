// Output-channel reordering: permutes the rows of a weight matrix so that each panel of Ti rows
// holds rows with similar column sets. A panel loads the input row of every column any of its rows
// uses, so rows that share columns share those loads (fewer column visits per nonzero).
#ifndef SPRT_PACKING_REORDER_H_
#define SPRT_PACKING_REORDER_H_

#include <stddef.h>
#include <stdint.h>

#include <stdbool.h>

#include "packing/csr.h"

// Greedy, one panel at a time: the panel starts from the unplaced row with the fewest nonzeros
// (ties: lowest index) and takes, Ti - 1 times, the row that grows its column set least among the
// 64 unplaced rows with the fewest nonzeros (ties: the first in that order). The last panel gets
// the rows that remain (rows % Ti when nonzero), as packing requires. Seeding from light rows
// matters: a light panel admits rows by their few new columns, a heavy one would admit anything.
// Adding rows in ascending nonzero order to the panel that grows least (the first variant tried,
// with a nonzero cap per panel) keeps a single panel open at a time, since an open panel never
// grows more than an empty one: it reduces to sorting by nonzeros, and gained a third as much on
// the DLMC matrices and nothing on random ones. O(rows x 64 x columns / 64) word operations and
// block_rows x columns bits: packing passes columns compacted to the used ones
// (sprt_csr_columns_bounded).
//
// Rows move only within blocks of block_rows consecutive rows (a multiple of Ti): threads that
// split the panels at block boundaries then write disjoint ranges of output channels, as in
// channel order (interleaved rows of 196 bytes at 7x7 pixels shared cache lines between two
// threads and ran the layer up to 2x slower).
//
// Writes order[i] = the original row placed at position i (panels are positions [p * Ti, (p + 1) *
// Ti), rows ascending within a panel) and the panel columns (distinct (panel, column) pairs: the
// input-row loads of one pixel tile with the identity table) of the new order and of the original
// one. `popcnt`: the CPU has the x86 POPCNT instruction (the inner loop has a build that uses it).
// Returns false when out of memory.
bool sprt_reorder_rows(const struct sprt_csr* csr, size_t tile_rows, size_t block_rows, bool popcnt, uint32_t* order,
                       size_t* panel_columns, size_t* panel_columns_in_order);

// The distinct (panel, column) pairs of `csr` cut into panels of tile_rows rows in its own order
// (a stamp per column). Returns SIZE_MAX when out of memory.
size_t sprt_count_panel_columns(const struct sprt_csr* csr, size_t tile_rows);

#endif  // SPRT_PACKING_REORDER_H_
