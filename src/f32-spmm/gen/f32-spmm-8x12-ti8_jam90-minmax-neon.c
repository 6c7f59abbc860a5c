// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-neon.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - The C tile is 8 rows x 3 q vectors (12 pixels): 24 accumulators + 3 input vectors
//   + the weights of one column <= 32 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 3 input vectors. Patterns of three or more rows load their weights as
//   vectors and use vfmaq_laneq_f32 (one load for up to four weights); two rows load a pair. Single
//   rows chain plain FMAs when the tile has 4+ vectors (one load per FMA, the 1D bound); with 2-3
//   vectors that chain waits on FMA latency and column pairs are summed apart first, as on x86
//   (llvm-mca, Cortex-A72, tools/neon_mca.py: 4x24 1.53 vs 2.09 cycles per FMA; 8x8 2.9 vs 4.0).
// - A partial pixel tile runs the same panel code with ceil(pixels / 4) vectors. The last input
//   vector is loaded whole: up to 12 bytes past the last pixel of a row are read (within
//   SPRT_EXTRA_BYTES). Outputs are read (when accumulating) and written lane by lane: nothing past
//   `pixels` floats of an output row is touched.
// - Weight vectors may read up to 12 bytes past a panel's last weight: the packed allocation has
//   SPRT_PACKED_EXTRA_BYTES of slack (src/packing/pack.h).

#include <stddef.h>
#include <stdint.h>

#include <arm_neon.h>

#include "f32-spmm/f32-spmm.h"

// 1..4 floats of an output row.
static inline float32x4_t load_tail(const float* p, size_t tail) {
  if (tail == 4) {
    return vld1q_f32(p);
  }
  float32x4_t v = vdupq_n_f32(0.0f);
  if (tail & 2) {
    v = vcombine_f32(vld1_f32(p), vdup_n_f32(0.0f));
    p += 2;
    if (tail & 1) {
      v = vld1q_lane_f32(p, v, 2);
    }
  } else {
    v = vld1q_lane_f32(p, v, 0);
  }
  return v;
}

static inline void store_tail(float* p, float32x4_t v, size_t tail) {
  if (tail == 4) {
    vst1q_f32(p, v);
    return;
  }
  float32x2_t half = vget_low_f32(v);
  if (tail & 2) {
    vst1_f32(p, half);
    p += 2;
    half = vget_high_f32(v);
  }
  if (tail & 1) {
    vst1_lane_f32(p, half, 0);
  }
}

static inline void panels_8x4_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc1x0;
    float32x4_t vacc2x0;
    float32x4_t vacc3x0;
    float32x4_t vacc4x0;
    float32x4_t vacc5x0;
    float32x4_t vacc6x0;
    float32x4_t vacc7x0;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc4x0 = vld1q_dup_f32(bias + 4);
      vacc5x0 = vld1q_dup_f32(bias + 5);
      vacc6x0 = vld1q_dup_f32(bias + 6);
      vacc7x0 = vld1q_dup_f32(bias + 7);
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_tail(i0 + 0, tail);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_tail(i1 + 0, tail);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_tail(i2 + 0, tail);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_tail(i3 + 0, tail);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_tail(i4 + 0, tail);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_tail(i5 + 0, tail);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_tail(i6 + 0, tail);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_tail(i7 + 0, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vaddq_f32(vacc0x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vaddq_f32(vacc1x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vaddq_f32(vacc2x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vaddq_f32(vacc3x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc4x0 = vaddq_f32(vacc4x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc4x0 = vfmaq_f32(vacc4x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vaddq_f32(vacc5x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc5x0 = vfmaq_f32(vacc5x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vaddq_f32(vacc6x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc6x0 = vfmaq_f32(vacc6x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc7x0 = vaddq_f32(vacc7x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc7x0 = vfmaq_f32(vacc7x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vfmaq_lane_f32(vacc2x0, vx0, vw, 0);
      vacc4x0 = vfmaq_lane_f32(vacc4x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 1);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 0);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vals += 3;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc4x0 = vminq_f32(vmaxq_f32(vacc4x0, vmin), vmax);
    vacc5x0 = vminq_f32(vmaxq_f32(vacc5x0, vmin), vmax);
    vacc6x0 = vminq_f32(vmaxq_f32(vacc6x0, vmin), vmax);
    vacc7x0 = vminq_f32(vmaxq_f32(vacc7x0, vmin), vmax);
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      store_tail(o0 + 0, vacc0x0, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      store_tail(o1 + 0, vacc1x0, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      store_tail(o2 + 0, vacc2x0, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      store_tail(o3 + 0, vacc3x0, tail);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      store_tail(o4 + 0, vacc4x0, tail);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      store_tail(o5 + 0, vacc5x0, tail);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      store_tail(o6 + 0, vacc6x0, tail);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      store_tail(o7 + 0, vacc7x0, tail);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      store_tail(o0 + 0, vacc0x0, tail);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        store_tail(o1 + 0, vacc1x0, tail);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        store_tail(o2 + 0, vacc2x0, tail);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        store_tail(o3 + 0, vacc3x0, tail);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        store_tail(o4 + 0, vacc4x0, tail);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        store_tail(o5 + 0, vacc5x0, tail);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        store_tail(o6 + 0, vacc6x0, tail);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        store_tail(o7 + 0, vacc7x0, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x8_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc4x0;
    float32x4_t vacc4x1;
    float32x4_t vacc5x0;
    float32x4_t vacc5x1;
    float32x4_t vacc6x0;
    float32x4_t vacc6x1;
    float32x4_t vacc7x0;
    float32x4_t vacc7x1;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc4x0 = vld1q_dup_f32(bias + 4);
      vacc4x1 = vacc4x0;
      vacc5x0 = vld1q_dup_f32(bias + 5);
      vacc5x1 = vacc5x0;
      vacc6x0 = vld1q_dup_f32(bias + 6);
      vacc6x1 = vacc6x0;
      vacc7x0 = vld1q_dup_f32(bias + 7);
      vacc7x1 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = load_tail(i0 + 4, tail);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = load_tail(i1 + 4, tail);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = load_tail(i2 + 4, tail);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = load_tail(i3 + 4, tail);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = vld1q_f32(i4 + 0);
      vacc4x1 = load_tail(i4 + 4, tail);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = vld1q_f32(i5 + 0);
      vacc5x1 = load_tail(i5 + 4, tail);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = vld1q_f32(i6 + 0);
      vacc6x1 = load_tail(i6 + 4, tail);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = vld1q_f32(i7 + 0);
      vacc7x1 = load_tail(i7 + 4, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vaddq_f32(vacc0x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc0x1 = vaddq_f32(vacc0x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vaddq_f32(vacc1x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc1x1 = vaddq_f32(vacc1x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vaddq_f32(vacc2x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc2x1 = vaddq_f32(vacc2x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vaddq_f32(vacc3x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc3x1 = vaddq_f32(vacc3x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc4x0 = vaddq_f32(vacc4x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc4x1 = vaddq_f32(vacc4x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc4x0 = vfmaq_f32(vacc4x0, vx0, vw);
      vacc4x1 = vfmaq_f32(vacc4x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vaddq_f32(vacc5x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc5x1 = vaddq_f32(vacc5x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc5x0 = vfmaq_f32(vacc5x0, vx0, vw);
      vacc5x1 = vfmaq_f32(vacc5x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vaddq_f32(vacc6x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc6x1 = vaddq_f32(vacc6x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc6x0 = vfmaq_f32(vacc6x0, vx0, vw);
      vacc6x1 = vfmaq_f32(vacc6x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc7x0 = vaddq_f32(vacc7x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc7x1 = vaddq_f32(vacc7x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc7x0 = vfmaq_f32(vacc7x0, vx0, vw);
      vacc7x1 = vfmaq_f32(vacc7x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vfmaq_lane_f32(vacc2x0, vx0, vw, 0);
      vacc2x1 = vfmaq_lane_f32(vacc2x1, vx1, vw, 0);
      vacc4x0 = vfmaq_lane_f32(vacc4x0, vx0, vw, 1);
      vacc4x1 = vfmaq_lane_f32(vacc4x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 0);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 0);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 0);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 2);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 0);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 1);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 1);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 2);
      vacc5x1 = vfmaq_laneq_f32(vacc5x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f32(vacc6x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 0);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 0);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 1);
      vacc5x1 = vfmaq_laneq_f32(vacc5x1, vx1, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f32(vacc6x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f32(vacc7x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 0);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 1);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f32(vacc7x1, vx1, vw0, 2);
      vals += 3;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc4x0 = vminq_f32(vmaxq_f32(vacc4x0, vmin), vmax);
    vacc4x1 = vminq_f32(vmaxq_f32(vacc4x1, vmin), vmax);
    vacc5x0 = vminq_f32(vmaxq_f32(vacc5x0, vmin), vmax);
    vacc5x1 = vminq_f32(vmaxq_f32(vacc5x1, vmin), vmax);
    vacc6x0 = vminq_f32(vmaxq_f32(vacc6x0, vmin), vmax);
    vacc6x1 = vminq_f32(vmaxq_f32(vacc6x1, vmin), vmax);
    vacc7x0 = vminq_f32(vmaxq_f32(vacc7x0, vmin), vmax);
    vacc7x1 = vminq_f32(vmaxq_f32(vacc7x1, vmin), vmax);
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      store_tail(o0 + 4, vacc0x1, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      store_tail(o1 + 4, vacc1x1, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      store_tail(o2 + 4, vacc2x1, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      store_tail(o3 + 4, vacc3x1, tail);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      vst1q_f32(o4 + 0, vacc4x0);
      store_tail(o4 + 4, vacc4x1, tail);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      vst1q_f32(o5 + 0, vacc5x0);
      store_tail(o5 + 4, vacc5x1, tail);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      vst1q_f32(o6 + 0, vacc6x0);
      store_tail(o6 + 4, vacc6x1, tail);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      vst1q_f32(o7 + 0, vacc7x0);
      store_tail(o7 + 4, vacc7x1, tail);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      store_tail(o0 + 4, vacc0x1, tail);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        store_tail(o1 + 4, vacc1x1, tail);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        store_tail(o2 + 4, vacc2x1, tail);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        store_tail(o3 + 4, vacc3x1, tail);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        vst1q_f32(o4 + 0, vacc4x0);
        store_tail(o4 + 4, vacc4x1, tail);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        vst1q_f32(o5 + 0, vacc5x0);
        store_tail(o5 + 4, vacc5x1, tail);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        vst1q_f32(o6 + 0, vacc6x0);
        store_tail(o6 + 4, vacc6x1, tail);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        vst1q_f32(o7 + 0, vacc7x0);
        store_tail(o7 + 4, vacc7x1, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x12(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc0x2;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc1x2;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc2x2;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc3x2;
    float32x4_t vacc4x0;
    float32x4_t vacc4x1;
    float32x4_t vacc4x2;
    float32x4_t vacc5x0;
    float32x4_t vacc5x1;
    float32x4_t vacc5x2;
    float32x4_t vacc6x0;
    float32x4_t vacc6x1;
    float32x4_t vacc6x2;
    float32x4_t vacc7x0;
    float32x4_t vacc7x1;
    float32x4_t vacc7x2;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc4x0 = vld1q_dup_f32(bias + 4);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = vld1q_dup_f32(bias + 5);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = vld1q_dup_f32(bias + 6);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = vld1q_dup_f32(bias + 7);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = vld1q_f32(i0 + 4);
      vacc0x2 = vld1q_f32(i0 + 8);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = vld1q_f32(i1 + 4);
      vacc1x2 = vld1q_f32(i1 + 8);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = vld1q_f32(i2 + 4);
      vacc2x2 = vld1q_f32(i2 + 8);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = vld1q_f32(i3 + 4);
      vacc3x2 = vld1q_f32(i3 + 8);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = vld1q_f32(i4 + 0);
      vacc4x1 = vld1q_f32(i4 + 4);
      vacc4x2 = vld1q_f32(i4 + 8);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = vld1q_f32(i5 + 0);
      vacc5x1 = vld1q_f32(i5 + 4);
      vacc5x2 = vld1q_f32(i5 + 8);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = vld1q_f32(i6 + 0);
      vacc6x1 = vld1q_f32(i6 + 4);
      vacc6x2 = vld1q_f32(i6 + 8);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = vld1q_f32(i7 + 0);
      vacc7x1 = vld1q_f32(i7 + 4);
      vacc7x2 = vld1q_f32(i7 + 8);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vaddq_f32(vacc0x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc0x1 = vaddq_f32(vacc0x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc0x2 = vaddq_f32(vacc0x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f32(vacc0x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vaddq_f32(vacc1x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc1x1 = vaddq_f32(vacc1x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc1x2 = vaddq_f32(vacc1x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f32(vacc1x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vaddq_f32(vacc2x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc2x1 = vaddq_f32(vacc2x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc2x2 = vaddq_f32(vacc2x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f32(vacc2x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vaddq_f32(vacc3x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc3x1 = vaddq_f32(vacc3x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc3x2 = vaddq_f32(vacc3x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f32(vacc3x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc4x0 = vaddq_f32(vacc4x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc4x1 = vaddq_f32(vacc4x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc4x2 = vaddq_f32(vacc4x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc4x0 = vfmaq_f32(vacc4x0, vx0, vw);
      vacc4x1 = vfmaq_f32(vacc4x1, vx1, vw);
      vacc4x2 = vfmaq_f32(vacc4x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vaddq_f32(vacc5x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc5x1 = vaddq_f32(vacc5x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc5x2 = vaddq_f32(vacc5x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc5x0 = vfmaq_f32(vacc5x0, vx0, vw);
      vacc5x1 = vfmaq_f32(vacc5x1, vx1, vw);
      vacc5x2 = vfmaq_f32(vacc5x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vaddq_f32(vacc6x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc6x1 = vaddq_f32(vacc6x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc6x2 = vaddq_f32(vacc6x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc6x0 = vfmaq_f32(vacc6x0, vx0, vw);
      vacc6x1 = vfmaq_f32(vacc6x1, vx1, vw);
      vacc6x2 = vfmaq_f32(vacc6x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc7x0 = vaddq_f32(vacc7x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc7x1 = vaddq_f32(vacc7x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc7x2 = vaddq_f32(vacc7x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc7x0 = vfmaq_f32(vacc7x0, vx0, vw);
      vacc7x1 = vfmaq_f32(vacc7x1, vx1, vw);
      vacc7x2 = vfmaq_f32(vacc7x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f32(vacc0x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f32(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f32(vacc1x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f32(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vfmaq_lane_f32(vacc2x0, vx0, vw, 0);
      vacc2x1 = vfmaq_lane_f32(vacc2x1, vx1, vw, 0);
      vacc2x2 = vfmaq_lane_f32(vacc2x2, vx2, vw, 0);
      vacc4x0 = vfmaq_lane_f32(vacc4x0, vx0, vw, 1);
      vacc4x1 = vfmaq_lane_f32(vacc4x1, vx1, vw, 1);
      vacc4x2 = vfmaq_lane_f32(vacc4x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f32(vacc0x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f32(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f32(vacc1x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f32(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f32(vacc0x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f32(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 0);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 0);
      vacc3x2 = vfmaq_lane_f32(vacc3x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f32(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f32(vacc1x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f32(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 0);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 0);
      vacc5x2 = vfmaq_lane_f32(vacc5x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f32(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 0);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 0);
      vacc6x2 = vfmaq_lane_f32(vacc6x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f32(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 2);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 2);
      vacc4x2 = vfmaq_laneq_f32(vacc4x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 0);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 0);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 1);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 1);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 1);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 2);
      vacc5x1 = vfmaq_laneq_f32(vacc5x1, vx1, vw0, 2);
      vacc5x2 = vfmaq_laneq_f32(vacc5x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f32(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f32(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 0);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 0);
      vacc4x2 = vfmaq_laneq_f32(vacc4x2, vx2, vw0, 0);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 1);
      vacc5x1 = vfmaq_laneq_f32(vacc5x1, vx1, vw0, 1);
      vacc5x2 = vfmaq_laneq_f32(vacc5x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f32(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f32(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f32(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f32(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 0);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 0);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 1);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 1);
      vacc4x2 = vfmaq_laneq_f32(vacc4x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f32(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f32(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f32(vmaxq_f32(vacc0x2, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f32(vmaxq_f32(vacc1x2, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f32(vmaxq_f32(vacc2x2, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f32(vmaxq_f32(vacc3x2, vmin), vmax);
    vacc4x0 = vminq_f32(vmaxq_f32(vacc4x0, vmin), vmax);
    vacc4x1 = vminq_f32(vmaxq_f32(vacc4x1, vmin), vmax);
    vacc4x2 = vminq_f32(vmaxq_f32(vacc4x2, vmin), vmax);
    vacc5x0 = vminq_f32(vmaxq_f32(vacc5x0, vmin), vmax);
    vacc5x1 = vminq_f32(vmaxq_f32(vacc5x1, vmin), vmax);
    vacc5x2 = vminq_f32(vmaxq_f32(vacc5x2, vmin), vmax);
    vacc6x0 = vminq_f32(vmaxq_f32(vacc6x0, vmin), vmax);
    vacc6x1 = vminq_f32(vmaxq_f32(vacc6x1, vmin), vmax);
    vacc6x2 = vminq_f32(vmaxq_f32(vacc6x2, vmin), vmax);
    vacc7x0 = vminq_f32(vmaxq_f32(vacc7x0, vmin), vmax);
    vacc7x1 = vminq_f32(vmaxq_f32(vacc7x1, vmin), vmax);
    vacc7x2 = vminq_f32(vmaxq_f32(vacc7x2, vmin), vmax);
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      vst1q_f32(o1 + 4, vacc1x1);
      vst1q_f32(o1 + 8, vacc1x2);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      vst1q_f32(o2 + 4, vacc2x1);
      vst1q_f32(o2 + 8, vacc2x2);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      vst1q_f32(o3 + 4, vacc3x1);
      vst1q_f32(o3 + 8, vacc3x2);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      vst1q_f32(o4 + 0, vacc4x0);
      vst1q_f32(o4 + 4, vacc4x1);
      vst1q_f32(o4 + 8, vacc4x2);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      vst1q_f32(o5 + 0, vacc5x0);
      vst1q_f32(o5 + 4, vacc5x1);
      vst1q_f32(o5 + 8, vacc5x2);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      vst1q_f32(o6 + 0, vacc6x0);
      vst1q_f32(o6 + 4, vacc6x1);
      vst1q_f32(o6 + 8, vacc6x2);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      vst1q_f32(o7 + 0, vacc7x0);
      vst1q_f32(o7 + 4, vacc7x1);
      vst1q_f32(o7 + 8, vacc7x2);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        vst1q_f32(o1 + 4, vacc1x1);
        vst1q_f32(o1 + 8, vacc1x2);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        vst1q_f32(o2 + 4, vacc2x1);
        vst1q_f32(o2 + 8, vacc2x2);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        vst1q_f32(o3 + 4, vacc3x1);
        vst1q_f32(o3 + 8, vacc3x2);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        vst1q_f32(o4 + 0, vacc4x0);
        vst1q_f32(o4 + 4, vacc4x1);
        vst1q_f32(o4 + 8, vacc4x2);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        vst1q_f32(o5 + 0, vacc5x0);
        vst1q_f32(o5 + 4, vacc5x1);
        vst1q_f32(o5 + 8, vacc5x2);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        vst1q_f32(o6 + 0, vacc6x0);
        vst1q_f32(o6 + 4, vacc6x1);
        vst1q_f32(o6 + 8, vacc6x2);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        vst1q_f32(o7 + 0, vacc7x0);
        vst1q_f32(o7 + 4, vacc7x1);
        vst1q_f32(o7 + 8, vacc7x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x12_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc0x2;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc1x2;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc2x2;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc3x2;
    float32x4_t vacc4x0;
    float32x4_t vacc4x1;
    float32x4_t vacc4x2;
    float32x4_t vacc5x0;
    float32x4_t vacc5x1;
    float32x4_t vacc5x2;
    float32x4_t vacc6x0;
    float32x4_t vacc6x1;
    float32x4_t vacc6x2;
    float32x4_t vacc7x0;
    float32x4_t vacc7x1;
    float32x4_t vacc7x2;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc4x0 = vld1q_dup_f32(bias + 4);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = vld1q_dup_f32(bias + 5);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = vld1q_dup_f32(bias + 6);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = vld1q_dup_f32(bias + 7);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = vld1q_f32(i0 + 4);
      vacc0x2 = load_tail(i0 + 8, tail);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = vld1q_f32(i1 + 4);
      vacc1x2 = load_tail(i1 + 8, tail);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = vld1q_f32(i2 + 4);
      vacc2x2 = load_tail(i2 + 8, tail);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = vld1q_f32(i3 + 4);
      vacc3x2 = load_tail(i3 + 8, tail);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = vld1q_f32(i4 + 0);
      vacc4x1 = vld1q_f32(i4 + 4);
      vacc4x2 = load_tail(i4 + 8, tail);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = vld1q_f32(i5 + 0);
      vacc5x1 = vld1q_f32(i5 + 4);
      vacc5x2 = load_tail(i5 + 8, tail);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = vld1q_f32(i6 + 0);
      vacc6x1 = vld1q_f32(i6 + 4);
      vacc6x2 = load_tail(i6 + 8, tail);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = vld1q_f32(i7 + 0);
      vacc7x1 = vld1q_f32(i7 + 4);
      vacc7x2 = load_tail(i7 + 8, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vaddq_f32(vacc0x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc0x1 = vaddq_f32(vacc0x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc0x2 = vaddq_f32(vacc0x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f32(vacc0x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vaddq_f32(vacc1x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc1x1 = vaddq_f32(vacc1x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc1x2 = vaddq_f32(vacc1x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f32(vacc1x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vaddq_f32(vacc2x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc2x1 = vaddq_f32(vacc2x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc2x2 = vaddq_f32(vacc2x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f32(vacc2x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vaddq_f32(vacc3x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc3x1 = vaddq_f32(vacc3x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc3x2 = vaddq_f32(vacc3x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f32(vacc3x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc4x0 = vaddq_f32(vacc4x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc4x1 = vaddq_f32(vacc4x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc4x2 = vaddq_f32(vacc4x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc4x0 = vfmaq_f32(vacc4x0, vx0, vw);
      vacc4x1 = vfmaq_f32(vacc4x1, vx1, vw);
      vacc4x2 = vfmaq_f32(vacc4x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vaddq_f32(vacc5x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc5x1 = vaddq_f32(vacc5x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc5x2 = vaddq_f32(vacc5x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc5x0 = vfmaq_f32(vacc5x0, vx0, vw);
      vacc5x1 = vfmaq_f32(vacc5x1, vx1, vw);
      vacc5x2 = vfmaq_f32(vacc5x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vaddq_f32(vacc6x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc6x1 = vaddq_f32(vacc6x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc6x2 = vaddq_f32(vacc6x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc6x0 = vfmaq_f32(vacc6x0, vx0, vw);
      vacc6x1 = vfmaq_f32(vacc6x1, vx1, vw);
      vacc6x2 = vfmaq_f32(vacc6x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float32x2_t vw = vld1_f32(vals);
      vacc7x0 = vaddq_f32(vacc7x0, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 0), vw, 0), vld1q_f32(xb + 0), vw, 1));
      vacc7x1 = vaddq_f32(vacc7x1, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 4), vw, 0), vld1q_f32(xb + 4), vw, 1));
      vacc7x2 = vaddq_f32(vacc7x2, vfmaq_lane_f32(vmulq_lane_f32(vld1q_f32(xa + 8), vw, 0), vld1q_f32(xb + 8), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc7x0 = vfmaq_f32(vacc7x0, vx0, vw);
      vacc7x1 = vfmaq_f32(vacc7x1, vx1, vw);
      vacc7x2 = vfmaq_f32(vacc7x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f32(vacc0x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f32(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f32(vacc1x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f32(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc2x0 = vfmaq_lane_f32(vacc2x0, vx0, vw, 0);
      vacc2x1 = vfmaq_lane_f32(vacc2x1, vx1, vw, 0);
      vacc2x2 = vfmaq_lane_f32(vacc2x2, vx2, vw, 0);
      vacc4x0 = vfmaq_lane_f32(vacc4x0, vx0, vw, 1);
      vacc4x1 = vfmaq_lane_f32(vacc4x1, vx1, vw, 1);
      vacc4x2 = vfmaq_lane_f32(vacc4x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f32(vacc0x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f32(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f32(vacc1x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f32(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc0x0 = vfmaq_lane_f32(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f32(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f32(vacc0x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f32(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc3x0 = vfmaq_lane_f32(vacc3x0, vx0, vw, 0);
      vacc3x1 = vfmaq_lane_f32(vacc3x1, vx1, vw, 0);
      vacc3x2 = vfmaq_lane_f32(vacc3x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f32(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc1x0 = vfmaq_lane_f32(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f32(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f32(vacc1x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f32(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc5x0 = vfmaq_lane_f32(vacc5x0, vx0, vw, 0);
      vacc5x1 = vfmaq_lane_f32(vacc5x1, vx1, vw, 0);
      vacc5x2 = vfmaq_lane_f32(vacc5x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f32(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x2_t vw = vld1_f32(vals);
      vacc6x0 = vfmaq_lane_f32(vacc6x0, vx0, vw, 0);
      vacc6x1 = vfmaq_lane_f32(vacc6x1, vx1, vw, 0);
      vacc6x2 = vfmaq_lane_f32(vacc6x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f32(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f32(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f32(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 2);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 2);
      vacc4x2 = vfmaq_laneq_f32(vacc4x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 0);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 0);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 1);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 1);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 1);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 2);
      vacc5x1 = vfmaq_laneq_f32(vacc5x1, vx1, vw0, 2);
      vacc5x2 = vfmaq_laneq_f32(vacc5x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f32(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f32(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 0);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 0);
      vacc4x2 = vfmaq_laneq_f32(vacc4x2, vx2, vw0, 0);
      vacc5x0 = vfmaq_laneq_f32(vacc5x0, vx0, vw0, 1);
      vacc5x1 = vfmaq_laneq_f32(vacc5x1, vx1, vw0, 1);
      vacc5x2 = vfmaq_laneq_f32(vacc5x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f32(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f32(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f32(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f32(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f32(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 0);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 0);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 0);
      vacc4x0 = vfmaq_laneq_f32(vacc4x0, vx0, vw0, 1);
      vacc4x1 = vfmaq_laneq_f32(vacc4x1, vx1, vw0, 1);
      vacc4x2 = vfmaq_laneq_f32(vacc4x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f32(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f32(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f32(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f32(vmaxq_f32(vacc0x2, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f32(vmaxq_f32(vacc1x2, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f32(vmaxq_f32(vacc2x2, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f32(vmaxq_f32(vacc3x2, vmin), vmax);
    vacc4x0 = vminq_f32(vmaxq_f32(vacc4x0, vmin), vmax);
    vacc4x1 = vminq_f32(vmaxq_f32(vacc4x1, vmin), vmax);
    vacc4x2 = vminq_f32(vmaxq_f32(vacc4x2, vmin), vmax);
    vacc5x0 = vminq_f32(vmaxq_f32(vacc5x0, vmin), vmax);
    vacc5x1 = vminq_f32(vmaxq_f32(vacc5x1, vmin), vmax);
    vacc5x2 = vminq_f32(vmaxq_f32(vacc5x2, vmin), vmax);
    vacc6x0 = vminq_f32(vmaxq_f32(vacc6x0, vmin), vmax);
    vacc6x1 = vminq_f32(vmaxq_f32(vacc6x1, vmin), vmax);
    vacc6x2 = vminq_f32(vmaxq_f32(vacc6x2, vmin), vmax);
    vacc7x0 = vminq_f32(vmaxq_f32(vacc7x0, vmin), vmax);
    vacc7x1 = vminq_f32(vmaxq_f32(vacc7x1, vmin), vmax);
    vacc7x2 = vminq_f32(vmaxq_f32(vacc7x2, vmin), vmax);
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      store_tail(o0 + 8, vacc0x2, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      vst1q_f32(o1 + 4, vacc1x1);
      store_tail(o1 + 8, vacc1x2, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      vst1q_f32(o2 + 4, vacc2x1);
      store_tail(o2 + 8, vacc2x2, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      vst1q_f32(o3 + 4, vacc3x1);
      store_tail(o3 + 8, vacc3x2, tail);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      vst1q_f32(o4 + 0, vacc4x0);
      vst1q_f32(o4 + 4, vacc4x1);
      store_tail(o4 + 8, vacc4x2, tail);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      vst1q_f32(o5 + 0, vacc5x0);
      vst1q_f32(o5 + 4, vacc5x1);
      store_tail(o5 + 8, vacc5x2, tail);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      vst1q_f32(o6 + 0, vacc6x0);
      vst1q_f32(o6 + 4, vacc6x1);
      store_tail(o6 + 8, vacc6x2, tail);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      vst1q_f32(o7 + 0, vacc7x0);
      vst1q_f32(o7 + 4, vacc7x1);
      store_tail(o7 + 8, vacc7x2, tail);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      store_tail(o0 + 8, vacc0x2, tail);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        vst1q_f32(o1 + 4, vacc1x1);
        store_tail(o1 + 8, vacc1x2, tail);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        vst1q_f32(o2 + 4, vacc2x1);
        store_tail(o2 + 8, vacc2x2, tail);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        vst1q_f32(o3 + 4, vacc3x1);
        store_tail(o3 + 8, vacc3x2, tail);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        vst1q_f32(o4 + 0, vacc4x0);
        vst1q_f32(o4 + 4, vacc4x1);
        store_tail(o4 + 8, vacc4x2, tail);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        vst1q_f32(o5 + 0, vacc5x0);
        vst1q_f32(o5 + 4, vacc5x1);
        store_tail(o5 + 8, vacc5x2, tail);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        vst1q_f32(o6 + 0, vacc6x0);
        vst1q_f32(o6 + 4, vacc6x1);
        store_tail(o6 + 8, vacc6x2, tail);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        vst1q_f32(o7 + 0, vacc7x0);
        vst1q_f32(o7 + 4, vacc7x1);
        store_tail(o7 + 8, vacc7x2, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f32_spmm_minmax_ukernel_8x12__neon_ti8_jam90(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const float32x4_t vmin = vdupq_n_f32(params->min);
  const float32x4_t vmax = vdupq_n_f32(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 12; pixels -= 12) {
    panels_8x12(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 12;
    output += 12;
  }
  if (pixels != 0) {
    // Lanes of the last vector: 1..4.
    const size_t tail = ((pixels - 1) & 3) + 1;
    switch ((pixels + 3) >> 2) {
      case 1:
        panels_8x4_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 2:
        panels_8x8_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 3:
        panels_8x12_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
    }
  }
}

