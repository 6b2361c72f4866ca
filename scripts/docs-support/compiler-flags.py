#!/usr/bin/env python3
"""Prints, one per line, the C-module flags SwiftPM gave the compiler for one Swift target.

Usage: compiler-flags.py BUILD_MANIFEST TARGET

BUILD_MANIFEST is SwiftPM's llbuild manifest (.build/debug.yaml); each module's compile command is in it with
its exact arguments. swift-symbolgraph-extract must load the module with the same module maps (-Xcc
-fmodule-map-file=...) and header paths (-I...), or importing the module fails on its C dependencies; reading them
here, rather than restating every pkg-config package, keeps scripts/docs in step with Package.swift.
"""
import json
import re
import sys

manifest, target = sys.argv[1], sys.argv[2]
text = open(manifest, encoding="utf-8").read()
command = re.search(r'^  "C\.%s-[^"]*-debug\.module":$' % re.escape(target), text, re.MULTILINE)
if command is None:
    sys.exit("compiler-flags.py: no debug compile command for %s in %s" % (target, manifest))
line_start = text.index("args:", command.end()) + len("args:")
arguments = json.loads(text[line_start:text.index("\n", line_start)])

flags = []
index = 0
while index < len(arguments):
    argument = arguments[index]
    if argument == "-Xcc":
        flags += arguments[index:index + 2]
        index += 2
        continue
    if argument.startswith("-I") and argument != "-I":
        flags.append(argument)
    index += 1
print("\n".join(flags))
