#!/usr/bin/env bash
# The paired runs that RESULTS.md's "Paired runs" section and the README's "How fast" line quote
# (docs/performance.md): the direct path against Fory on every model, per message and streaming;
# the Hazelcast global serializer by class name against IdentifiedDataSerializable; the generated
# code in JDK streams against hand-written Externalizable. Each pair is benchmarks/paired.sh:
# ROUNDS rounds (default 8) of alternating forks in average-time mode, each round waiting for a
# quiet machine (QUIET_LOAD, default 1.5). Then the section is written from every run's folder.
#
#   mvn -B -q package -pl benchmarks -am -DskipTests && benchmarks/paired-goals.sh
#
# About 35 minutes on an idle 2-core machine (13 pairs); GOALS=direct, GOALS=grid or GOALS=jdk runs
# one group alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export ROUNDS=${ROUNDS:-8}
export JMH_OPTS=${JMH_OPTS:--bm avgt -wi 3 -w 1s -i 3 -r 1s}
export QUIET_LOAD=${QUIET_LOAD:-1.5}
GOALS=${GOALS:-direct grid jdk}

for goal in $GOALS; do
    case $goal in
        direct)
            for model in TWELVE_FIELDS EMPLOYEE TEST_CLASS MESSAGE MEDIA_CONTENT MEDIA_CONTENT_RECORDS; do
                benchmarks/paired.sh 'PerMessage.roundTrip' "$model" FASTSERIAL_DIRECT FORY
            done
            for model in TWELVE_FIELDS MEDIA_CONTENT; do
                benchmarks/paired.sh 'Streaming.roundTrip' "$model" FASTSERIAL_DIRECT FORY
            done
            ;;
        grid)
            for model in TWELVE_FIELDS EMPLOYEE MESSAGE; do
                benchmarks/paired.sh 'GridMap.toObject' "$model" FASTSERIAL_GLOBAL IDENTIFIED
            done
            ;;
        jdk)
            for model in TWELVE_FIELDS MEDIA_CONTENT; do
                benchmarks/paired.sh 'PerMessage.roundTrip' "$model" FASTSERIAL HANDWRITTEN
            done
            ;;
        *) echo "unknown goal group $goal (direct, grid, jdk)" >&2; exit 2 ;;
    esac
done
java -cp benchmarks/target/benchmarks.jar dev.fastserial.benchmarks.report.PairedSection \
    benchmarks/results/paired benchmarks/RESULTS.md
