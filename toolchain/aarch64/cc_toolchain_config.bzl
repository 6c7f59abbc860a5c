"""C/C++ toolchain for Debian's aarch64-linux-gnu cross compiler (gcc-aarch64-linux-gnu,
g++-aarch64-linux-gnu), used by `--config=aarch64` (.bazelrc).

The cross compiler brings its own libc and libstdc++ (/usr/aarch64-linux-gnu); the arm64
XNNPACK, pthreadpool, cpuinfo, googletest and Google Benchmark come from the sysroot that
scripts/aarch64-sysroot.sh unpacks under third_party/sysroot-aarch64 (third_party/system_libs.bzl
adds its library directory to the link).
"""

load("@bazel_tools//tools/build_defs/cc:action_names.bzl", "ACTION_NAMES")
load(
    "@bazel_tools//tools/cpp:cc_toolchain_config_lib.bzl",
    "feature",
    "flag_group",
    "flag_set",
    "tool_path",
    "with_feature_set",
)

_COMPILE_ACTIONS = [
    ACTION_NAMES.assemble,
    ACTION_NAMES.preprocess_assemble,
    ACTION_NAMES.c_compile,
    ACTION_NAMES.cpp_compile,
    ACTION_NAMES.cpp_header_parsing,
    ACTION_NAMES.cpp_module_compile,
    ACTION_NAMES.linkstamp_compile,
]

_LINK_ACTIONS = [
    ACTION_NAMES.cpp_link_executable,
    ACTION_NAMES.cpp_link_dynamic_library,
    ACTION_NAMES.cpp_link_nodeps_dynamic_library,
]

def _impl(ctx):
    prefix = "/usr/bin/aarch64-linux-gnu-"
    tool_paths = [
        tool_path(name = "gcc", path = prefix + "gcc"),
        tool_path(name = "g++", path = prefix + "g++"),
        tool_path(name = "cpp", path = prefix + "cpp"),
        tool_path(name = "ld", path = prefix + "ld"),
        tool_path(name = "ar", path = prefix + "ar"),
        tool_path(name = "nm", path = prefix + "nm"),
        tool_path(name = "objcopy", path = prefix + "objcopy"),
        tool_path(name = "objdump", path = prefix + "objdump"),
        tool_path(name = "strip", path = prefix + "strip"),
        tool_path(name = "gcov", path = prefix + "gcov"),
        tool_path(name = "dwp", path = prefix + "dwp"),
    ]
    features = [
        feature(name = "supports_pic", enabled = True),
        feature(name = "supports_dynamic_linker", enabled = True),
        feature(name = "opt"),
        feature(name = "dbg"),
        feature(
            name = "default_compile_flags",
            enabled = True,
            flag_sets = [
                flag_set(
                    actions = _COMPILE_ACTIONS,
                    flag_groups = [flag_group(flags = [
                        "-Wall",
                        # GCC notes that std::pair passing changed in GCC 10: nothing to act on.
                        "-Wno-psabi",
                        "-fno-omit-frame-pointer",
                        # Reproducible outputs: no absolute paths or dates in objects.
                        "-no-canonical-prefixes",
                        "-Wno-builtin-macro-redefined",
                        "-D__DATE__=\"redacted\"",
                        "-D__TIMESTAMP__=\"redacted\"",
                        "-D__TIME__=\"redacted\"",
                    ])],
                ),
                flag_set(
                    actions = _COMPILE_ACTIONS,
                    flag_groups = [flag_group(flags = ["-g0", "-O2", "-DNDEBUG", "-ffunction-sections", "-fdata-sections"])],
                    with_features = [with_feature_set(features = ["opt"])],
                ),
                flag_set(
                    actions = _COMPILE_ACTIONS,
                    flag_groups = [flag_group(flags = ["-g"])],
                    with_features = [with_feature_set(features = ["dbg"])],
                ),
            ],
        ),
        feature(
            name = "default_link_flags",
            enabled = True,
            flag_sets = [
                flag_set(
                    actions = _LINK_ACTIONS,
                    flag_groups = [flag_group(flags = ["-lstdc++", "-lm", "-no-canonical-prefixes"])],
                ),
                flag_set(
                    actions = _LINK_ACTIONS,
                    flag_groups = [flag_group(flags = ["-Wl,--gc-sections"])],
                    with_features = [with_feature_set(features = ["opt"])],
                ),
            ],
        ),
    ]
    return cc_common.create_cc_toolchain_config_info(
        ctx = ctx,
        features = features,
        cxx_builtin_include_directories = [
            "/usr/aarch64-linux-gnu/include",
            "/usr/lib/gcc-cross/aarch64-linux-gnu/12/include",
            "/usr/lib/gcc-cross/aarch64-linux-gnu/12/include-fixed",
            # Arch-independent headers of the Debian -dev packages (xnnpack.h, gtest, ...):
            # the cross compiler searches /usr/include after its own directories.
            "/usr/include",
        ],
        toolchain_identifier = "aarch64-linux-gnu-gcc",
        host_system_name = "x86_64-unknown-linux-gnu",
        target_system_name = "aarch64-unknown-linux-gnu",
        target_cpu = "aarch64",
        target_libc = "glibc",
        compiler = "gcc",
        abi_version = "aarch64",
        abi_libc_version = "glibc",
        tool_paths = tool_paths,
    )

aarch64_cc_toolchain_config = rule(
    implementation = _impl,
    attrs = {},
    provides = [CcToolchainConfigInfo],
)
