#!/usr/bin/env bash
# Two variants of one benchmark on one model, measured in pairs: ROUNDS rounds (default 10), each
# one fork of A and one of B, back to back (B first every other round, so that neither always runs
# first), so that the machine's drift weighs on both alike; then
# each round's ratio of the two, their geometric mean and a 95% bootstrap interval (report/Paired).
# For ratios near 1.0, which separate runs on a shared machine cannot tell apart:
#
#   benchmarks/paired.sh ModernValues VALUES_BEAN FASTSERIAL_DIRECT FORY
#   ROUNDS=20 benchmarks/paired.sh 'PerMessage.roundTrip' MESSAGE FASTSERIAL_DIRECT FORY
#
# Needs the built jar (mvn -B -q package -pl benchmarks -am -DskipTests); extra JMH options in
# JMH_OPTS (e.g. JMH_OPTS='-bm avgt'). Forks' JSON go to benchmarks/results/paired/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 4 ]; then
    echo "usage: benchmarks/paired.sh BENCHMARK MODEL A B" >&2
    exit 2
fi
benchmark=$1 model=$2 a=$3 b=$4
ROUNDS=${ROUNDS:-10}
JAR=benchmarks/target/benchmarks.jar
JAVA=java
if [ -n "${JAVA_HOME:-}" ]; then
    JAVA="$JAVA_HOME/bin/java"
fi
dir=benchmarks/results/paired/$model-$a-$b
rm -rf "$dir"
mkdir -p "$dir"
echo "== $ROUNDS rounds of $benchmark, model $model: $a, then $b (load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
for round in $(seq 1 "$ROUNDS"); do
    order="$a $b"
    if [ $((round % 2)) -eq 0 ]; then
        order="$b $a"
    fi
    for variant in $order; do
        # shellcheck disable=SC2086
        "$JAVA" -jar "$JAR" "$benchmark" -p model="$model" -p variant="$variant" -f 1 ${JMH_OPTS:-} \
            -rf json -rff "$dir/$round-$variant.json" > "$dir/$round-$variant.log" 2>&1 \
            || { echo "round $round, $variant failed: see $dir/$round-$variant.log" >&2; exit 1; }
    done
done
echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
"$JAVA" -cp "$JAR" dev.fastserial.benchmarks.report.Paired "$dir" "$a" "$b"
