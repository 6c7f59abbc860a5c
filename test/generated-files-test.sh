#!/usr/bin/env bash
# Fails when a checked-in generated file differs from what its generator emits now.
set -euo pipefail
cd "${TEST_SRCDIR}/${TEST_WORKSPACE}"
python3 tools/gen_mapping_tables.py --check
python3 tools/gen_spmm_ukernels.py --check
python3 tools/gen_conv_hwc2chw_ukernels.py --check
python3 tools/gen_gavgpool_cw_ukernels.py --check
python3 tools/gen_dwconv2d_chw_ukernels.py --check
python3 tools/gen_spmm_costs.py --check
echo "generated files are up to date"
