#!/usr/bin/env bash
# Two clean builds of one commit publish byte-identical artifacts.
#
#   scripts/check-reproducible.sh [REF]        (REF: a commit, branch or tag; default HEAD)
#
# Clones REF twice into a scratch directory and runs, in each clone, what a release runs up to the
# upload: `mvn -B deploy -DskipTests`, deploying into a directory of its own
# (altDeploymentRepository=file:...) instead of a remote repository, and installing nothing into
# the local repository. Whatever a release would publish lands there: the parent POM, and for each
# published module its POM (the processor's dependency-reduced one), main jar (the shaded
# processor jar), sources, javadoc and tests jars; examples/ and benchmarks/ deploy nothing. The
# second build runs in another directory, another time zone and under another umask, minutes
# after the first. Then every file is compared byte for byte (the SNAPSHOT's deploy timestamp in
# the file names, the maven-metadata.xml files, which record when they were deployed, and the
# checksum files, which follow from the rest, aside);
# for a jar that differs, the entries that differ are listed.
#
# Exit status: 0 when all files are identical, 1 when one differs or a build fails.
# Committed state only: uncommitted changes are not in the clones. Takes two builds without
# tests (2 minutes each, about, on a busy 2-core machine). Set KEEP=1 to keep the scratch directory.
# Uses the caller's MAVEN_OPTS (e.g. -Dmaven.repo.local=...) for resolving dependencies.
set -euo pipefail

ref=${1:-HEAD}
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse --verify "$ref^{commit}")
work=$(mktemp -d "${TMPDIR:-/tmp}/fastserial-repro.XXXXXX")
if [ "${KEEP:-0}" != 1 ]; then
    trap 'rm -rf "$work"' EXIT
fi
echo "== reproducibility of $commit ($ref), in $work"

build() { # build NAME TZ UMASK
    local name=$1 tz=$2 mask=$3 dir="$work/$1"
    git clone -q --no-checkout "$repo" "$dir/src"
    git -C "$dir/src" checkout -q "$commit"
    echo "== build $name: TZ=$tz umask $mask"
    local start=$SECONDS
    if ! (cd "$dir/src" && umask "$mask" && TZ=$tz mvn -B -q deploy -DskipTests -Dmaven.install.skip=true \
            -DaltDeploymentRepository="repro::file://$dir/deployed" >"$dir/build.log" 2>&1); then
        echo "build $name failed; its log: $dir/build.log" >&2
        tail -40 "$dir/build.log" >&2
        KEEP=1
        trap - EXIT
        exit 1
    fi
    echo "   $((SECONDS - start)) s"
}

build first UTC 0022
build second Pacific/Kiritimati 0002

# One line a file: its path with the SNAPSHOT's deploy timestamp (20261126.063000-1) replaced,
# its checksum, and its real path.
listing() {
    (cd "$work/$1/deployed" && find . -type f ! -name 'maven-metadata.xml*' ! -name '*.md5' ! -name '*.sha1' | LC_ALL=C sort | while read -r f; do
        printf '%s %s %s\n' "$(echo "$f" | sed -E 's/-[0-9]{8}\.[0-9]{6}-[0-9]+/-SNAPSHOT/')" "$(sha256sum "$f" | cut -d' ' -f1)" "$f"
    done)
}
listing first >"$work/first.list"
listing second >"$work/second.list"
cut -d' ' -f1,2 "$work/first.list" >"$work/first.sha256"
cut -d' ' -f1,2 "$work/second.list" >"$work/second.sha256"

files=$(wc -l <"$work/first.sha256")
if [ "$files" -eq 0 ]; then
    echo "nothing was deployed" >&2
    exit 1
fi
jars=$(grep -c '\.jar ' "$work/first.sha256" || true)
if cmp -s "$work/first.sha256" "$work/second.sha256"; then
    echo "== identical: $files files ($jars jars) deployed by both builds"
    grep -E '\.(jar|pom) ' "$work/first.sha256" | sed -E 's#^\./(.*/)?##; s/^/   /'
    exit 0
fi

echo "== DIFFERENT: the two builds deployed other bytes" >&2
diff "$work/first.sha256" "$work/second.sha256" >&2 || true
# For each jar that differs, which entries differ (name, time, size, CRC).
diff "$work/first.sha256" "$work/second.sha256" | sed -n 's/^< \(\S*\.jar\) .*/\1/p' | while read -r jar; do
    a=$(awk -v j="$jar" '$1 == j {print $3}' "$work/first.list")
    b=$(awk -v j="$jar" '$1 == j {print $3}' "$work/second.list")
    [ -n "$b" ] || continue
    echo "-- $jar" >&2
    python3 - "$work/first/deployed/$a" "$work/second/deployed/$b" >&2 <<'EOF' || true
import sys, zipfile
def entries(path):
    with zipfile.ZipFile(path) as z:
        return [(i.filename, i.date_time, i.file_size, i.CRC) for i in z.infolist()]
a, b = entries(sys.argv[1]), entries(sys.argv[2])
if [e[0] for e in a] != [e[0] for e in b]:
    print("   entry order or names differ")
differ = [(x, y) for x, y in zip(sorted(a), sorted(b)) if x != y]
for x, y in differ[:10]:
    print("   ", x, "\n    ", y)
if len(differ) > 10:
    print("    ... %d entries differ in all" % len(differ))
EOF
done
KEEP=1
trap - EXIT
echo "kept for inspection: $work" >&2
exit 1
