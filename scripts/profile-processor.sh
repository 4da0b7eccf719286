#!/usr/bin/env bash
# Where fastserial's compile time goes, inside javac, as a table (processor/PROFILE.md explains it).
#
#   scripts/profile-processor.sh [beans (500)] [runs (3; even with a baseline)] [baseline git ref]
#
# Builds the processor and its tests, then runs dev.fastserial.processor.ProcessorProfile on the
# JDK in JAVA_HOME (or on the PATH): CompileTimeTest's beans compiled in-process with and without
# the processor, javac's phases timed by a TaskListener (CPU time of the compiling thread) and the
# processor rounds split by JFR stack samples. The .jfr recordings stay in processor/target/profile.
# With a baseline ref (e.g. main, or a commit), that ref's processor is built from `git archive`
# in a temporary directory and compiled in the same runs, interleaved, for a before/after table
# measured under the same load. The baseline `copier` is javac's floor instead: a processor that
# only writes the same files through the Filer (GeneratedSourceCopier), so the difference column
# is fastserial's own cost, javac's phases included.
# Pass Maven options in MAVEN_OPTS_EXTRA, e.g. MAVEN_OPTS_EXTRA=-Dmaven.repo.local=/path/to/m2.
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# shellcheck source=lib/processor-builds.sh
. scripts/lib/processor-builds.sh
build_here

BASELINE=""
if [ "${3:-}" = copier ]; then
    BASELINE=copier
elif [ -n "${3:-}" ]; then
    BASE_DIR="$(mktemp -d)"
    trap 'rm -rf "$BASE_DIR"' EXIT
    build_ref "$3" "$BASE_DIR"
    BASELINE="$BASE_DIR/processor/target/classes:$JAVAPOET"
    echo "baseline: $3 ($(git rev-parse --short "$3"))"
fi

echo "uptime: $(uptime)"
# Deep stacks: javac's attribution recurses far below the processor's frames.
"$JAVA" -Xmx2g -XX:FlightRecorderOptions:stackdepth=1024 -cp "$TEST_CP" \
    dev.fastserial.processor.ProcessorProfile "${1:-500}" "${2:-3}" processor/target/profile "$BASELINE"
