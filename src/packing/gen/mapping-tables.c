// Auto-generated file. Do not edit!
//   Generator: tools/gen_mapping_tables.py
//   Command: python3 tools/gen_mapping_tables.py

#include "packing/mapping.h"

// ti4_identity: Ti=4, 15 kernel patterns: 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F.
static const uint8_t ti4_identity_kernel_patterns[15] = {
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A,
  0x0B, 0x0C, 0x0D, 0x0E, 0x0F,
};
static const uint16_t ti4_identity_cover_offsets[17] = {
  0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
  15,
};
static const uint8_t ti4_identity_cover_list[15] = {
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
};
static const uint8_t ti4_identity_cover_rows[16] = {
  0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
};
const struct sprt_mapping_table sprt_mapping_ti4_identity = {
  .name = "ti4_identity",
  .tile_rows = 4,
  .num_kernel_patterns = 15,
  .kernel_patterns = ti4_identity_kernel_patterns,
  .cover_offsets = ti4_identity_cover_offsets,
  .cover_list = ti4_identity_cover_list,
  .cover_rows = ti4_identity_cover_rows,
};

// ti4_reduced: Ti=4, 9 kernel patterns: 0x01, 0x02, 0x04, 0x08, 0x07, 0x0B, 0x0D, 0x0E, 0x0F.
static const uint8_t ti4_reduced_kernel_patterns[9] = {
  0x01, 0x02, 0x04, 0x08, 0x07, 0x0B, 0x0D, 0x0E, 0x0F,
};
static const uint16_t ti4_reduced_cover_offsets[17] = {
  0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
  15,
};
static const uint8_t ti4_reduced_cover_list[15] = {
  0, 1, 4, 2, 4, 4, 4, 3, 5, 5, 5, 6, 6, 7, 8,
};
static const uint8_t ti4_reduced_cover_rows[16] = {
  0, 1, 1, 3, 1, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 4,
};
const struct sprt_mapping_table sprt_mapping_ti4_reduced = {
  .name = "ti4_reduced",
  .tile_rows = 4,
  .num_kernel_patterns = 9,
  .kernel_patterns = ti4_reduced_kernel_patterns,
  .cover_offsets = ti4_reduced_cover_offsets,
  .cover_list = ti4_reduced_cover_list,
  .cover_rows = ti4_reduced_cover_rows,
};

const struct sprt_mapping_table* const sprt_mapping_tables[SPRT_MAPPING_TABLE_COUNT] = {
  &sprt_mapping_ti4_identity,
  &sprt_mapping_ti4_reduced,
};
