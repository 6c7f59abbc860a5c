// Auto-generated file. Do not edit!
//   Generator: tools/gen_mapping_tables.py
//   Command: python3 tools/gen_mapping_tables.py

// Included by packing/mapping.h.

#define SPRT_MAPPING_TABLE_COUNT 2

extern const struct sprt_mapping_table sprt_mapping_ti4_identity;  // Ti=4, 15 kernel patterns
extern const struct sprt_mapping_table sprt_mapping_ti4_reduced;  // Ti=4, 9 kernel patterns
