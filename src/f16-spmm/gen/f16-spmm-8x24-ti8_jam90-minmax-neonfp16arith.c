// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-neonfp16arith.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The f32 NEON kernel's panel walk with 8 halves per q register: 8 rows x 3 q vectors (24
//   pixels), 24 accumulators + 3 input vectors + one column's weights <= 32 registers.
// - Per column: one load of 3 input vectors. Patterns of three or more rows load their half weights
//   as one vector (up to eight) and use vfmaq_laneq_f16; two rows load four halves and use
//   vfmaq_lane_f16. Single rows chain plain FMAs when the tile has 4+ vectors, and with 2-3 vectors sum
//   column pairs apart first, as the f32 kernel does (FMA latency).
// - Every product and sum rounds to half (an FMA once): half arithmetic, as XNNPACK's f16 SpMM.
// - A partial pixel tile runs the same panel code with ceil(pixels / 8) vectors. The last input
//   vector is loaded whole: up to 14 bytes past the last pixel of a row are read (within
//   SPRT_EXTRA_BYTES). Outputs are read (when accumulating) and written in pieces: nothing past
//   `pixels` halves of an output row is touched.
// - Weight vectors may read up to 10 bytes past a panel's last weight: the packed allocation has
//   SPRT_PACKED_EXTRA_BYTES of slack (src/packing/pack.h).

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <arm_neon.h>

#include "f16-spmm/f16-spmm.h"

// 1..8 halves of an output row (the accumulating path of a partial tile only).
static inline float16x8_t load_tail(const float16_t* p, size_t tail) {
  if (tail == 8) {
    return vld1q_f16(p);
  }
  uint16_t lanes[8] = {0};
  memcpy(lanes, p, tail * sizeof(uint16_t));
  return vreinterpretq_f16_u16(vld1q_u16(lanes));
}

static inline void store_tail(float16_t* p, float16x8_t v, size_t tail) {
  if (tail == 8) {
    vst1q_f16(p, v);
    return;
  }
  float16x4_t part = vget_low_f16(v);
  if (tail & 4) {
    vst1_f16(p, part);
    p += 4;
    part = vget_high_f16(v);
  }
  if (tail & 2) {
    vst1_lane_u32((void*) p, vreinterpret_u32_f16(part), 0);
    p += 2;
    part = vext_f16(part, part, 2);
  }
  if (tail & 1) {
    vst1_lane_f16(p, part, 0);
  }
}

static inline void panels_8x8_partial(
    size_t output_channels, const float16_t* input, size_t input_stride, const uint16_t* w,
    const float16_t* bias, float16_t* output, const size_t* output_offsets,
    size_t tail, float16x8_t vmin, float16x8_t vmax)
{
  do {
    float16x8_t vacc0x0;
    float16x8_t vacc1x0;
    float16x8_t vacc2x0;
    float16x8_t vacc3x0;
    float16x8_t vacc4x0;
    float16x8_t vacc5x0;
    float16x8_t vacc6x0;
    float16x8_t vacc7x0;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f16(bias + 0);
      vacc1x0 = vld1q_dup_f16(bias + 1);
      vacc2x0 = vld1q_dup_f16(bias + 2);
      vacc3x0 = vld1q_dup_f16(bias + 3);
      vacc4x0 = vld1q_dup_f16(bias + 4);
      vacc5x0 = vld1q_dup_f16(bias + 5);
      vacc6x0 = vld1q_dup_f16(bias + 6);
      vacc7x0 = vld1q_dup_f16(bias + 7);
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float16_t* i0 = (const float16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_tail(i0 + 0, tail);
      const float16_t* i1 = output_channels > 1 ? (const float16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_tail(i1 + 0, tail);
      const float16_t* i2 = output_channels > 2 ? (const float16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_tail(i2 + 0, tail);
      const float16_t* i3 = output_channels > 3 ? (const float16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_tail(i3 + 0, tail);
      const float16_t* i4 = output_channels > 4 ? (const float16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_tail(i4 + 0, tail);
      const float16_t* i5 = output_channels > 5 ? (const float16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_tail(i5 + 0, tail);
      const float16_t* i6 = output_channels > 6 ? (const float16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_tail(i6 + 0, tail);
      const float16_t* i7 = output_channels > 7 ? (const float16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_tail(i7 + 0, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float16_t* vals = (const float16_t*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vaddq_f16(vacc0x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc0x0 = vfmaq_f16(vacc0x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vaddq_f16(vacc1x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc1x0 = vfmaq_f16(vacc1x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vaddq_f16(vacc2x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc2x0 = vfmaq_f16(vacc2x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vaddq_f16(vacc3x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc3x0 = vfmaq_f16(vacc3x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc4x0 = vaddq_f16(vacc4x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc4x0 = vfmaq_f16(vacc4x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vaddq_f16(vacc5x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc5x0 = vfmaq_f16(vacc5x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vaddq_f16(vacc6x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc6x0 = vfmaq_f16(vacc6x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc7x0 = vaddq_f16(vacc7x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc7x0 = vfmaq_f16(vacc7x0, vx0, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vfmaq_lane_f16(vacc2x0, vx0, vw, 0);
      vacc4x0 = vfmaq_lane_f16(vacc4x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 1);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 1);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 0);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = vminq_f16(vmaxq_f16(vacc0x0, vmin), vmax);
    vacc1x0 = vminq_f16(vmaxq_f16(vacc1x0, vmin), vmax);
    vacc2x0 = vminq_f16(vmaxq_f16(vacc2x0, vmin), vmax);
    vacc3x0 = vminq_f16(vmaxq_f16(vacc3x0, vmin), vmax);
    vacc4x0 = vminq_f16(vmaxq_f16(vacc4x0, vmin), vmax);
    vacc5x0 = vminq_f16(vmaxq_f16(vacc5x0, vmin), vmax);
    vacc6x0 = vminq_f16(vmaxq_f16(vacc6x0, vmin), vmax);
    vacc7x0 = vminq_f16(vmaxq_f16(vacc7x0, vmin), vmax);
    if (output_channels >= 8) {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      store_tail(o0 + 0, vacc0x0, tail);
      float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
      store_tail(o1 + 0, vacc1x0, tail);
      float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
      store_tail(o2 + 0, vacc2x0, tail);
      float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
      store_tail(o3 + 0, vacc3x0, tail);
      float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
      store_tail(o4 + 0, vacc4x0, tail);
      float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
      store_tail(o5 + 0, vacc5x0, tail);
      float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
      store_tail(o6 + 0, vacc6x0, tail);
      float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
      store_tail(o7 + 0, vacc7x0, tail);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      store_tail(o0 + 0, vacc0x0, tail);
      if (output_channels > 1) {
        float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
        store_tail(o1 + 0, vacc1x0, tail);
      }
      if (output_channels > 2) {
        float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
        store_tail(o2 + 0, vacc2x0, tail);
      }
      if (output_channels > 3) {
        float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
        store_tail(o3 + 0, vacc3x0, tail);
      }
      if (output_channels > 4) {
        float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
        store_tail(o4 + 0, vacc4x0, tail);
      }
      if (output_channels > 5) {
        float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
        store_tail(o5 + 0, vacc5x0, tail);
      }
      if (output_channels > 6) {
        float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
        store_tail(o6 + 0, vacc6x0, tail);
      }
      if (output_channels > 7) {
        float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
        store_tail(o7 + 0, vacc7x0, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x16_partial(
    size_t output_channels, const float16_t* input, size_t input_stride, const uint16_t* w,
    const float16_t* bias, float16_t* output, const size_t* output_offsets,
    size_t tail, float16x8_t vmin, float16x8_t vmax)
{
  do {
    float16x8_t vacc0x0;
    float16x8_t vacc0x1;
    float16x8_t vacc1x0;
    float16x8_t vacc1x1;
    float16x8_t vacc2x0;
    float16x8_t vacc2x1;
    float16x8_t vacc3x0;
    float16x8_t vacc3x1;
    float16x8_t vacc4x0;
    float16x8_t vacc4x1;
    float16x8_t vacc5x0;
    float16x8_t vacc5x1;
    float16x8_t vacc6x0;
    float16x8_t vacc6x1;
    float16x8_t vacc7x0;
    float16x8_t vacc7x1;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f16(bias + 0);
      vacc0x1 = vacc0x0;
      vacc1x0 = vld1q_dup_f16(bias + 1);
      vacc1x1 = vacc1x0;
      vacc2x0 = vld1q_dup_f16(bias + 2);
      vacc2x1 = vacc2x0;
      vacc3x0 = vld1q_dup_f16(bias + 3);
      vacc3x1 = vacc3x0;
      vacc4x0 = vld1q_dup_f16(bias + 4);
      vacc4x1 = vacc4x0;
      vacc5x0 = vld1q_dup_f16(bias + 5);
      vacc5x1 = vacc5x0;
      vacc6x0 = vld1q_dup_f16(bias + 6);
      vacc6x1 = vacc6x0;
      vacc7x0 = vld1q_dup_f16(bias + 7);
      vacc7x1 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float16_t* i0 = (const float16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f16(i0 + 0);
      vacc0x1 = load_tail(i0 + 8, tail);
      const float16_t* i1 = output_channels > 1 ? (const float16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f16(i1 + 0);
      vacc1x1 = load_tail(i1 + 8, tail);
      const float16_t* i2 = output_channels > 2 ? (const float16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f16(i2 + 0);
      vacc2x1 = load_tail(i2 + 8, tail);
      const float16_t* i3 = output_channels > 3 ? (const float16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f16(i3 + 0);
      vacc3x1 = load_tail(i3 + 8, tail);
      const float16_t* i4 = output_channels > 4 ? (const float16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = vld1q_f16(i4 + 0);
      vacc4x1 = load_tail(i4 + 8, tail);
      const float16_t* i5 = output_channels > 5 ? (const float16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = vld1q_f16(i5 + 0);
      vacc5x1 = load_tail(i5 + 8, tail);
      const float16_t* i6 = output_channels > 6 ? (const float16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = vld1q_f16(i6 + 0);
      vacc6x1 = load_tail(i6 + 8, tail);
      const float16_t* i7 = output_channels > 7 ? (const float16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = vld1q_f16(i7 + 0);
      vacc7x1 = load_tail(i7 + 8, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float16_t* vals = (const float16_t*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vaddq_f16(vacc0x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc0x1 = vaddq_f16(vacc0x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc0x0 = vfmaq_f16(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f16(vacc0x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vaddq_f16(vacc1x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc1x1 = vaddq_f16(vacc1x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc1x0 = vfmaq_f16(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f16(vacc1x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vaddq_f16(vacc2x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc2x1 = vaddq_f16(vacc2x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc2x0 = vfmaq_f16(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f16(vacc2x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vaddq_f16(vacc3x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc3x1 = vaddq_f16(vacc3x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc3x0 = vfmaq_f16(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f16(vacc3x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc4x0 = vaddq_f16(vacc4x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc4x1 = vaddq_f16(vacc4x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc4x0 = vfmaq_f16(vacc4x0, vx0, vw);
      vacc4x1 = vfmaq_f16(vacc4x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vaddq_f16(vacc5x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc5x1 = vaddq_f16(vacc5x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc5x0 = vfmaq_f16(vacc5x0, vx0, vw);
      vacc5x1 = vfmaq_f16(vacc5x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vaddq_f16(vacc6x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc6x1 = vaddq_f16(vacc6x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc6x0 = vfmaq_f16(vacc6x0, vx0, vw);
      vacc6x1 = vfmaq_f16(vacc6x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc7x0 = vaddq_f16(vacc7x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc7x1 = vaddq_f16(vacc7x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc7x0 = vfmaq_f16(vacc7x0, vx0, vw);
      vacc7x1 = vfmaq_f16(vacc7x1, vx1, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vfmaq_lane_f16(vacc2x0, vx0, vw, 0);
      vacc2x1 = vfmaq_lane_f16(vacc2x1, vx1, vw, 0);
      vacc4x0 = vfmaq_lane_f16(vacc4x0, vx0, vw, 1);
      vacc4x1 = vfmaq_lane_f16(vacc4x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 0);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 0);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 0);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f16(vacc0x1, vx1, vw0, 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f16(vacc1x1, vx1, vw0, 1);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 2);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 0);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 1);
      vacc3x1 = vfmaq_laneq_f16(vacc3x1, vx1, vw0, 1);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 2);
      vacc5x1 = vfmaq_laneq_f16(vacc5x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f16(vacc1x1, vx1, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f16(vacc6x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 0);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 0);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 1);
      vacc5x1 = vfmaq_laneq_f16(vacc5x1, vx1, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f16(vacc6x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f16(vacc0x1, vx1, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f16(vacc7x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 0);
      vacc3x1 = vfmaq_laneq_f16(vacc3x1, vx1, vw0, 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 1);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f16(vacc7x1, vx1, vw0, 2);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = vminq_f16(vmaxq_f16(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f16(vmaxq_f16(vacc0x1, vmin), vmax);
    vacc1x0 = vminq_f16(vmaxq_f16(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f16(vmaxq_f16(vacc1x1, vmin), vmax);
    vacc2x0 = vminq_f16(vmaxq_f16(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f16(vmaxq_f16(vacc2x1, vmin), vmax);
    vacc3x0 = vminq_f16(vmaxq_f16(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f16(vmaxq_f16(vacc3x1, vmin), vmax);
    vacc4x0 = vminq_f16(vmaxq_f16(vacc4x0, vmin), vmax);
    vacc4x1 = vminq_f16(vmaxq_f16(vacc4x1, vmin), vmax);
    vacc5x0 = vminq_f16(vmaxq_f16(vacc5x0, vmin), vmax);
    vacc5x1 = vminq_f16(vmaxq_f16(vacc5x1, vmin), vmax);
    vacc6x0 = vminq_f16(vmaxq_f16(vacc6x0, vmin), vmax);
    vacc6x1 = vminq_f16(vmaxq_f16(vacc6x1, vmin), vmax);
    vacc7x0 = vminq_f16(vmaxq_f16(vacc7x0, vmin), vmax);
    vacc7x1 = vminq_f16(vmaxq_f16(vacc7x1, vmin), vmax);
    if (output_channels >= 8) {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f16(o0 + 0, vacc0x0);
      store_tail(o0 + 8, vacc0x1, tail);
      float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f16(o1 + 0, vacc1x0);
      store_tail(o1 + 8, vacc1x1, tail);
      float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f16(o2 + 0, vacc2x0);
      store_tail(o2 + 8, vacc2x1, tail);
      float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f16(o3 + 0, vacc3x0);
      store_tail(o3 + 8, vacc3x1, tail);
      float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
      vst1q_f16(o4 + 0, vacc4x0);
      store_tail(o4 + 8, vacc4x1, tail);
      float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
      vst1q_f16(o5 + 0, vacc5x0);
      store_tail(o5 + 8, vacc5x1, tail);
      float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
      vst1q_f16(o6 + 0, vacc6x0);
      store_tail(o6 + 8, vacc6x1, tail);
      float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
      vst1q_f16(o7 + 0, vacc7x0);
      store_tail(o7 + 8, vacc7x1, tail);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f16(o0 + 0, vacc0x0);
      store_tail(o0 + 8, vacc0x1, tail);
      if (output_channels > 1) {
        float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f16(o1 + 0, vacc1x0);
        store_tail(o1 + 8, vacc1x1, tail);
      }
      if (output_channels > 2) {
        float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f16(o2 + 0, vacc2x0);
        store_tail(o2 + 8, vacc2x1, tail);
      }
      if (output_channels > 3) {
        float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f16(o3 + 0, vacc3x0);
        store_tail(o3 + 8, vacc3x1, tail);
      }
      if (output_channels > 4) {
        float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
        vst1q_f16(o4 + 0, vacc4x0);
        store_tail(o4 + 8, vacc4x1, tail);
      }
      if (output_channels > 5) {
        float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
        vst1q_f16(o5 + 0, vacc5x0);
        store_tail(o5 + 8, vacc5x1, tail);
      }
      if (output_channels > 6) {
        float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
        vst1q_f16(o6 + 0, vacc6x0);
        store_tail(o6 + 8, vacc6x1, tail);
      }
      if (output_channels > 7) {
        float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
        vst1q_f16(o7 + 0, vacc7x0);
        store_tail(o7 + 8, vacc7x1, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x24(
    size_t output_channels, const float16_t* input, size_t input_stride, const uint16_t* w,
    const float16_t* bias, float16_t* output, const size_t* output_offsets,
    float16x8_t vmin, float16x8_t vmax)
{
  do {
    float16x8_t vacc0x0;
    float16x8_t vacc0x1;
    float16x8_t vacc0x2;
    float16x8_t vacc1x0;
    float16x8_t vacc1x1;
    float16x8_t vacc1x2;
    float16x8_t vacc2x0;
    float16x8_t vacc2x1;
    float16x8_t vacc2x2;
    float16x8_t vacc3x0;
    float16x8_t vacc3x1;
    float16x8_t vacc3x2;
    float16x8_t vacc4x0;
    float16x8_t vacc4x1;
    float16x8_t vacc4x2;
    float16x8_t vacc5x0;
    float16x8_t vacc5x1;
    float16x8_t vacc5x2;
    float16x8_t vacc6x0;
    float16x8_t vacc6x1;
    float16x8_t vacc6x2;
    float16x8_t vacc7x0;
    float16x8_t vacc7x1;
    float16x8_t vacc7x2;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f16(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = vld1q_dup_f16(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = vld1q_dup_f16(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = vld1q_dup_f16(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc4x0 = vld1q_dup_f16(bias + 4);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = vld1q_dup_f16(bias + 5);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = vld1q_dup_f16(bias + 6);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = vld1q_dup_f16(bias + 7);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float16_t* i0 = (const float16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f16(i0 + 0);
      vacc0x1 = vld1q_f16(i0 + 8);
      vacc0x2 = vld1q_f16(i0 + 16);
      const float16_t* i1 = output_channels > 1 ? (const float16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f16(i1 + 0);
      vacc1x1 = vld1q_f16(i1 + 8);
      vacc1x2 = vld1q_f16(i1 + 16);
      const float16_t* i2 = output_channels > 2 ? (const float16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f16(i2 + 0);
      vacc2x1 = vld1q_f16(i2 + 8);
      vacc2x2 = vld1q_f16(i2 + 16);
      const float16_t* i3 = output_channels > 3 ? (const float16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f16(i3 + 0);
      vacc3x1 = vld1q_f16(i3 + 8);
      vacc3x2 = vld1q_f16(i3 + 16);
      const float16_t* i4 = output_channels > 4 ? (const float16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = vld1q_f16(i4 + 0);
      vacc4x1 = vld1q_f16(i4 + 8);
      vacc4x2 = vld1q_f16(i4 + 16);
      const float16_t* i5 = output_channels > 5 ? (const float16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = vld1q_f16(i5 + 0);
      vacc5x1 = vld1q_f16(i5 + 8);
      vacc5x2 = vld1q_f16(i5 + 16);
      const float16_t* i6 = output_channels > 6 ? (const float16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = vld1q_f16(i6 + 0);
      vacc6x1 = vld1q_f16(i6 + 8);
      vacc6x2 = vld1q_f16(i6 + 16);
      const float16_t* i7 = output_channels > 7 ? (const float16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = vld1q_f16(i7 + 0);
      vacc7x1 = vld1q_f16(i7 + 8);
      vacc7x2 = vld1q_f16(i7 + 16);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float16_t* vals = (const float16_t*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vaddq_f16(vacc0x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc0x1 = vaddq_f16(vacc0x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc0x2 = vaddq_f16(vacc0x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc0x0 = vfmaq_f16(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f16(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f16(vacc0x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vaddq_f16(vacc1x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc1x1 = vaddq_f16(vacc1x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc1x2 = vaddq_f16(vacc1x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc1x0 = vfmaq_f16(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f16(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f16(vacc1x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vaddq_f16(vacc2x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc2x1 = vaddq_f16(vacc2x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc2x2 = vaddq_f16(vacc2x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc2x0 = vfmaq_f16(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f16(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f16(vacc2x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vaddq_f16(vacc3x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc3x1 = vaddq_f16(vacc3x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc3x2 = vaddq_f16(vacc3x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc3x0 = vfmaq_f16(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f16(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f16(vacc3x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc4x0 = vaddq_f16(vacc4x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc4x1 = vaddq_f16(vacc4x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc4x2 = vaddq_f16(vacc4x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc4x0 = vfmaq_f16(vacc4x0, vx0, vw);
      vacc4x1 = vfmaq_f16(vacc4x1, vx1, vw);
      vacc4x2 = vfmaq_f16(vacc4x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vaddq_f16(vacc5x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc5x1 = vaddq_f16(vacc5x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc5x2 = vaddq_f16(vacc5x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc5x0 = vfmaq_f16(vacc5x0, vx0, vw);
      vacc5x1 = vfmaq_f16(vacc5x1, vx1, vw);
      vacc5x2 = vfmaq_f16(vacc5x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vaddq_f16(vacc6x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc6x1 = vaddq_f16(vacc6x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc6x2 = vaddq_f16(vacc6x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc6x0 = vfmaq_f16(vacc6x0, vx0, vw);
      vacc6x1 = vfmaq_f16(vacc6x1, vx1, vw);
      vacc6x2 = vfmaq_f16(vacc6x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc7x0 = vaddq_f16(vacc7x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc7x1 = vaddq_f16(vacc7x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc7x2 = vaddq_f16(vacc7x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc7x0 = vfmaq_f16(vacc7x0, vx0, vw);
      vacc7x1 = vfmaq_f16(vacc7x1, vx1, vw);
      vacc7x2 = vfmaq_f16(vacc7x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f16(vacc0x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f16(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f16(vacc1x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f16(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vfmaq_lane_f16(vacc2x0, vx0, vw, 0);
      vacc2x1 = vfmaq_lane_f16(vacc2x1, vx1, vw, 0);
      vacc2x2 = vfmaq_lane_f16(vacc2x2, vx2, vw, 0);
      vacc4x0 = vfmaq_lane_f16(vacc4x0, vx0, vw, 1);
      vacc4x1 = vfmaq_lane_f16(vacc4x1, vx1, vw, 1);
      vacc4x2 = vfmaq_lane_f16(vacc4x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f16(vacc0x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f16(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f16(vacc1x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f16(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f16(vacc0x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f16(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 0);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 0);
      vacc3x2 = vfmaq_lane_f16(vacc3x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f16(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f16(vacc1x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f16(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 0);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 0);
      vacc5x2 = vfmaq_lane_f16(vacc5x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f16(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 0);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 0);
      vacc6x2 = vfmaq_lane_f16(vacc6x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f16(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f16(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f16(vacc0x2, vx2, vw0, 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f16(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f16(vacc1x2, vx2, vw0, 1);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 2);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 2);
      vacc4x2 = vfmaq_laneq_f16(vacc4x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 0);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 0);
      vacc2x2 = vfmaq_laneq_f16(vacc2x2, vx2, vw0, 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 1);
      vacc3x1 = vfmaq_laneq_f16(vacc3x1, vx1, vw0, 1);
      vacc3x2 = vfmaq_laneq_f16(vacc3x2, vx2, vw0, 1);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 2);
      vacc5x1 = vfmaq_laneq_f16(vacc5x1, vx1, vw0, 2);
      vacc5x2 = vfmaq_laneq_f16(vacc5x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f16(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f16(vacc1x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f16(vacc2x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f16(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f16(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 0);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 0);
      vacc4x2 = vfmaq_laneq_f16(vacc4x2, vx2, vw0, 0);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 1);
      vacc5x1 = vfmaq_laneq_f16(vacc5x1, vx1, vw0, 1);
      vacc5x2 = vfmaq_laneq_f16(vacc5x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f16(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f16(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f16(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f16(vacc0x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f16(vacc2x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f16(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f16(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 0);
      vacc3x1 = vfmaq_laneq_f16(vacc3x1, vx1, vw0, 0);
      vacc3x2 = vfmaq_laneq_f16(vacc3x2, vx2, vw0, 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 1);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 1);
      vacc4x2 = vfmaq_laneq_f16(vacc4x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f16(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f16(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = vminq_f16(vmaxq_f16(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f16(vmaxq_f16(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f16(vmaxq_f16(vacc0x2, vmin), vmax);
    vacc1x0 = vminq_f16(vmaxq_f16(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f16(vmaxq_f16(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f16(vmaxq_f16(vacc1x2, vmin), vmax);
    vacc2x0 = vminq_f16(vmaxq_f16(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f16(vmaxq_f16(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f16(vmaxq_f16(vacc2x2, vmin), vmax);
    vacc3x0 = vminq_f16(vmaxq_f16(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f16(vmaxq_f16(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f16(vmaxq_f16(vacc3x2, vmin), vmax);
    vacc4x0 = vminq_f16(vmaxq_f16(vacc4x0, vmin), vmax);
    vacc4x1 = vminq_f16(vmaxq_f16(vacc4x1, vmin), vmax);
    vacc4x2 = vminq_f16(vmaxq_f16(vacc4x2, vmin), vmax);
    vacc5x0 = vminq_f16(vmaxq_f16(vacc5x0, vmin), vmax);
    vacc5x1 = vminq_f16(vmaxq_f16(vacc5x1, vmin), vmax);
    vacc5x2 = vminq_f16(vmaxq_f16(vacc5x2, vmin), vmax);
    vacc6x0 = vminq_f16(vmaxq_f16(vacc6x0, vmin), vmax);
    vacc6x1 = vminq_f16(vmaxq_f16(vacc6x1, vmin), vmax);
    vacc6x2 = vminq_f16(vmaxq_f16(vacc6x2, vmin), vmax);
    vacc7x0 = vminq_f16(vmaxq_f16(vacc7x0, vmin), vmax);
    vacc7x1 = vminq_f16(vmaxq_f16(vacc7x1, vmin), vmax);
    vacc7x2 = vminq_f16(vmaxq_f16(vacc7x2, vmin), vmax);
    if (output_channels >= 8) {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f16(o0 + 0, vacc0x0);
      vst1q_f16(o0 + 8, vacc0x1);
      vst1q_f16(o0 + 16, vacc0x2);
      float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f16(o1 + 0, vacc1x0);
      vst1q_f16(o1 + 8, vacc1x1);
      vst1q_f16(o1 + 16, vacc1x2);
      float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f16(o2 + 0, vacc2x0);
      vst1q_f16(o2 + 8, vacc2x1);
      vst1q_f16(o2 + 16, vacc2x2);
      float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f16(o3 + 0, vacc3x0);
      vst1q_f16(o3 + 8, vacc3x1);
      vst1q_f16(o3 + 16, vacc3x2);
      float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
      vst1q_f16(o4 + 0, vacc4x0);
      vst1q_f16(o4 + 8, vacc4x1);
      vst1q_f16(o4 + 16, vacc4x2);
      float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
      vst1q_f16(o5 + 0, vacc5x0);
      vst1q_f16(o5 + 8, vacc5x1);
      vst1q_f16(o5 + 16, vacc5x2);
      float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
      vst1q_f16(o6 + 0, vacc6x0);
      vst1q_f16(o6 + 8, vacc6x1);
      vst1q_f16(o6 + 16, vacc6x2);
      float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
      vst1q_f16(o7 + 0, vacc7x0);
      vst1q_f16(o7 + 8, vacc7x1);
      vst1q_f16(o7 + 16, vacc7x2);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f16(o0 + 0, vacc0x0);
      vst1q_f16(o0 + 8, vacc0x1);
      vst1q_f16(o0 + 16, vacc0x2);
      if (output_channels > 1) {
        float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f16(o1 + 0, vacc1x0);
        vst1q_f16(o1 + 8, vacc1x1);
        vst1q_f16(o1 + 16, vacc1x2);
      }
      if (output_channels > 2) {
        float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f16(o2 + 0, vacc2x0);
        vst1q_f16(o2 + 8, vacc2x1);
        vst1q_f16(o2 + 16, vacc2x2);
      }
      if (output_channels > 3) {
        float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f16(o3 + 0, vacc3x0);
        vst1q_f16(o3 + 8, vacc3x1);
        vst1q_f16(o3 + 16, vacc3x2);
      }
      if (output_channels > 4) {
        float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
        vst1q_f16(o4 + 0, vacc4x0);
        vst1q_f16(o4 + 8, vacc4x1);
        vst1q_f16(o4 + 16, vacc4x2);
      }
      if (output_channels > 5) {
        float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
        vst1q_f16(o5 + 0, vacc5x0);
        vst1q_f16(o5 + 8, vacc5x1);
        vst1q_f16(o5 + 16, vacc5x2);
      }
      if (output_channels > 6) {
        float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
        vst1q_f16(o6 + 0, vacc6x0);
        vst1q_f16(o6 + 8, vacc6x1);
        vst1q_f16(o6 + 16, vacc6x2);
      }
      if (output_channels > 7) {
        float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
        vst1q_f16(o7 + 0, vacc7x0);
        vst1q_f16(o7 + 8, vacc7x1);
        vst1q_f16(o7 + 16, vacc7x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x24_partial(
    size_t output_channels, const float16_t* input, size_t input_stride, const uint16_t* w,
    const float16_t* bias, float16_t* output, const size_t* output_offsets,
    size_t tail, float16x8_t vmin, float16x8_t vmax)
{
  do {
    float16x8_t vacc0x0;
    float16x8_t vacc0x1;
    float16x8_t vacc0x2;
    float16x8_t vacc1x0;
    float16x8_t vacc1x1;
    float16x8_t vacc1x2;
    float16x8_t vacc2x0;
    float16x8_t vacc2x1;
    float16x8_t vacc2x2;
    float16x8_t vacc3x0;
    float16x8_t vacc3x1;
    float16x8_t vacc3x2;
    float16x8_t vacc4x0;
    float16x8_t vacc4x1;
    float16x8_t vacc4x2;
    float16x8_t vacc5x0;
    float16x8_t vacc5x1;
    float16x8_t vacc5x2;
    float16x8_t vacc6x0;
    float16x8_t vacc6x1;
    float16x8_t vacc6x2;
    float16x8_t vacc7x0;
    float16x8_t vacc7x1;
    float16x8_t vacc7x2;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f16(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = vld1q_dup_f16(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = vld1q_dup_f16(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = vld1q_dup_f16(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc4x0 = vld1q_dup_f16(bias + 4);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = vld1q_dup_f16(bias + 5);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = vld1q_dup_f16(bias + 6);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = vld1q_dup_f16(bias + 7);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float16_t* i0 = (const float16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f16(i0 + 0);
      vacc0x1 = vld1q_f16(i0 + 8);
      vacc0x2 = load_tail(i0 + 16, tail);
      const float16_t* i1 = output_channels > 1 ? (const float16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f16(i1 + 0);
      vacc1x1 = vld1q_f16(i1 + 8);
      vacc1x2 = load_tail(i1 + 16, tail);
      const float16_t* i2 = output_channels > 2 ? (const float16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f16(i2 + 0);
      vacc2x1 = vld1q_f16(i2 + 8);
      vacc2x2 = load_tail(i2 + 16, tail);
      const float16_t* i3 = output_channels > 3 ? (const float16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f16(i3 + 0);
      vacc3x1 = vld1q_f16(i3 + 8);
      vacc3x2 = load_tail(i3 + 16, tail);
      const float16_t* i4 = output_channels > 4 ? (const float16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = vld1q_f16(i4 + 0);
      vacc4x1 = vld1q_f16(i4 + 8);
      vacc4x2 = load_tail(i4 + 16, tail);
      const float16_t* i5 = output_channels > 5 ? (const float16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = vld1q_f16(i5 + 0);
      vacc5x1 = vld1q_f16(i5 + 8);
      vacc5x2 = load_tail(i5 + 16, tail);
      const float16_t* i6 = output_channels > 6 ? (const float16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = vld1q_f16(i6 + 0);
      vacc6x1 = vld1q_f16(i6 + 8);
      vacc6x2 = load_tail(i6 + 16, tail);
      const float16_t* i7 = output_channels > 7 ? (const float16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = vld1q_f16(i7 + 0);
      vacc7x1 = vld1q_f16(i7 + 8);
      vacc7x2 = load_tail(i7 + 16, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float16_t* vals = (const float16_t*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n0 >= 2; n0 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vaddq_f16(vacc0x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc0x1 = vaddq_f16(vacc0x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc0x2 = vaddq_f16(vacc0x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n0 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc0x0 = vfmaq_f16(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f16(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f16(vacc0x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n1 >= 2; n1 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vaddq_f16(vacc1x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc1x1 = vaddq_f16(vacc1x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc1x2 = vaddq_f16(vacc1x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n1 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc1x0 = vfmaq_f16(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f16(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f16(vacc1x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n2 >= 2; n2 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vaddq_f16(vacc2x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc2x1 = vaddq_f16(vacc2x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc2x2 = vaddq_f16(vacc2x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n2 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc2x0 = vfmaq_f16(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f16(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f16(vacc2x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n3 >= 2; n3 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vaddq_f16(vacc3x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc3x1 = vaddq_f16(vacc3x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc3x2 = vaddq_f16(vacc3x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n3 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc3x0 = vfmaq_f16(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f16(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f16(vacc3x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n4 >= 2; n4 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc4x0 = vaddq_f16(vacc4x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc4x1 = vaddq_f16(vacc4x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc4x2 = vaddq_f16(vacc4x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n4 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc4x0 = vfmaq_f16(vacc4x0, vx0, vw);
      vacc4x1 = vfmaq_f16(vacc4x1, vx1, vw);
      vacc4x2 = vfmaq_f16(vacc4x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n5 >= 2; n5 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vaddq_f16(vacc5x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc5x1 = vaddq_f16(vacc5x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc5x2 = vaddq_f16(vacc5x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n5 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc5x0 = vfmaq_f16(vacc5x0, vx0, vw);
      vacc5x1 = vfmaq_f16(vacc5x1, vx1, vw);
      vacc5x2 = vfmaq_f16(vacc5x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n6 >= 2; n6 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vaddq_f16(vacc6x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc6x1 = vaddq_f16(vacc6x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc6x2 = vaddq_f16(vacc6x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n6 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc6x0 = vfmaq_f16(vacc6x0, vx0, vw);
      vacc6x1 = vfmaq_f16(vacc6x1, vx1, vw);
      vacc6x2 = vfmaq_f16(vacc6x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // Few vectors per row: a chain of FMAs on them waits on the FMA latency, so each pair of
    // columns is summed apart first (one add per two columns on the chain).
    for (; n7 >= 2; n7 -= 2) {
      const float16_t* xa = (const float16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float16_t* xb = (const float16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const float16x4_t vw = vld1_f16(vals);
      vacc7x0 = vaddq_f16(vacc7x0, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 0), vw, 0), vld1q_f16(xb + 0), vw, 1));
      vacc7x1 = vaddq_f16(vacc7x1, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 8), vw, 0), vld1q_f16(xb + 8), vw, 1));
      vacc7x2 = vaddq_f16(vacc7x2, vfmaq_lane_f16(vmulq_lane_f16(vld1q_f16(xa + 16), vw, 0), vld1q_f16(xb + 16), vw, 1));
      vals += 2;
    }
    if (n7 != 0) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw = vld1q_dup_f16(vals);
      vacc7x0 = vfmaq_f16(vacc7x0, vx0, vw);
      vacc7x1 = vfmaq_f16(vacc7x1, vx1, vw);
      vacc7x2 = vfmaq_f16(vacc7x2, vx2, vw);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f16(vacc0x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f16(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f16(vacc1x2, vx2, vw, 0);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 1);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 1);
      vacc3x2 = vfmaq_lane_f16(vacc3x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc2x0 = vfmaq_lane_f16(vacc2x0, vx0, vw, 0);
      vacc2x1 = vfmaq_lane_f16(vacc2x1, vx1, vw, 0);
      vacc2x2 = vfmaq_lane_f16(vacc2x2, vx2, vw, 0);
      vacc4x0 = vfmaq_lane_f16(vacc4x0, vx0, vw, 1);
      vacc4x1 = vfmaq_lane_f16(vacc4x1, vx1, vw, 1);
      vacc4x2 = vfmaq_lane_f16(vacc4x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f16(vacc0x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f16(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f16(vacc1x2, vx2, vw, 0);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 1);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 1);
      vacc5x2 = vfmaq_lane_f16(vacc5x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc0x0 = vfmaq_lane_f16(vacc0x0, vx0, vw, 0);
      vacc0x1 = vfmaq_lane_f16(vacc0x1, vx1, vw, 0);
      vacc0x2 = vfmaq_lane_f16(vacc0x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f16(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc3x0 = vfmaq_lane_f16(vacc3x0, vx0, vw, 0);
      vacc3x1 = vfmaq_lane_f16(vacc3x1, vx1, vw, 0);
      vacc3x2 = vfmaq_lane_f16(vacc3x2, vx2, vw, 0);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 1);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 1);
      vacc6x2 = vfmaq_lane_f16(vacc6x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc1x0 = vfmaq_lane_f16(vacc1x0, vx0, vw, 0);
      vacc1x1 = vfmaq_lane_f16(vacc1x1, vx1, vw, 0);
      vacc1x2 = vfmaq_lane_f16(vacc1x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f16(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc5x0 = vfmaq_lane_f16(vacc5x0, vx0, vw, 0);
      vacc5x1 = vfmaq_lane_f16(vacc5x1, vx1, vw, 0);
      vacc5x2 = vfmaq_lane_f16(vacc5x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f16(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x4_t vw = vld1_f16(vals);
      vacc6x0 = vfmaq_lane_f16(vacc6x0, vx0, vw, 0);
      vacc6x1 = vfmaq_lane_f16(vacc6x1, vx1, vw, 0);
      vacc6x2 = vfmaq_lane_f16(vacc6x2, vx2, vw, 0);
      vacc7x0 = vfmaq_lane_f16(vacc7x0, vx0, vw, 1);
      vacc7x1 = vfmaq_lane_f16(vacc7x1, vx1, vw, 1);
      vacc7x2 = vfmaq_lane_f16(vacc7x2, vx2, vw, 1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f16(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f16(vacc0x2, vx2, vw0, 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f16(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f16(vacc1x2, vx2, vw0, 1);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 2);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 2);
      vacc4x2 = vfmaq_laneq_f16(vacc4x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 0);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 0);
      vacc2x2 = vfmaq_laneq_f16(vacc2x2, vx2, vw0, 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 1);
      vacc3x1 = vfmaq_laneq_f16(vacc3x1, vx1, vw0, 1);
      vacc3x2 = vfmaq_laneq_f16(vacc3x2, vx2, vw0, 1);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 2);
      vacc5x1 = vfmaq_laneq_f16(vacc5x1, vx1, vw0, 2);
      vacc5x2 = vfmaq_laneq_f16(vacc5x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc1x0 = vfmaq_laneq_f16(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f16(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f16(vacc1x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f16(vacc2x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f16(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f16(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 0);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 0);
      vacc4x2 = vfmaq_laneq_f16(vacc4x2, vx2, vw0, 0);
      vacc5x0 = vfmaq_laneq_f16(vacc5x0, vx0, vw0, 1);
      vacc5x1 = vfmaq_laneq_f16(vacc5x1, vx1, vw0, 1);
      vacc5x2 = vfmaq_laneq_f16(vacc5x2, vx2, vw0, 1);
      vacc6x0 = vfmaq_laneq_f16(vacc6x0, vx0, vw0, 2);
      vacc6x1 = vfmaq_laneq_f16(vacc6x1, vx1, vw0, 2);
      vacc6x2 = vfmaq_laneq_f16(vacc6x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc0x0 = vfmaq_laneq_f16(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f16(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f16(vacc0x2, vx2, vw0, 0);
      vacc2x0 = vfmaq_laneq_f16(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f16(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f16(vacc2x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f16(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f16(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const float16_t* x = (const float16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float16x8_t vx0 = vld1q_f16(x + 0);
      const float16x8_t vx1 = vld1q_f16(x + 8);
      const float16x8_t vx2 = vld1q_f16(x + 16);
      const float16x8_t vw0 = vld1q_f16(vals + 0);
      vacc3x0 = vfmaq_laneq_f16(vacc3x0, vx0, vw0, 0);
      vacc3x1 = vfmaq_laneq_f16(vacc3x1, vx1, vw0, 0);
      vacc3x2 = vfmaq_laneq_f16(vacc3x2, vx2, vw0, 0);
      vacc4x0 = vfmaq_laneq_f16(vacc4x0, vx0, vw0, 1);
      vacc4x1 = vfmaq_laneq_f16(vacc4x1, vx1, vw0, 1);
      vacc4x2 = vfmaq_laneq_f16(vacc4x2, vx2, vw0, 1);
      vacc7x0 = vfmaq_laneq_f16(vacc7x0, vx0, vw0, 2);
      vacc7x1 = vfmaq_laneq_f16(vacc7x1, vx1, vw0, 2);
      vacc7x2 = vfmaq_laneq_f16(vacc7x2, vx2, vw0, 2);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = vminq_f16(vmaxq_f16(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f16(vmaxq_f16(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f16(vmaxq_f16(vacc0x2, vmin), vmax);
    vacc1x0 = vminq_f16(vmaxq_f16(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f16(vmaxq_f16(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f16(vmaxq_f16(vacc1x2, vmin), vmax);
    vacc2x0 = vminq_f16(vmaxq_f16(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f16(vmaxq_f16(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f16(vmaxq_f16(vacc2x2, vmin), vmax);
    vacc3x0 = vminq_f16(vmaxq_f16(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f16(vmaxq_f16(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f16(vmaxq_f16(vacc3x2, vmin), vmax);
    vacc4x0 = vminq_f16(vmaxq_f16(vacc4x0, vmin), vmax);
    vacc4x1 = vminq_f16(vmaxq_f16(vacc4x1, vmin), vmax);
    vacc4x2 = vminq_f16(vmaxq_f16(vacc4x2, vmin), vmax);
    vacc5x0 = vminq_f16(vmaxq_f16(vacc5x0, vmin), vmax);
    vacc5x1 = vminq_f16(vmaxq_f16(vacc5x1, vmin), vmax);
    vacc5x2 = vminq_f16(vmaxq_f16(vacc5x2, vmin), vmax);
    vacc6x0 = vminq_f16(vmaxq_f16(vacc6x0, vmin), vmax);
    vacc6x1 = vminq_f16(vmaxq_f16(vacc6x1, vmin), vmax);
    vacc6x2 = vminq_f16(vmaxq_f16(vacc6x2, vmin), vmax);
    vacc7x0 = vminq_f16(vmaxq_f16(vacc7x0, vmin), vmax);
    vacc7x1 = vminq_f16(vmaxq_f16(vacc7x1, vmin), vmax);
    vacc7x2 = vminq_f16(vmaxq_f16(vacc7x2, vmin), vmax);
    if (output_channels >= 8) {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f16(o0 + 0, vacc0x0);
      vst1q_f16(o0 + 8, vacc0x1);
      store_tail(o0 + 16, vacc0x2, tail);
      float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f16(o1 + 0, vacc1x0);
      vst1q_f16(o1 + 8, vacc1x1);
      store_tail(o1 + 16, vacc1x2, tail);
      float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f16(o2 + 0, vacc2x0);
      vst1q_f16(o2 + 8, vacc2x1);
      store_tail(o2 + 16, vacc2x2, tail);
      float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f16(o3 + 0, vacc3x0);
      vst1q_f16(o3 + 8, vacc3x1);
      store_tail(o3 + 16, vacc3x2, tail);
      float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
      vst1q_f16(o4 + 0, vacc4x0);
      vst1q_f16(o4 + 8, vacc4x1);
      store_tail(o4 + 16, vacc4x2, tail);
      float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
      vst1q_f16(o5 + 0, vacc5x0);
      vst1q_f16(o5 + 8, vacc5x1);
      store_tail(o5 + 16, vacc5x2, tail);
      float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
      vst1q_f16(o6 + 0, vacc6x0);
      vst1q_f16(o6 + 8, vacc6x1);
      store_tail(o6 + 16, vacc6x2, tail);
      float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
      vst1q_f16(o7 + 0, vacc7x0);
      vst1q_f16(o7 + 8, vacc7x1);
      store_tail(o7 + 16, vacc7x2, tail);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float16_t* o0 = (float16_t*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f16(o0 + 0, vacc0x0);
      vst1q_f16(o0 + 8, vacc0x1);
      store_tail(o0 + 16, vacc0x2, tail);
      if (output_channels > 1) {
        float16_t* o1 = (float16_t*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f16(o1 + 0, vacc1x0);
        vst1q_f16(o1 + 8, vacc1x1);
        store_tail(o1 + 16, vacc1x2, tail);
      }
      if (output_channels > 2) {
        float16_t* o2 = (float16_t*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f16(o2 + 0, vacc2x0);
        vst1q_f16(o2 + 8, vacc2x1);
        store_tail(o2 + 16, vacc2x2, tail);
      }
      if (output_channels > 3) {
        float16_t* o3 = (float16_t*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f16(o3 + 0, vacc3x0);
        vst1q_f16(o3 + 8, vacc3x1);
        store_tail(o3 + 16, vacc3x2, tail);
      }
      if (output_channels > 4) {
        float16_t* o4 = (float16_t*) ((uintptr_t) output + output_offsets[4]);
        vst1q_f16(o4 + 0, vacc4x0);
        vst1q_f16(o4 + 8, vacc4x1);
        store_tail(o4 + 16, vacc4x2, tail);
      }
      if (output_channels > 5) {
        float16_t* o5 = (float16_t*) ((uintptr_t) output + output_offsets[5]);
        vst1q_f16(o5 + 0, vacc5x0);
        vst1q_f16(o5 + 8, vacc5x1);
        store_tail(o5 + 16, vacc5x2, tail);
      }
      if (output_channels > 6) {
        float16_t* o6 = (float16_t*) ((uintptr_t) output + output_offsets[6]);
        vst1q_f16(o6 + 0, vacc6x0);
        vst1q_f16(o6 + 8, vacc6x1);
        store_tail(o6 + 16, vacc6x2, tail);
      }
      if (output_channels > 7) {
        float16_t* o7 = (float16_t*) ((uintptr_t) output + output_offsets[7]);
        vst1q_f16(o7 + 0, vacc7x0);
        vst1q_f16(o7 + 8, vacc7x1);
        store_tail(o7 + 16, vacc7x2, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_8x24__neonfp16arith_ti8_jam90(
    size_t pixels, size_t output_channels,
    const void* input_ptr, size_t input_stride,
    const void* packed, const void* bias_ptr,
    void* output_ptr, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params)
{
  const float16x8_t vmin = vreinterpretq_f16_u16(vdupq_n_u16(params->min_f16));
  const float16x8_t vmax = vreinterpretq_f16_u16(vdupq_n_u16(params->max_f16));
  const uint16_t* w = (const uint16_t*) packed;
  const float16_t* input = (const float16_t*) input_ptr;
  const float16_t* bias = (const float16_t*) bias_ptr;
  float16_t* output = (float16_t*) output_ptr;
  for (; pixels >= 24; pixels -= 24) {
    panels_8x24(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 24;
    output += 24;
  }
  if (pixels != 0) {
    // Lanes of the last vector: 1..8.
    const size_t tail = ((pixels - 1) & 7) + 1;
    switch ((pixels + 7) >> 3) {
      case 1:
        panels_8x8_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 2:
        panels_8x16_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 3:
        panels_8x24_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
    }
  }
}
