#!/usr/bin/env bash
# The README's Quick start, built as a newcomer builds it: nothing but what README.md shows.
#
#   scripts/newcomer-check.sh           (after a package build: annotations/ and processor/ target jars)
#
# In an empty directory outside the repository (so that none of its settings apply): a pom.xml that
# is the README's Maven snippet, byte for byte, with no parent and no plugin management, the
# Quick start's Employee and Main; `mvn compile` with the `mvn` on the PATH; then Main, whose output
# must be the README's "It prints" block, and a second, frozen build (the CI setting), which must
# pass with the lock file the first build wrote. Then the README's plain javac lines, run as they
# are in a directory holding the two jars and the same sources, printing the same.
#
# Against this build's jars, never ~/.m2's fastserial: they are installed (the install plugin, as
# the README's install step does) into a local repository of its own, which takes everything else
# (Maven's plugins, JUnit's BOM the parent POM imports) from ~/.m2, read as a file:// mirror. So no
# network, and nothing is written to ~/.m2, which other builds may be using.
#
# Every snippet is read from README.md (the first fenced block of its language after a marker line),
# never copied here. Environment: FASTSERIAL_ANNOTATIONS_JAR, FASTSERIAL_PROCESSOR_JAR (default:
# the jars in annotations/target and processor/target); KEEP=1 keeps the scratch directory.
# Exit status: 0 when both builds work as the README says, 1 otherwise (with what differed).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
readme="$root/README.md"
work=$(mktemp -d "${TMPDIR:-/tmp}/fastserial-newcomer.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
    echo "== scratch directory kept: $work"
else
    trap 'rm -rf "$work"' EXIT
fi

fail() { echo "newcomer check FAILED: $*" >&2; exit 1; }

# The first fenced block of language $2 after the first line of README.md that starts with $1.
block() {
    awk -v marker="$1" -v fence="\`\`\`$2" '
        !found && index($0, marker) == 1 { found = 1; next }
        found && !inside && $0 == fence { inside = 1; next }
        inside && $0 == "```" { done = 1; exit }
        inside { print }
        END { if (!done) exit 1 }' "$readme" || fail "README.md has no \`\`\`$2 block after a line starting with '$1'"
}

version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -1)
annotations_jar=${FASTSERIAL_ANNOTATIONS_JAR:-$root/annotations/target/fastserial-annotations-$version.jar}
processor_jar=${FASTSERIAL_PROCESSOR_JAR:-$root/processor/target/fastserial-processor-$version.jar}
processor_pom="$root/processor/dependency-reduced-pom.xml" # what `mvn install` installs for the shaded jar
for f in "$annotations_jar" "$processor_jar" "$processor_pom"; do
    [ -f "$f" ] || fail "no $f: build first (mvn -B -q package -DskipTests -pl annotations,processor -am)"
done

block '**Maven**' xml >"$work/pom.xml"
block '**A bean.**' java >"$work/Employee.java"
block '**Write and read it**' java >"$work/Main.java"
block 'It prints:' '' >"$work/expected.txt"
block '**Plain javac**' sh >"$work/javac.sh"
snippet_version=$(sed -n 's:.*<fastserial.version>\(.*\)</fastserial.version>.*:\1:p' "$work/pom.xml")
[ "$snippet_version" = "$version" ] || fail "README.md's Maven snippet uses fastserial $snippet_version, this build is $version"
grep -q -- "-$version.jar" "$work/javac.sh" || fail "README.md's javac lines do not name the $version jars"

# ---------------------------------------------------------------- the local repository
repo="$work/repository"
cat >"$work/settings.xml" <<EOF
<settings>
  <localRepository>$repo</localRepository>
  <mirrors>
    <mirror>
      <id>home-m2</id>
      <mirrorOf>*</mirrorOf>
      <url>file://$HOME/.m2/repository</url>
    </mirror>
  </mirrors>
</settings>
EOF
mvn_() { mvn -B -q -s "$work/settings.xml" "$@"; }
install_plugin=$(sed -n '/<artifactId>maven-install-plugin<\/artifactId>/{n;s:.*<version>\(.*\)</version>.*:\1:p;}' "$root/pom.xml")
install() { # install FILE POM [PACKAGING]
    (mkdir -p "$work/empty" && cd "$work/empty" && mvn_ "org.apache.maven.plugins:maven-install-plugin:$install_plugin:install-file" \
        -Dfile="$1" -DpomFile="$2" ${3:+-Dpackaging=$3}) >"$work/install.log" 2>&1 \
        || { cat "$work/install.log"; fail "installing $1 into $repo"; }
}
echo "== installing this build's fastserial $version into $repo"
install "$root/pom.xml" "$root/pom.xml" pom
install "$annotations_jar" "$root/annotations/pom.xml"
install "$processor_jar" "$processor_pom"
cmp -s "$processor_jar" "$repo/dev/fastserial/fastserial-processor/$version/fastserial-processor-$version.jar" \
    || fail "the processor jar in $repo is not this build's"

check_output() { # check_output WHAT ACTUAL_FILE
    if ! diff -u "$work/expected.txt" "$2" >"$work/diff.txt"; then
        cat "$work/diff.txt"
        fail "$1: Main's output is not README.md's 'It prints' block"
    fi
}

# ---------------------------------------------------------------- Maven
project="$work/maven"
mkdir -p "$project/src/main/java/com/acme"
cp "$work/pom.xml" "$project/pom.xml"
cp "$work/Employee.java" "$work/Main.java" "$project/src/main/java/com/acme/"
echo "== Maven ($(mvn -v 2>/dev/null | head -1 | sed 's/\x1b\[[0-9;]*m//g')): mvn compile in $project"
(cd "$project" && mvn_ compile) || fail "mvn compile of the README's project"
[ -f "$project/target/generated-sources/annotations/com/acme/EmployeeExternalizer.java" ] \
    || fail "no EmployeeExternalizer.java generated"
[ -f "$project/fastserial.lock" ] || fail "the first build wrote no fastserial.lock"
java -cp "$project/target/classes:$repo/dev/fastserial/fastserial-annotations/$version/fastserial-annotations-$version.jar" \
    com.acme.Main >"$work/maven-output.txt" || fail "Main (Maven build) failed"
check_output "Maven" "$work/maven-output.txt"
if grep -rqs "home-m2" "$repo/dev/fastserial"; then # taken from ~/.m2 instead of this build's
    fail "fastserial artifacts were read from ~/.m2: $(grep -rls home-m2 "$repo/dev/fastserial")"
fi
(cd "$project" && mvn_ compile -Dfastserial.lock.frozen=true) || fail "a frozen build after the first one"

# ---------------------------------------------------------------- plain javac
plain="$work/javac"
mkdir -p "$plain/src/com/acme"
cp "$annotations_jar" "$plain/fastserial-annotations-$version.jar"
cp "$processor_jar" "$plain/fastserial-processor-$version.jar"
cp "$work/Employee.java" "$work/Main.java" "$plain/src/com/acme/"
echo "== plain javac ($(javac -version 2>&1)): the README's lines in $plain"
(cd "$plain" && bash -euo pipefail "$work/javac.sh") >"$work/javac-output.txt" || fail "the README's javac lines"
check_output "javac" "$work/javac-output.txt"
[ -f "$plain/generated/com/acme/EmployeeExternalizer.java" ] || fail "javac -s: no generated/com/acme/EmployeeExternalizer.java"
[ -z "$(find "$plain/classes" -name '*.java')" ] || fail "generated sources landed beside the class files"
[ -f "$plain/fastserial.lock" ] || fail "javac wrote no fastserial.lock"

echo "== newcomer check passed: README.md's Maven project and javac lines build and print what it says"
