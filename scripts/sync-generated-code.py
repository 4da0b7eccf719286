#!/usr/bin/env python3
"""Copies the generated EmployeeExternalizer.java into docs/generated-code.md's <details> block.

Run after a build (mvn -B -q package -DskipTests) whenever the processor's output changes;
examples' ReadmeTest fails until docs/generated-code.md shows the code the build really generates.
"""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
generated = root / "examples/target/generated-sources/annotations/dev/fastserial/examples/EmployeeExternalizer.java"
readme = root / "docs/generated-code.md"
text = readme.read_text(encoding="utf-8")
block = re.compile(r"(<details>.*?```java\n)(.*?)(```\n\n</details>)", re.S)
if not block.search(text):
    raise SystemExit("docs/generated-code.md has no <details> block with a java fence")
code = generated.read_text(encoding="utf-8")
readme.write_text(block.sub(lambda m: m.group(1) + code + m.group(3), text, count=1), encoding="utf-8")
print("docs/generated-code.md now shows", generated.relative_to(root))
