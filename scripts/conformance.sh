#!/usr/bin/env bash
# The conformance suite's long run (docs/conformance.md): random classes compiled by the processor,
# random values of them, every path, each copy compared with what Java serialization gives.
#
#   scripts/conformance.sh [--minutes N] [--seed S] [--jars DIR] [--no-build] [--classes N] [--graphs N] [--no-shrink]
#
#   --minutes N   how long to search (default 10); a failure found is shrunk after its batch
#   --seed S      where to start (default: the time); the same seed and jars give the same batches
#   --jars DIR    the processor, annotations and host modules of another checkout (built there with
#                 mvn -B -q package -DskipTests): an older commit tried with this checkout's suite
#   --no-build    reuse the last build of this checkout (its classpath file under examples/target)
#
# Prints each failure's reproduction as it is found; the last line is
#   conformance: G graphs, C classes, P paths, D documented deviations, U unexplained
# and the exit status is 1 when U > 0.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MINUTES=10
SEED=$(date +%s)
JARS=""
BUILD=1
PASS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) MINUTES=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --jars) JARS=$(cd "$2" && pwd); shift 2 ;;
    --no-build) BUILD=0; shift ;;
    --classes|--graphs) PASS+=("$1" "$2"); shift 2 ;;
    --no-shrink) PASS+=("$1"); shift ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "conformance.sh: unknown argument $1 (--help)" >&2; exit 2 ;;
  esac
done

WORK="$ROOT/examples/target/conformance-run"
mkdir -p "$WORK"
cd "$ROOT"
if [ "$BUILD" = 1 ]; then
  echo "conformance: building this checkout (mvn -B -q -pl examples -am package -DskipTests)" >&2
  mvn -B -q -pl examples -am package -DskipTests \
      dependency:build-classpath -Dmdep.outputFile="$WORK/classpath.txt" -Dmdep.includeScope=test >&2
fi
if [ ! -f "$WORK/classpath.txt" ]; then
  echo "conformance.sh: no $WORK/classpath.txt: run once without --no-build" >&2
  exit 2
fi
CP=$(cat "$WORK/classpath.txt")

if [ -n "$JARS" ]; then
  # This checkout's suite, the other checkout's jars: each fastserial jar of the class path replaced.
  pick() {
    ls "$JARS/$1"/target/"$2"-*.jar 2>/dev/null | grep -v -e '-tests\.jar$' -e '-sources\.jar$' -e '-javadoc\.jar$' | head -1 || true
  }
  NEW=()
  IFS=: read -ra ENTRIES <<< "$CP"
  for e in "${ENTRIES[@]}"; do
    case "$e" in
      *-tests.jar) r=$e ;;  # test support of this checkout, not the code under test
      "$ROOT"/annotations/target/*) r=$(pick annotations fastserial-annotations) ;;
      "$ROOT"/processor/target/*) r=$(pick processor fastserial-processor) ;;
      "$ROOT"/integrations/hazelcast/target/*) r=$(pick integrations/hazelcast fastserial-hazelcast) ;;
      "$ROOT"/integrations/spring/target/*) r=$(pick integrations/spring fastserial-spring) ;;
      *) r=$e ;;
    esac
    if [ -n "$r" ]; then
      NEW+=("$r")
    else
      echo "conformance: $JARS has no jar for $(basename "$e"): the paths that need it are skipped" >&2
    fi
  done
  if ! printf '%s\n' "${NEW[@]}" | grep -q "^$JARS/processor/"; then
    echo "conformance.sh: no processor jar under $JARS/processor/target: build that checkout first (mvn -B -q package -DskipTests)" >&2
    exit 2
  fi
  CP=$(IFS=:; echo "${NEW[*]}")
fi

exec java -Xmx1g --add-opens java.base/java.util=ALL-UNNAMED --add-opens java.base/java.util.concurrent=ALL-UNNAMED \
    -cp "$ROOT/examples/target/test-classes:$CP" dev.fastserial.examples.conformance.Conformance \
    --minutes "$MINUTES" --seed "$SEED" --work "$WORK" "${PASS[@]}"
