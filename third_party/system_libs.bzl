"""Link flags for the Debian system libraries, per target CPU.

x86_64 links against the host's multiarch directory. The aarch64 entry is the hook for a later
cross build: point it at a Debian arm64 sysroot unpacked under third_party/ (the same
lib*-dev packages, arm64 architecture) and give the cross toolchain --sysroot; the targets
@xnnpack//:xnnpack, @com_google_googletest//:gtest, ... then need no change.
"""

LIBDIRS = {
    "x86_64": "/usr/lib/x86_64-linux-gnu",
    # Not populated yet (no cross toolchain). Relative to the execution root.
    "aarch64": "third_party/sysroot-aarch64/usr/lib/aarch64-linux-gnu",
}

def system_linkopts(libs, extra = []):
    """linkopts for `libs` ("-lNAME" or "-l:libNAME.a" style arguments) on the target CPU."""
    return select({
        "@//third_party:cpu_aarch64": [
            "-L" + LIBDIRS["aarch64"],
            "-Wl,-rpath-link," + LIBDIRS["aarch64"],
        ],
        "//conditions:default": ["-L" + LIBDIRS["x86_64"]],
    }) + libs + extra
