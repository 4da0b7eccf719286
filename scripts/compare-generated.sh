#!/usr/bin/env bash
# Does this tree's processor generate the same sources as another commit's? For changes meant to
# leave the output alone (speed, refactoring): "same bytes" checked on ~900 beans, each compiled with and without a lock, not asserted.
#
#   scripts/compare-generated.sh <git ref>
#
# Builds the processor here and at the ref (from `git archive`, in a temporary directory), writes
# GeneratedCorpus (PerfBeans' 500 beans and a 300-field bean, 400 RandomBeans with their twins),
# compiles each set with both processors (javac on JAVA_HOME or the PATH), without a lock file and
# with one (-Afastserial.lock), and diffs the generated sources and the lock files. Exit status 0
# when every file is the same. Maven options: MAVEN_OPTS_EXTRA.
set -euo pipefail
cd "$(dirname "$0")/.."
REF="${1:?usage: scripts/compare-generated.sh <git ref>}"

# shellcheck source=lib/processor-builds.sh
. scripts/lib/processor-builds.sh
tools_and_work_dir
build_here
build_ref "$REF" "$WORK/ref"
ANNOTATIONS="$(pwd)/annotations/target/classes"

"$JAVA" -cp "$TEST_CP" dev.fastserial.processor.GeneratedCorpus "$WORK/corpus"

status=0
for set in perf wide random; do
    find "$WORK/corpus/$set" -name '*.java' > "$WORK/$set.sources"
    for lock in without with; do # without a lock (a fingerprint) and with one the build writes
        for side in here ref; do
            if [ "$side" = here ]; then classes="$(pwd)/processor/target/classes"; else classes="$WORK/ref/processor/target/classes"; fi
            out="$WORK/out/$side/$set-$lock"
            mkdir -p "$out" "$WORK/classes/$side/$set-$lock"
            options=()
            if [ "$lock" = with ]; then options=("-Afastserial.lock=$out/fastserial.lock"); fi
            "$JAVAC" -nowarn -encoding UTF-8 -cp "$ANNOTATIONS" -processorpath "$classes:$JAVAPOET" "${options[@]}" \
                -s "$out" -d "$WORK/classes/$side/$set-$lock" "@$WORK/$set.sources"
        done
        count="$(find "$WORK/out/here/$set-$lock" -name '*.java' | wc -l)"
        if diff -r "$WORK/out/ref/$set-$lock" "$WORK/out/here/$set-$lock" > "$WORK/$set.diff"; then
            echo "$set, $lock a lock: $count generated files$([ "$lock" = with ] && echo ' and the lock file'), the same as at $REF"
        else
            echo "$set, $lock a lock: $count generated files, DIFFERENT from $REF:"
            head -40 "$WORK/$set.diff"
            status=1
        fi
    done
done
exit $status
