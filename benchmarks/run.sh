#!/usr/bin/env bash
# The full benchmark suite, in one command, from a clean checkout:
#
#   benchmarks/run.sh                 # ~35 minutes on a 2-CPU machine (38 on a busy one)
#   benchmarks/run.sh 'PerMessage'    # extra arguments go to JMH (here: a subset, by regex)
#
# 1. builds the reactor modules the benchmarks need (annotations, processor, examples, benchmarks),
# 2. runs every benchmark with JMH (-prof gc, JSON output to benchmarks/results/jmh-result.json),
# 3. writes benchmarks/RESULTS.md and benchmarks/results/chart.png from that JSON.
#
# Uses $JAVA_HOME/bin/java when JAVA_HOME is set, else java on the PATH. JMH settings can be
# overridden with the environment variables below (e.g. FORKS=2 benchmarks/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

FORKS=${FORKS:-1}
WARMUP_ITERATIONS=${WARMUP_ITERATIONS:-11}
WARMUP_TIME=${WARMUP_TIME:-500ms}
ITERATIONS=${ITERATIONS:-3}
ITERATION_TIME=${ITERATION_TIME:-500ms}

JAVA=java
if [ -n "${JAVA_HOME:-}" ]; then
    JAVA="$JAVA_HOME/bin/java"
fi
RESULTS=benchmarks/results
JSON=$RESULTS/jmh-result.json
mkdir -p "$RESULTS"
start=$(date +%s)

echo "== building (mvn -B -q package -pl benchmarks -am -DskipTests)"
mvn -B -q package -pl benchmarks -am -DskipTests

load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
cpus=$(nproc 2>/dev/null || echo 1)
if awk -v l="${load_before%% *}" -v c="$cpus" 'BEGIN { exit !(l > c / 2) }' 2>/dev/null; then
    echo "== WARNING: load average $load_before on $cpus CPUs: other work will slow the JIT and blur the"
    echo "   results (RESULTS.md records the load). A quiet machine gives steadier numbers."
fi
echo "== running the suite on $("$JAVA" -version 2>&1 | head -1) (load average $load_before)"
# jmh.ignoreLock: a concurrent JMH smoke (mvn verify -Dfastserial.jmh=true) must not abort a 25-minute run.
"$JAVA" -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar \
    -f "$FORKS" -wi "$WARMUP_ITERATIONS" -w "$WARMUP_TIME" -i "$ITERATIONS" -r "$ITERATION_TIME" \
    -prof gc -rf json -rff "$JSON" "$@" | tee benchmarks/target/jmh-output.txt
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')

echo "== writing benchmarks/RESULTS.md and $RESULTS/chart.png"
command="benchmarks/run.sh"
if [ $# -gt 0 ]; then
    command="$command $*"
fi
"$JAVA" -cp benchmarks/target/benchmarks.jar dev.fastserial.benchmarks.report.Report \
    "$JSON" benchmarks/RESULTS.md "$RESULTS/chart.png" \
    "elapsed=$(( $(date +%s) - start ))" "loadBefore=$load_before" "loadAfter=$load_after" \
    "date=$(date -u '+%Y-%m-%d %H:%M UTC')" "command=$command" "json=$JSON"
