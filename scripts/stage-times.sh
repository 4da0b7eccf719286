#!/usr/bin/env bash
# fastserial's own stages, this tree against another commit, as a build pays them: javac on the
# command line (a JVM of its own per compilation, the processor loaded afresh), the two
# processors taking turns, each stage's CPU time (processor/PROFILE.md, "Stop 20").
#
#   scripts/stage-times.sh <git ref> [beans: 1, 20 or 500 (20)] [runs (5)]
#
# Both processors are built from `git archive` (this tree's committed HEAD and the ref) with
# timers added to a copy of FastSerialProcessor (scripts/lib/stage-timing.py); the beans are
# CompileTimeTest's PerfBeans (GeneratedCorpus): the first 1 or 20 of them with the enum they use,
# or all 500. Prints each run and the means: start (init: the writer, Wire.java, the renderer),
# read/, write/, rendering, javac's Filer, their sum without the Filer (fastserial's own), and the
# compilation's wall time. Commit first: uncommitted changes are not measured. JDK: JAVA_HOME or
# the PATH. Maven options: MAVEN_OPTS_EXTRA.
set -euo pipefail
cd "$(dirname "$0")/.."
REF="${1:?usage: scripts/stage-times.sh <git ref> [beans] [runs]}"
BEANS="${2:-20}"
RUNS="${3:-5}"

# shellcheck source=lib/processor-builds.sh
. scripts/lib/processor-builds.sh
tools_and_work_dir
build_here # the corpus generator and JavaPoet's jar
for side in HEAD "$REF"; do
    dir="$WORK/build-$(echo "$side" | tr -c 'A-Za-z0-9\n' '_')"
    mkdir -p "$dir"
    git archive "$side" | tar -x -C "$dir"
    python3 scripts/lib/stage-timing.py "$dir/processor/src/main/java/dev/fastserial/processor/FastSerialProcessor.java"
    # shellcheck disable=SC2086
    (cd "$dir" && mvn -B -q ${MAVEN_OPTS_EXTRA:-} -pl processor -am compile)
done
ANNOTATIONS="$(pwd)/annotations/target/classes"

"$JAVA" -cp "$TEST_CP" dev.fastserial.processor.GeneratedCorpus "$WORK/corpus"
PERF="$WORK/corpus/perf/perf"
if [ "$BEANS" = 500 ]; then
    find "$PERF" -name '*.java' > "$WORK/sources"
else
    { echo "$PERF/Color.java"; for ((i = 0; i < BEANS; i++)); do echo "$PERF/p0/Bean$i.java"; done; } > "$WORK/sources"
fi

echo "uptime: $(uptime)"
for ((run = 1; run <= RUNS; run++)); do
    for side in HEAD "$REF"; do
        dir="$WORK/build-$(echo "$side" | tr -c 'A-Za-z0-9\n' '_')"
        rm -rf "$WORK/out" && mkdir -p "$WORK/out/classes" "$WORK/out/sources"
        start=$(date +%s%N)
        stages=$("$JAVAC" -proc:only -nowarn -encoding UTF-8 -cp "$ANNOTATIONS" \
            -processorpath "$dir/processor/target/classes:$JAVAPOET" \
            -d "$WORK/out/classes" -s "$WORK/out/sources" "@$WORK/sources" 2>&1 | grep '^STAGES')
        wall=$(( ($(date +%s%N) - start) / 1000000 ))
        echo "$side $stages wall $wall"
    done
done | tee "$WORK/runs" | sed 's/^/  /'

echo "means over $RUNS runs, $BEANS beans (ms):"
awk '{ n[$1]++; for (i = 4; i <= NF; i += 2) sum[$1 " " $(i - 1)] += $i }
     END { for (s in n) {
         own = (sum[s " start"] + sum[s " read"] + sum[s " write"] + sum[s " render"]) / n[s]
         printf "  %-12s start %4.0f  read %4.0f  write %4.0f  render %4.0f  filer %4.0f  own %4.0f  wall %5.0f\n", s,
             sum[s " start"] / n[s], sum[s " read"] / n[s], sum[s " write"] / n[s], sum[s " render"] / n[s],
             sum[s " filer"] / n[s], own, sum[s " wall"] / n[s] } }' "$WORK/runs"
