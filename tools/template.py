"""Minimal code template expander and what the generators share: the output step, a kernel family's
files and X-macro list (UkernelFamily) and the command line (Python 3 standard library only).

Template syntax:
  - A line whose first non-blank character is `$` (and not `${`) is a Python statement: `$for`,
    `$if`, `$elif`, `$else`, plain assignments. Blocks opened by a statement ending in `:` are closed
    by a `$end` line, so the C text keeps its own indentation.
  - Any other line is emitted; `${expr}` inside it is replaced by str(expr).
  - `$$` starts a template comment line that is not emitted.
"""

import argparse
import os
import re

_SUBST = re.compile(r"\$\{(.*?)\}")


def _emit_code(line):
  parts = []
  pos = 0
  for m in _SUBST.finditer(line):
    parts.append(repr(line[pos:m.start()]))
    parts.append("str(%s)" % m.group(1))
    pos = m.end()
  parts.append(repr(line[pos:]))
  return "_out.append(%s)" % " + ".join(parts)


def compile_template(text, name="<template>"):
  code = []
  depth = 0
  for lineno, line in enumerate(text.splitlines(), 1):
    stripped = line.strip()
    if stripped.startswith("$$"):
      continue
    if stripped.startswith("$") and not stripped.startswith("${"):
      stmt = stripped[1:].strip()
      if stmt == "end":
        depth -= 1
        if depth < 0:
          raise SyntaxError("%s:%d: unmatched $end" % (name, lineno))
        continue
      if stmt.startswith(("elif ", "else:", "elif(")):
        code.append("  " * (depth - 1) + stmt)
        continue
      code.append("  " * depth + stmt)
      if stmt.endswith(":"):
        depth += 1
    else:
      code.append("  " * depth + _emit_code(line))
  if depth != 0:
    raise SyntaxError("%s: %d unclosed block(s)" % (name, depth))
  return compile("\n".join(code) + "\n", name, "exec")


def expand(text, variables, name="<template>"):
  program = compile_template(text, name)
  out = []
  scope = dict(variables)
  scope["_out"] = out
  exec(program, scope)
  return "\n".join(out) + "\n"


def write_or_check(files, out_dir, check, command, owned_prefix=None):
  """Writes {file name: text} into out_dir; with `check`, writes nothing and returns 1 when a file
  differs or is missing. Files in out_dir starting with owned_prefix that the generator no longer
  emits are removed (or, with `check`, reported)."""
  stale = []
  for name, text in sorted(files.items()):
    path = os.path.join(out_dir, name)
    if check:
      if not os.path.exists(path) or open(path).read() != text:
        stale.append(name)
    else:
      os.makedirs(out_dir, exist_ok=True)
      with open(path, "w") as f:
        f.write(text)
  if owned_prefix is not None and os.path.isdir(out_dir):
    for name in sorted(os.listdir(out_dir)):
      if name.startswith(owned_prefix) and name not in files:
        if check:
          stale.append(name)
        else:
          os.remove(os.path.join(out_dir, name))
  for name in stale:
    print("stale generated file: %s (run %s)" % (os.path.join(out_dir, name), command))
  return 1 if stale else 0


# Kernels of these ISAs exist only in builds for their architecture: the kernel lists guard them.
ARCH_GUARDS = {
    "avx512f": "SPRT_ARCH_X86_64",
    "avx2": "SPRT_ARCH_X86_64",
    "avx512fp16": "SPRT_ARCH_X86_64",
    "neon": "SPRT_ARCH_ARM64",
    "neonfp16arith": "SPRT_ARCH_ARM64",
}


def generated_header(command, template_path):
  return ("// Auto-generated file. Do not edit!\n"
          "//   Template: %s\n"
          "//   Generator: %s\n" % (template_path, command))


class UkernelFamily:
  """A microkernel family's generated files: one kernel file per add() from the ISA's template
  (template_pattern % isa, relative to root; HEADER is set for it), and the X-macro list naming every
  kernel, architecture-guarded, returned by files(list_name). `macro` documents the list's lines."""

  def __init__(self, root, command, template_pattern, macro):
    self._root = root
    self._command = command
    self._pattern = template_pattern
    self._templates = {}
    self._files = {}
    self._list = [generated_header(command, "(kernel list)").rstrip("\n"), "//", "// " + macro, ""]

  def add(self, isa, file_name, variables, list_line):
    tpath = self._pattern % isa
    if tpath not in self._templates:
      with open(os.path.join(self._root, tpath)) as f:
        self._templates[tpath] = f.read()
    scope = dict(variables, HEADER=generated_header(self._command, tpath).rstrip("\n"))
    self._files[file_name] = expand(self._templates[tpath], scope, name=tpath)
    guard = ARCH_GUARDS.get(isa)
    self._list += ["#if %s" % guard, list_line, "#endif"] if guard else [list_line]

  def files(self, list_name):
    files = dict(self._files)
    files[list_name] = "\n".join(self._list) + "\n"
    return files


def generator_main(description, generate, out_dir, command, owned_prefix):
  """The generators' command line: write `generate()`'s files into out_dir, or --check them."""
  parser = argparse.ArgumentParser(description=description)
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  parser.add_argument("--out-dir", default=out_dir)
  args = parser.parse_args()
  return write_or_check(generate(), args.out_dir, args.check, command, owned_prefix=owned_prefix)
