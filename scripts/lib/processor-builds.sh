# Sourced by the scripts beside it: the processor's builds they compare. Run from the project root.
# Maven options: MAVEN_OPTS_EXTRA.

# The JDK's tools (JAVA_HOME, else the PATH) and a work directory removed on exit: sets JAVA,
# JAVAC and WORK.
tools_and_work_dir() {
    JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
    JAVAC="${JAVA_HOME:+$JAVA_HOME/bin/}javac"
    WORK="$(mktemp -d)"
    trap 'rm -rf "$WORK"' EXIT
}

# Compiles the processor and its tests here; sets CLASSPATH_FILE (their dependencies, one line),
# TEST_CP (tests, classes and dependencies) and JAVAPOET (JavaPoet's jar).
build_here() {
    # shellcheck disable=SC2086
    mvn -B -q ${MAVEN_OPTS_EXTRA:-} -pl processor -am test-compile \
        org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
        -Dmdep.includeScope=test -Dmdep.outputFile=target/profile-classpath.txt
    CLASSPATH_FILE=processor/target/profile-classpath.txt
    TEST_CP="processor/target/test-classes:processor/target/classes:$(cat "$CLASSPATH_FILE")"
    JAVAPOET="$(tr ':' '\n' < "$CLASSPATH_FILE" | grep '/javapoet-' | head -1)"
}

# build_ref <git ref> <directory>: that commit's processor compiled from `git archive` in the
# directory; its classes are then <directory>/processor/target/classes.
build_ref() {
    mkdir -p "$2"
    git archive "$1" | tar -x -C "$2"
    # shellcheck disable=SC2086
    (cd "$2" && mvn -B -q ${MAVEN_OPTS_EXTRA:-} -pl processor -am compile)
}
