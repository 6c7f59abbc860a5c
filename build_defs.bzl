"""Build macros for sprt.

Microkernel sources carry their ISA in the file name, XNNPACK style:
`src/f32-spmm/gen/f32-spmm-4x96-ti4_reduced-minmax-avx512f.c` is compiled with the avx512f flags,
`...-avx2.c` with the avx2 flags, `...-neon.c` and `...-neonfp16arith.c` only for aarch64, and every other `.c` file
(`*-scalar.c` included) with no ISA flags at all. Each ISA group becomes its own internal
cc_library with its own copts; the library picks the kernel at run time (cpuinfo), so nothing
here may assume the build machine's ISA (no -march=native).
"""

# ISA token (last dash-separated token of the file name) -> extra copts.
# F16C (half <-> float conversions) comes with every AVX2 CPU; only the f16 kernels use it, and the
# library runs those only where cpuinfo reports it.
_AVX512F_COPTS = [
    "-mavx512f",
    "-mavx512vl",
    "-mavx512dq",
    "-mavx512bw",
    "-mavx2",
    "-mfma",
    "-mf16c",
]

X86_ISA_COPTS = {
    "avx2": ["-mavx2", "-mfma", "-mf16c"],
    "avx512f": _AVX512F_COPTS,
    "avx512fp16": _AVX512F_COPTS + ["-mavx512fp16"],
}

# Compiled only when the target CPU is aarch64 (NEON is baseline there: no flags; FP16 arithmetic
# is ARMv8.2-A's optional extension, run only where cpuinfo reports it).
ARM64_ISA_COPTS = {
    "neon": [],
    "neonfp16arith": ["-march=armv8.2-a+fp16"],
}

_X86_64 = "@platforms//cpu:x86_64"
_AARCH64 = "@platforms//cpu:aarch64"

def _isa_glob(src_dir, isa):
    return native.glob(["%s/**/*-%s.c" % (src_dir, isa)], allow_empty = True)

def sprt_isa_sources(
        name,
        src_dir,
        private_hdrs,
        copts,
        deps = [],
        visibility = ["//visibility:private"]):
    """Defines one cc_library per ISA group under `src_dir`.

    Args:
      name: prefix of the generated targets (`<name>_avx2`, `<name>_avx512f`, `<name>_neon`, ...).
      src_dir: directory that is globbed recursively for `*-<isa>.c` files.
      private_hdrs: headers the kernels may include (declared as srcs, not propagated).
      copts: common copts; the ISA flags are appended.
      deps: deps of every group (e.g. a header-only target with the public API).
      visibility: visibility of the generated targets.

    Returns:
      A struct with `libs` (labels to add to deps of the main library) and `generic_srcs`
      (the `.c` files under `src_dir` that belong to no ISA group).
    """
    libs = []
    isa_patterns = []
    groups = [(isa, flags, _X86_64) for isa, flags in X86_ISA_COPTS.items()] + \
             [(isa, flags, _AARCH64) for isa, flags in ARM64_ISA_COPTS.items()]
    for isa, isa_copts, cpu in groups:
        isa_patterns.append("%s/**/*-%s.c" % (src_dir, isa))
        lib = "%s_%s" % (name, isa)
        native.cc_library(
            name = lib,
            # Files of an ISA the target CPU cannot run are not compiled at all; an empty group
            # is an empty (valid) library.
            srcs = select({
                cpu: _isa_glob(src_dir, isa),
                "//conditions:default": [],
            }) + private_hdrs,
            copts = copts + select({
                cpu: isa_copts,
                "//conditions:default": [],
            }),
            deps = deps,
            alwayslink = True,
            linkstatic = True,
            visibility = visibility,
        )
        libs.append(":" + lib)

    generic_srcs = native.glob(
        ["%s/**/*.c" % src_dir],
        exclude = isa_patterns,
        allow_empty = True,
    )
    return struct(libs = libs, generic_srcs = generic_srcs)
