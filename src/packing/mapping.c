#include <string.h>

#include "packing/mapping.h"

const struct sprt_mapping_table* sprt_find_mapping_table(const char* name) {
  for (size_t i = 0; i < SPRT_MAPPING_TABLE_COUNT; i++) {
    if (strcmp(name, sprt_mapping_tables[i]->name) == 0) return sprt_mapping_tables[i];
  }
  return NULL;
}
