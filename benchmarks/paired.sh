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
# A change against the code before it: the same variant from two jars (a copy of the jar built
# before the change, then the new one), each side named by its label:
#
#   A_JAR=/tmp/before.jar A_LABEL=before B_LABEL=after \
#       benchmarks/paired.sh 'PerMessage.roundTrip' MEDIA_CONTENT FASTSERIAL_DIRECT FASTSERIAL_DIRECT
#
# On a machine shared with other work, QUIET_LOAD=1.5 waits before each round until the 1-minute
# load average is under 1.5 and no other JVM runs (checked every 20 s), so that no round starts
# in the middle of someone's build.
#
# Needs the built jar (mvn -B -q package -pl benchmarks -am -DskipTests); extra JMH options in
# JMH_OPTS (e.g. JMH_OPTS='-bm avgt'; with -prof gc the report shows allocation too). Forks' JSON go
# to benchmarks/results/paired/, with run.properties (the command, the load average before and
# after, the date), from which `Report ... section=paired` writes RESULTS.md's paired section.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 4 ]; then
    echo "usage: [A_JAR=... B_JAR=... A_LABEL=... B_LABEL=...] benchmarks/paired.sh BENCHMARK MODEL A B" >&2
    exit 2
fi
benchmark=$1 model=$2 a=$3 b=$4
ROUNDS=${ROUNDS:-10}
JAR=benchmarks/target/benchmarks.jar
A_JAR=${A_JAR:-$JAR} B_JAR=${B_JAR:-$JAR}
A_LABEL=${A_LABEL:-$a} B_LABEL=${B_LABEL:-$b}
if [ "$A_LABEL" = "$B_LABEL" ]; then
    echo "A and B are both $A_LABEL: name them with A_LABEL and B_LABEL" >&2
    exit 2
fi
JAVA=java
if [ -n "${JAVA_HOME:-}" ]; then
    JAVA="$JAVA_HOME/bin/java"
fi
param=variant
case $benchmark in GridMap*) param=format ;; esac # the Hazelcast benchmark's formats
dir=benchmarks/results/paired/${benchmark//[^A-Za-z0-9]/_}-$model-$A_LABEL-$B_LABEL
rm -rf "$dir"
mkdir -p "$dir"
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
command="benchmarks/paired.sh '$benchmark' $model $a $b"
for v in A_JAR B_JAR A_LABEL B_LABEL ROUNDS JMH_OPTS; do
    case $v in
        A_JAR|B_JAR) [ "${!v}" = "$JAR" ] || command="$v=${!v} $command" ;;
        A_LABEL) [ "$A_LABEL" = "$a" ] || command="$v=$A_LABEL $command" ;;
        B_LABEL) [ "$B_LABEL" = "$b" ] || command="$v=$B_LABEL $command" ;;
        *) [ -z "${!v:-}" ] || command="$v='${!v}' $command" ;;
    esac
done
# Until the machine is quiet (QUIET_LOAD set): the load average under it, no other JVM running.
wait_quiet() {
    [ -n "${QUIET_LOAD:-}" ] || return 0
    while awk -v l="$(cut -d' ' -f1 /proc/loadavg)" -v q="$QUIET_LOAD" 'BEGIN { exit !(l >= q) }' \
            || pgrep -x java > /dev/null; do
        sleep 20
    done
}
[ -z "${QUIET_LOAD:-}" ] || command="QUIET_LOAD=$QUIET_LOAD $command"
echo "== $ROUNDS rounds of $benchmark, model $model: $A_LABEL, then $B_LABEL (load average $load_before)"
for round in $(seq 1 "$ROUNDS"); do
    wait_quiet
    order="A B"
    if [ $((round % 2)) -eq 0 ]; then
        order="B A"
    fi
    for side in $order; do
        if [ "$side" = A ]; then variant=$a jar=$A_JAR label=$A_LABEL; else variant=$b jar=$B_JAR label=$B_LABEL; fi
        # shellcheck disable=SC2086
        "$JAVA" -jar "$jar" "$benchmark" -p model="$model" -p "$param=$variant" -f 1 ${JMH_OPTS:-} \
            -rf json -rff "$dir/$round-$label.json" > "$dir/$round-$label.log" 2>&1 \
            || { echo "round $round, $label failed: see $dir/$round-$label.log" >&2; exit 1; }
    done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
echo "== load average after: $load_after"
{
    echo "command=$command"
    echo "benchmark=$benchmark"
    echo "model=$model"
    echo "a=$A_LABEL"
    echo "b=$B_LABEL"
    echo "rounds=$ROUNDS"
    echo "loadBefore=$load_before"
    echo "loadAfter=$load_after"
    echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
} > "$dir/run.properties"
"$JAVA" -cp "$JAR" dev.fastserial.benchmarks.report.Paired "$dir" "$A_LABEL" "$B_LABEL"
