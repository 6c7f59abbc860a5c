#include <assert.h>

#include "packing/partition.h"

static size_t work_before(const size_t* panel_values, size_t panel_cost, size_t panel) {
  return panel_values[panel] + panel * panel_cost;
}

void sprt_partition_panels(const size_t* panel_values, size_t num_panels, size_t panel_cost,
                           size_t groups, size_t* group_start) {
  assert(groups >= 1 && groups <= num_panels);
  const size_t total = work_before(panel_values, panel_cost, num_panels);
  group_start[0] = 0;
  for (size_t g = 1; g < groups; g++) {
    // First panel whose start reaches g/groups of the work, kept so every group has a panel.
    const size_t target = (size_t) ((double) total * (double) g / (double) groups);
    size_t lo = group_start[g - 1] + 1;
    size_t hi = num_panels - (groups - g);
    while (lo < hi) {
      const size_t mid = lo + (hi - lo) / 2;
      if (work_before(panel_values, panel_cost, mid) < target) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    group_start[g] = lo;
  }
  group_start[groups] = num_panels;
}
