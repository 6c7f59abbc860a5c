// Work partitioning for threads.
#ifndef SPRT_PACKING_PARTITION_H_
#define SPRT_PACKING_PARTITION_H_

#include <stddef.h>

// Splits panels [0, num_panels) into `groups` contiguous, non-empty ranges with about equal work,
// where panel_work (prefix sums, [num_panels + 1]) measures the work up to each panel and every
// panel also costs `panel_cost` (its bias, clamp and stores). Ranges start at multiples of
// `granularity` panels (the reordering's blocks). Writes group_start[0..groups] with
// group_start[0] = 0 and group_start[groups] = num_panels. Requires
// 1 <= groups <= ceil(num_panels / granularity).
void sprt_partition_panels(const size_t* panel_work, size_t num_panels, size_t panel_cost, size_t granularity,
                           size_t groups, size_t* group_start);

#endif  // SPRT_PACKING_PARTITION_H_
