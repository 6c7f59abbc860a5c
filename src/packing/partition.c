#include <assert.h>

#include "packing/partition.h"

// Work before unit u (units of `granularity` panels; the last may be shorter).
static size_t work_before(const size_t* panel_values, size_t num_panels, size_t panel_cost, size_t granularity,
                          size_t unit) {
  const size_t panel = unit * granularity < num_panels ? unit * granularity : num_panels;
  return panel_values[panel] + panel * panel_cost;
}

void sprt_partition_panels(const size_t* panel_values, size_t num_panels, size_t panel_cost, size_t granularity,
                           size_t groups, size_t* group_start) {
  const size_t units = (num_panels + granularity - 1) / granularity;
  assert(groups >= 1 && groups <= units);
  const size_t total = work_before(panel_values, num_panels, panel_cost, granularity, units);
  group_start[0] = 0;
  for (size_t g = 1; g < groups; g++) {
    // First unit whose start reaches g/groups of the work, kept so every group has a unit.
    const size_t target = (size_t) ((double) total * (double) g / (double) groups);
    size_t lo = group_start[g - 1] / granularity + 1;
    size_t hi = units - (groups - g);
    while (lo < hi) {
      const size_t mid = lo + (hi - lo) / 2;
      if (work_before(panel_values, num_panels, panel_cost, granularity, mid) < target) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    group_start[g] = lo * granularity;
  }
  group_start[groups] = num_panels;
}
