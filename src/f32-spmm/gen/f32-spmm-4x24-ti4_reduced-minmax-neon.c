// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-neon.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - The C tile is 4 rows x 6 q vectors (24 pixels): 24 accumulators + 6 input vectors
//   + the weights of one column <= 32 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 6 input vectors. Patterns of three or more rows load their weights as
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

static inline void panels_4x4_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc1x0;
    float32x4_t vacc2x0;
    float32x4_t vacc3x0;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc3x0 = vld1q_dup_f32(bias + 3);
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      store_tail(o0 + 0, vacc0x0, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      store_tail(o1 + 0, vacc1x0, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      store_tail(o2 + 0, vacc2x0, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      store_tail(o3 + 0, vacc3x0, tail);
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x8_partial(
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
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 3);
      vals += 4;
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
    if (output_channels >= 4) {
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x12_partial(
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
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
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
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
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
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
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
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
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
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
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
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 3);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 3);
      vals += 4;
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
    if (output_channels >= 4) {
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x16_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc0x2;
    float32x4_t vacc0x3;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc1x2;
    float32x4_t vacc1x3;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc2x2;
    float32x4_t vacc2x3;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc3x2;
    float32x4_t vacc3x3;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = vld1q_f32(i0 + 4);
      vacc0x2 = vld1q_f32(i0 + 8);
      vacc0x3 = load_tail(i0 + 12, tail);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = vld1q_f32(i1 + 4);
      vacc1x2 = vld1q_f32(i1 + 8);
      vacc1x3 = load_tail(i1 + 12, tail);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = vld1q_f32(i2 + 4);
      vacc2x2 = vld1q_f32(i2 + 8);
      vacc2x3 = load_tail(i2 + 12, tail);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = vld1q_f32(i3 + 4);
      vacc3x2 = vld1q_f32(i3 + 8);
      vacc3x3 = load_tail(i3 + 12, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f32(vacc0x2, vx2, vw);
      vacc0x3 = vfmaq_f32(vacc0x3, vx3, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f32(vacc1x2, vx2, vw);
      vacc1x3 = vfmaq_f32(vacc1x3, vx3, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f32(vacc2x2, vx2, vw);
      vacc2x3 = vfmaq_f32(vacc2x3, vx3, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f32(vacc3x2, vx2, vw);
      vacc3x3 = vfmaq_f32(vacc3x3, vx3, vw);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 0);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 3);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 3);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 3);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f32(vmaxq_f32(vacc0x2, vmin), vmax);
    vacc0x3 = vminq_f32(vmaxq_f32(vacc0x3, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f32(vmaxq_f32(vacc1x2, vmin), vmax);
    vacc1x3 = vminq_f32(vmaxq_f32(vacc1x3, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f32(vmaxq_f32(vacc2x2, vmin), vmax);
    vacc2x3 = vminq_f32(vmaxq_f32(vacc2x3, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f32(vmaxq_f32(vacc3x2, vmin), vmax);
    vacc3x3 = vminq_f32(vmaxq_f32(vacc3x3, vmin), vmax);
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      store_tail(o0 + 12, vacc0x3, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      vst1q_f32(o1 + 4, vacc1x1);
      vst1q_f32(o1 + 8, vacc1x2);
      store_tail(o1 + 12, vacc1x3, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      vst1q_f32(o2 + 4, vacc2x1);
      vst1q_f32(o2 + 8, vacc2x2);
      store_tail(o2 + 12, vacc2x3, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      vst1q_f32(o3 + 4, vacc3x1);
      vst1q_f32(o3 + 8, vacc3x2);
      store_tail(o3 + 12, vacc3x3, tail);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      store_tail(o0 + 12, vacc0x3, tail);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        vst1q_f32(o1 + 4, vacc1x1);
        vst1q_f32(o1 + 8, vacc1x2);
        store_tail(o1 + 12, vacc1x3, tail);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        vst1q_f32(o2 + 4, vacc2x1);
        vst1q_f32(o2 + 8, vacc2x2);
        store_tail(o2 + 12, vacc2x3, tail);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        vst1q_f32(o3 + 4, vacc3x1);
        vst1q_f32(o3 + 8, vacc3x2);
        store_tail(o3 + 12, vacc3x3, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x20_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc0x2;
    float32x4_t vacc0x3;
    float32x4_t vacc0x4;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc1x2;
    float32x4_t vacc1x3;
    float32x4_t vacc1x4;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc2x2;
    float32x4_t vacc2x3;
    float32x4_t vacc2x4;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc3x2;
    float32x4_t vacc3x3;
    float32x4_t vacc3x4;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = vld1q_f32(i0 + 4);
      vacc0x2 = vld1q_f32(i0 + 8);
      vacc0x3 = vld1q_f32(i0 + 12);
      vacc0x4 = load_tail(i0 + 16, tail);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = vld1q_f32(i1 + 4);
      vacc1x2 = vld1q_f32(i1 + 8);
      vacc1x3 = vld1q_f32(i1 + 12);
      vacc1x4 = load_tail(i1 + 16, tail);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = vld1q_f32(i2 + 4);
      vacc2x2 = vld1q_f32(i2 + 8);
      vacc2x3 = vld1q_f32(i2 + 12);
      vacc2x4 = load_tail(i2 + 16, tail);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = vld1q_f32(i3 + 4);
      vacc3x2 = vld1q_f32(i3 + 8);
      vacc3x3 = vld1q_f32(i3 + 12);
      vacc3x4 = load_tail(i3 + 16, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f32(vacc0x2, vx2, vw);
      vacc0x3 = vfmaq_f32(vacc0x3, vx3, vw);
      vacc0x4 = vfmaq_f32(vacc0x4, vx4, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f32(vacc1x2, vx2, vw);
      vacc1x3 = vfmaq_f32(vacc1x3, vx3, vw);
      vacc1x4 = vfmaq_f32(vacc1x4, vx4, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f32(vacc2x2, vx2, vw);
      vacc2x3 = vfmaq_f32(vacc2x3, vx3, vw);
      vacc2x4 = vfmaq_f32(vacc2x4, vx4, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f32(vacc3x2, vx2, vw);
      vacc3x3 = vfmaq_f32(vacc3x3, vx3, vw);
      vacc3x4 = vfmaq_f32(vacc3x4, vx4, vw);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 0);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 0);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 3);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 3);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 3);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 3);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f32(vmaxq_f32(vacc0x2, vmin), vmax);
    vacc0x3 = vminq_f32(vmaxq_f32(vacc0x3, vmin), vmax);
    vacc0x4 = vminq_f32(vmaxq_f32(vacc0x4, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f32(vmaxq_f32(vacc1x2, vmin), vmax);
    vacc1x3 = vminq_f32(vmaxq_f32(vacc1x3, vmin), vmax);
    vacc1x4 = vminq_f32(vmaxq_f32(vacc1x4, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f32(vmaxq_f32(vacc2x2, vmin), vmax);
    vacc2x3 = vminq_f32(vmaxq_f32(vacc2x3, vmin), vmax);
    vacc2x4 = vminq_f32(vmaxq_f32(vacc2x4, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f32(vmaxq_f32(vacc3x2, vmin), vmax);
    vacc3x3 = vminq_f32(vmaxq_f32(vacc3x3, vmin), vmax);
    vacc3x4 = vminq_f32(vmaxq_f32(vacc3x4, vmin), vmax);
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      vst1q_f32(o0 + 12, vacc0x3);
      store_tail(o0 + 16, vacc0x4, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      vst1q_f32(o1 + 4, vacc1x1);
      vst1q_f32(o1 + 8, vacc1x2);
      vst1q_f32(o1 + 12, vacc1x3);
      store_tail(o1 + 16, vacc1x4, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      vst1q_f32(o2 + 4, vacc2x1);
      vst1q_f32(o2 + 8, vacc2x2);
      vst1q_f32(o2 + 12, vacc2x3);
      store_tail(o2 + 16, vacc2x4, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      vst1q_f32(o3 + 4, vacc3x1);
      vst1q_f32(o3 + 8, vacc3x2);
      vst1q_f32(o3 + 12, vacc3x3);
      store_tail(o3 + 16, vacc3x4, tail);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      vst1q_f32(o0 + 12, vacc0x3);
      store_tail(o0 + 16, vacc0x4, tail);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        vst1q_f32(o1 + 4, vacc1x1);
        vst1q_f32(o1 + 8, vacc1x2);
        vst1q_f32(o1 + 12, vacc1x3);
        store_tail(o1 + 16, vacc1x4, tail);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        vst1q_f32(o2 + 4, vacc2x1);
        vst1q_f32(o2 + 8, vacc2x2);
        vst1q_f32(o2 + 12, vacc2x3);
        store_tail(o2 + 16, vacc2x4, tail);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        vst1q_f32(o3 + 4, vacc3x1);
        vst1q_f32(o3 + 8, vacc3x2);
        vst1q_f32(o3 + 12, vacc3x3);
        store_tail(o3 + 16, vacc3x4, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x24(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc0x2;
    float32x4_t vacc0x3;
    float32x4_t vacc0x4;
    float32x4_t vacc0x5;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc1x2;
    float32x4_t vacc1x3;
    float32x4_t vacc1x4;
    float32x4_t vacc1x5;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc2x2;
    float32x4_t vacc2x3;
    float32x4_t vacc2x4;
    float32x4_t vacc2x5;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc3x2;
    float32x4_t vacc3x3;
    float32x4_t vacc3x4;
    float32x4_t vacc3x5;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc0x5 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc1x5 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc2x5 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      vacc3x5 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = vld1q_f32(i0 + 4);
      vacc0x2 = vld1q_f32(i0 + 8);
      vacc0x3 = vld1q_f32(i0 + 12);
      vacc0x4 = vld1q_f32(i0 + 16);
      vacc0x5 = vld1q_f32(i0 + 20);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = vld1q_f32(i1 + 4);
      vacc1x2 = vld1q_f32(i1 + 8);
      vacc1x3 = vld1q_f32(i1 + 12);
      vacc1x4 = vld1q_f32(i1 + 16);
      vacc1x5 = vld1q_f32(i1 + 20);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = vld1q_f32(i2 + 4);
      vacc2x2 = vld1q_f32(i2 + 8);
      vacc2x3 = vld1q_f32(i2 + 12);
      vacc2x4 = vld1q_f32(i2 + 16);
      vacc2x5 = vld1q_f32(i2 + 20);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = vld1q_f32(i3 + 4);
      vacc3x2 = vld1q_f32(i3 + 8);
      vacc3x3 = vld1q_f32(i3 + 12);
      vacc3x4 = vld1q_f32(i3 + 16);
      vacc3x5 = vld1q_f32(i3 + 20);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f32(vacc0x2, vx2, vw);
      vacc0x3 = vfmaq_f32(vacc0x3, vx3, vw);
      vacc0x4 = vfmaq_f32(vacc0x4, vx4, vw);
      vacc0x5 = vfmaq_f32(vacc0x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f32(vacc1x2, vx2, vw);
      vacc1x3 = vfmaq_f32(vacc1x3, vx3, vw);
      vacc1x4 = vfmaq_f32(vacc1x4, vx4, vw);
      vacc1x5 = vfmaq_f32(vacc1x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f32(vacc2x2, vx2, vw);
      vacc2x3 = vfmaq_f32(vacc2x3, vx3, vw);
      vacc2x4 = vfmaq_f32(vacc2x4, vx4, vw);
      vacc2x5 = vfmaq_f32(vacc2x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f32(vacc3x2, vx2, vw);
      vacc3x3 = vfmaq_f32(vacc3x3, vx3, vw);
      vacc3x4 = vfmaq_f32(vacc3x4, vx4, vw);
      vacc3x5 = vfmaq_f32(vacc3x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 2);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 1);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 0);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 0);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 0);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 1);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 2);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 3);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 3);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 3);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 3);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 3);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f32(vmaxq_f32(vacc0x2, vmin), vmax);
    vacc0x3 = vminq_f32(vmaxq_f32(vacc0x3, vmin), vmax);
    vacc0x4 = vminq_f32(vmaxq_f32(vacc0x4, vmin), vmax);
    vacc0x5 = vminq_f32(vmaxq_f32(vacc0x5, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f32(vmaxq_f32(vacc1x2, vmin), vmax);
    vacc1x3 = vminq_f32(vmaxq_f32(vacc1x3, vmin), vmax);
    vacc1x4 = vminq_f32(vmaxq_f32(vacc1x4, vmin), vmax);
    vacc1x5 = vminq_f32(vmaxq_f32(vacc1x5, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f32(vmaxq_f32(vacc2x2, vmin), vmax);
    vacc2x3 = vminq_f32(vmaxq_f32(vacc2x3, vmin), vmax);
    vacc2x4 = vminq_f32(vmaxq_f32(vacc2x4, vmin), vmax);
    vacc2x5 = vminq_f32(vmaxq_f32(vacc2x5, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f32(vmaxq_f32(vacc3x2, vmin), vmax);
    vacc3x3 = vminq_f32(vmaxq_f32(vacc3x3, vmin), vmax);
    vacc3x4 = vminq_f32(vmaxq_f32(vacc3x4, vmin), vmax);
    vacc3x5 = vminq_f32(vmaxq_f32(vacc3x5, vmin), vmax);
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      vst1q_f32(o0 + 12, vacc0x3);
      vst1q_f32(o0 + 16, vacc0x4);
      vst1q_f32(o0 + 20, vacc0x5);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      vst1q_f32(o1 + 4, vacc1x1);
      vst1q_f32(o1 + 8, vacc1x2);
      vst1q_f32(o1 + 12, vacc1x3);
      vst1q_f32(o1 + 16, vacc1x4);
      vst1q_f32(o1 + 20, vacc1x5);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      vst1q_f32(o2 + 4, vacc2x1);
      vst1q_f32(o2 + 8, vacc2x2);
      vst1q_f32(o2 + 12, vacc2x3);
      vst1q_f32(o2 + 16, vacc2x4);
      vst1q_f32(o2 + 20, vacc2x5);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      vst1q_f32(o3 + 4, vacc3x1);
      vst1q_f32(o3 + 8, vacc3x2);
      vst1q_f32(o3 + 12, vacc3x3);
      vst1q_f32(o3 + 16, vacc3x4);
      vst1q_f32(o3 + 20, vacc3x5);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      vst1q_f32(o0 + 12, vacc0x3);
      vst1q_f32(o0 + 16, vacc0x4);
      vst1q_f32(o0 + 20, vacc0x5);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        vst1q_f32(o1 + 4, vacc1x1);
        vst1q_f32(o1 + 8, vacc1x2);
        vst1q_f32(o1 + 12, vacc1x3);
        vst1q_f32(o1 + 16, vacc1x4);
        vst1q_f32(o1 + 20, vacc1x5);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        vst1q_f32(o2 + 4, vacc2x1);
        vst1q_f32(o2 + 8, vacc2x2);
        vst1q_f32(o2 + 12, vacc2x3);
        vst1q_f32(o2 + 16, vacc2x4);
        vst1q_f32(o2 + 20, vacc2x5);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        vst1q_f32(o3 + 4, vacc3x1);
        vst1q_f32(o3 + 8, vacc3x2);
        vst1q_f32(o3 + 12, vacc3x3);
        vst1q_f32(o3 + 16, vacc3x4);
        vst1q_f32(o3 + 20, vacc3x5);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x24_partial(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    size_t tail, float32x4_t vmin, float32x4_t vmax)
{
  do {
    float32x4_t vacc0x0;
    float32x4_t vacc0x1;
    float32x4_t vacc0x2;
    float32x4_t vacc0x3;
    float32x4_t vacc0x4;
    float32x4_t vacc0x5;
    float32x4_t vacc1x0;
    float32x4_t vacc1x1;
    float32x4_t vacc1x2;
    float32x4_t vacc1x3;
    float32x4_t vacc1x4;
    float32x4_t vacc1x5;
    float32x4_t vacc2x0;
    float32x4_t vacc2x1;
    float32x4_t vacc2x2;
    float32x4_t vacc2x3;
    float32x4_t vacc2x4;
    float32x4_t vacc2x5;
    float32x4_t vacc3x0;
    float32x4_t vacc3x1;
    float32x4_t vacc3x2;
    float32x4_t vacc3x3;
    float32x4_t vacc3x4;
    float32x4_t vacc3x5;
    if (bias != NULL) {
      vacc0x0 = vld1q_dup_f32(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc0x5 = vacc0x0;
      vacc1x0 = vld1q_dup_f32(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc1x5 = vacc1x0;
      vacc2x0 = vld1q_dup_f32(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc2x5 = vacc2x0;
      vacc3x0 = vld1q_dup_f32(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      vacc3x5 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = vld1q_f32(i0 + 0);
      vacc0x1 = vld1q_f32(i0 + 4);
      vacc0x2 = vld1q_f32(i0 + 8);
      vacc0x3 = vld1q_f32(i0 + 12);
      vacc0x4 = vld1q_f32(i0 + 16);
      vacc0x5 = load_tail(i0 + 20, tail);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = vld1q_f32(i1 + 0);
      vacc1x1 = vld1q_f32(i1 + 4);
      vacc1x2 = vld1q_f32(i1 + 8);
      vacc1x3 = vld1q_f32(i1 + 12);
      vacc1x4 = vld1q_f32(i1 + 16);
      vacc1x5 = load_tail(i1 + 20, tail);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = vld1q_f32(i2 + 0);
      vacc2x1 = vld1q_f32(i2 + 4);
      vacc2x2 = vld1q_f32(i2 + 8);
      vacc2x3 = vld1q_f32(i2 + 12);
      vacc2x4 = vld1q_f32(i2 + 16);
      vacc2x5 = load_tail(i2 + 20, tail);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = vld1q_f32(i3 + 0);
      vacc3x1 = vld1q_f32(i3 + 4);
      vacc3x2 = vld1q_f32(i3 + 8);
      vacc3x3 = vld1q_f32(i3 + 12);
      vacc3x4 = vld1q_f32(i3 + 16);
      vacc3x5 = load_tail(i3 + 20, tail);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc0x0 = vfmaq_f32(vacc0x0, vx0, vw);
      vacc0x1 = vfmaq_f32(vacc0x1, vx1, vw);
      vacc0x2 = vfmaq_f32(vacc0x2, vx2, vw);
      vacc0x3 = vfmaq_f32(vacc0x3, vx3, vw);
      vacc0x4 = vfmaq_f32(vacc0x4, vx4, vw);
      vacc0x5 = vfmaq_f32(vacc0x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc1x0 = vfmaq_f32(vacc1x0, vx0, vw);
      vacc1x1 = vfmaq_f32(vacc1x1, vx1, vw);
      vacc1x2 = vfmaq_f32(vacc1x2, vx2, vw);
      vacc1x3 = vfmaq_f32(vacc1x3, vx3, vw);
      vacc1x4 = vfmaq_f32(vacc1x4, vx4, vw);
      vacc1x5 = vfmaq_f32(vacc1x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc2x0 = vfmaq_f32(vacc2x0, vx0, vw);
      vacc2x1 = vfmaq_f32(vacc2x1, vx1, vw);
      vacc2x2 = vfmaq_f32(vacc2x2, vx2, vw);
      vacc2x3 = vfmaq_f32(vacc2x3, vx3, vw);
      vacc2x4 = vfmaq_f32(vacc2x4, vx4, vw);
      vacc2x5 = vfmaq_f32(vacc2x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw = vld1q_dup_f32(vals);
      vacc3x0 = vfmaq_f32(vacc3x0, vx0, vw);
      vacc3x1 = vfmaq_f32(vacc3x1, vx1, vw);
      vacc3x2 = vfmaq_f32(vacc3x2, vx2, vw);
      vacc3x3 = vfmaq_f32(vacc3x3, vx3, vw);
      vacc3x4 = vfmaq_f32(vacc3x4, vx4, vw);
      vacc3x5 = vfmaq_f32(vacc3x5, vx5, vw);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 2);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 1);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 0);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 0);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 0);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 0);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 0);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 0);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 1);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 1);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 1);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 1);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 1);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 1);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 2);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 2);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 2);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 2);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 2);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float32x4_t vx0 = vld1q_f32(x + 0);
      const float32x4_t vx1 = vld1q_f32(x + 4);
      const float32x4_t vx2 = vld1q_f32(x + 8);
      const float32x4_t vx3 = vld1q_f32(x + 12);
      const float32x4_t vx4 = vld1q_f32(x + 16);
      const float32x4_t vx5 = vld1q_f32(x + 20);
      const float32x4_t vw0 = vld1q_f32(vals + 0);
      vacc0x0 = vfmaq_laneq_f32(vacc0x0, vx0, vw0, 0);
      vacc0x1 = vfmaq_laneq_f32(vacc0x1, vx1, vw0, 0);
      vacc0x2 = vfmaq_laneq_f32(vacc0x2, vx2, vw0, 0);
      vacc0x3 = vfmaq_laneq_f32(vacc0x3, vx3, vw0, 0);
      vacc0x4 = vfmaq_laneq_f32(vacc0x4, vx4, vw0, 0);
      vacc0x5 = vfmaq_laneq_f32(vacc0x5, vx5, vw0, 0);
      vacc1x0 = vfmaq_laneq_f32(vacc1x0, vx0, vw0, 1);
      vacc1x1 = vfmaq_laneq_f32(vacc1x1, vx1, vw0, 1);
      vacc1x2 = vfmaq_laneq_f32(vacc1x2, vx2, vw0, 1);
      vacc1x3 = vfmaq_laneq_f32(vacc1x3, vx3, vw0, 1);
      vacc1x4 = vfmaq_laneq_f32(vacc1x4, vx4, vw0, 1);
      vacc1x5 = vfmaq_laneq_f32(vacc1x5, vx5, vw0, 1);
      vacc2x0 = vfmaq_laneq_f32(vacc2x0, vx0, vw0, 2);
      vacc2x1 = vfmaq_laneq_f32(vacc2x1, vx1, vw0, 2);
      vacc2x2 = vfmaq_laneq_f32(vacc2x2, vx2, vw0, 2);
      vacc2x3 = vfmaq_laneq_f32(vacc2x3, vx3, vw0, 2);
      vacc2x4 = vfmaq_laneq_f32(vacc2x4, vx4, vw0, 2);
      vacc2x5 = vfmaq_laneq_f32(vacc2x5, vx5, vw0, 2);
      vacc3x0 = vfmaq_laneq_f32(vacc3x0, vx0, vw0, 3);
      vacc3x1 = vfmaq_laneq_f32(vacc3x1, vx1, vw0, 3);
      vacc3x2 = vfmaq_laneq_f32(vacc3x2, vx2, vw0, 3);
      vacc3x3 = vfmaq_laneq_f32(vacc3x3, vx3, vw0, 3);
      vacc3x4 = vfmaq_laneq_f32(vacc3x4, vx4, vw0, 3);
      vacc3x5 = vfmaq_laneq_f32(vacc3x5, vx5, vw0, 3);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = vminq_f32(vmaxq_f32(vacc0x0, vmin), vmax);
    vacc0x1 = vminq_f32(vmaxq_f32(vacc0x1, vmin), vmax);
    vacc0x2 = vminq_f32(vmaxq_f32(vacc0x2, vmin), vmax);
    vacc0x3 = vminq_f32(vmaxq_f32(vacc0x3, vmin), vmax);
    vacc0x4 = vminq_f32(vmaxq_f32(vacc0x4, vmin), vmax);
    vacc0x5 = vminq_f32(vmaxq_f32(vacc0x5, vmin), vmax);
    vacc1x0 = vminq_f32(vmaxq_f32(vacc1x0, vmin), vmax);
    vacc1x1 = vminq_f32(vmaxq_f32(vacc1x1, vmin), vmax);
    vacc1x2 = vminq_f32(vmaxq_f32(vacc1x2, vmin), vmax);
    vacc1x3 = vminq_f32(vmaxq_f32(vacc1x3, vmin), vmax);
    vacc1x4 = vminq_f32(vmaxq_f32(vacc1x4, vmin), vmax);
    vacc1x5 = vminq_f32(vmaxq_f32(vacc1x5, vmin), vmax);
    vacc2x0 = vminq_f32(vmaxq_f32(vacc2x0, vmin), vmax);
    vacc2x1 = vminq_f32(vmaxq_f32(vacc2x1, vmin), vmax);
    vacc2x2 = vminq_f32(vmaxq_f32(vacc2x2, vmin), vmax);
    vacc2x3 = vminq_f32(vmaxq_f32(vacc2x3, vmin), vmax);
    vacc2x4 = vminq_f32(vmaxq_f32(vacc2x4, vmin), vmax);
    vacc2x5 = vminq_f32(vmaxq_f32(vacc2x5, vmin), vmax);
    vacc3x0 = vminq_f32(vmaxq_f32(vacc3x0, vmin), vmax);
    vacc3x1 = vminq_f32(vmaxq_f32(vacc3x1, vmin), vmax);
    vacc3x2 = vminq_f32(vmaxq_f32(vacc3x2, vmin), vmax);
    vacc3x3 = vminq_f32(vmaxq_f32(vacc3x3, vmin), vmax);
    vacc3x4 = vminq_f32(vmaxq_f32(vacc3x4, vmin), vmax);
    vacc3x5 = vminq_f32(vmaxq_f32(vacc3x5, vmin), vmax);
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      vst1q_f32(o0 + 12, vacc0x3);
      vst1q_f32(o0 + 16, vacc0x4);
      store_tail(o0 + 20, vacc0x5, tail);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      vst1q_f32(o1 + 0, vacc1x0);
      vst1q_f32(o1 + 4, vacc1x1);
      vst1q_f32(o1 + 8, vacc1x2);
      vst1q_f32(o1 + 12, vacc1x3);
      vst1q_f32(o1 + 16, vacc1x4);
      store_tail(o1 + 20, vacc1x5, tail);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      vst1q_f32(o2 + 0, vacc2x0);
      vst1q_f32(o2 + 4, vacc2x1);
      vst1q_f32(o2 + 8, vacc2x2);
      vst1q_f32(o2 + 12, vacc2x3);
      vst1q_f32(o2 + 16, vacc2x4);
      store_tail(o2 + 20, vacc2x5, tail);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      vst1q_f32(o3 + 0, vacc3x0);
      vst1q_f32(o3 + 4, vacc3x1);
      vst1q_f32(o3 + 8, vacc3x2);
      vst1q_f32(o3 + 12, vacc3x3);
      vst1q_f32(o3 + 16, vacc3x4);
      store_tail(o3 + 20, vacc3x5, tail);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      vst1q_f32(o0 + 0, vacc0x0);
      vst1q_f32(o0 + 4, vacc0x1);
      vst1q_f32(o0 + 8, vacc0x2);
      vst1q_f32(o0 + 12, vacc0x3);
      vst1q_f32(o0 + 16, vacc0x4);
      store_tail(o0 + 20, vacc0x5, tail);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        vst1q_f32(o1 + 0, vacc1x0);
        vst1q_f32(o1 + 4, vacc1x1);
        vst1q_f32(o1 + 8, vacc1x2);
        vst1q_f32(o1 + 12, vacc1x3);
        vst1q_f32(o1 + 16, vacc1x4);
        store_tail(o1 + 20, vacc1x5, tail);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        vst1q_f32(o2 + 0, vacc2x0);
        vst1q_f32(o2 + 4, vacc2x1);
        vst1q_f32(o2 + 8, vacc2x2);
        vst1q_f32(o2 + 12, vacc2x3);
        vst1q_f32(o2 + 16, vacc2x4);
        store_tail(o2 + 20, vacc2x5, tail);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        vst1q_f32(o3 + 0, vacc3x0);
        vst1q_f32(o3 + 4, vacc3x1);
        vst1q_f32(o3 + 8, vacc3x2);
        vst1q_f32(o3 + 12, vacc3x3);
        vst1q_f32(o3 + 16, vacc3x4);
        store_tail(o3 + 20, vacc3x5, tail);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f32_spmm_minmax_ukernel_4x24__neon_ti4_reduced(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const float32x4_t vmin = vdupq_n_f32(params->min);
  const float32x4_t vmax = vdupq_n_f32(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 24; pixels -= 24) {
    panels_4x24(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 24;
    output += 24;
  }
  if (pixels != 0) {
    // Lanes of the last vector: 1..4.
    const size_t tail = ((pixels - 1) & 3) + 1;
    switch ((pixels + 3) >> 2) {
      case 1:
        panels_4x4_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 2:
        panels_4x8_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 3:
        panels_4x12_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 4:
        panels_4x16_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 5:
        panels_4x20_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
      case 6:
        panels_4x24_partial(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vmin, vmax);
        break;
    }
  }
}

