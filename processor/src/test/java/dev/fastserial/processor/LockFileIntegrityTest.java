package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lock file is used only as the build wrote it (issue 24, f04): a line lost or changed in a
 * merge or by hand is one compile error naming the file and line, nothing is generated, and the
 * file restored from version control builds and reads the old bytes again. Builds that share one
 * lock file at the same time keep each other's entries (h01).
 */
class LockFileIntegrityTest {
    @TempDir
    Path dir;

    private final ExecutorService threads = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    private Path lock() {
        return dir.resolve("fastserial.lock");
    }

    private String lockText() throws IOException {
        return Files.readString(lock(), StandardCharsets.UTF_8);
    }

    private CompiledBeans compile(JavaFileObject... sources) {
        CompiledBeans beans = CompiledBeans.compile(List.of("-Afastserial.lock=" + lock()), sources);
        assertThat(beans.warnings()).isEmpty();
        return beans;
    }

    private Compilation compile(Consumer<TypeElement> beforeEachBean, JavaFileObject... sources) {
        return javac().withProcessors(new FastSerialProcessor(beforeEachBean))
                .withOptions("-Afastserial.lock=" + lock()).compile(sources);
    }

    private static JavaFileObject account() {
        return BeanSources.bean("k", "Account", "public class Account implements Externalizable",
                "private static final long serialVersionUID = 1L;", "public String owner;", "public int balance;",
                "public String currency;", "public Account() {}");
    }

    /** The lock file without its line that contains {@code part}; returns the line number it had. */
    private int dropLine(String part) throws IOException {
        List<String> lines = new ArrayList<>(List.of(lockText().split("\n", -1)));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(part)) {
                lines.remove(i);
                Files.writeString(lock(), String.join("\n", lines));
                return i + 1;
            }
        }
        throw new AssertionError("no line with " + part + " in\n" + lockText());
    }

    private int lineOf(String start) throws IOException {
        List<String> lines = List.of(lockText().split("\n", -1));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line starting " + start);
    }

    /** The build refuses the file: one error naming the file and line, no source generated, the file left alone. */
    private void assertRefused(String where, String what, JavaFileObject... sources) throws IOException {
        String damaged = lockText();
        RecordingProcessor recorder = new RecordingProcessor(new FastSerialProcessor());
        Compilation compilation = javac().withProcessors(recorder).withOptions("-Afastserial.lock=" + lock())
                .compile(sources);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(lock() + ":" + where + ": " + what);
        assertThat(compilation).hadErrorContaining("restore it from version control as the last build wrote it");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_UNREADABLE.id() + "]");
        assertThat(recorder.created()).isEmpty();
        assertEquals(damaged, lockText());
    }

    // ---- f04: lines lost -------------------------------------------------------------------------------

    /**
     * The slot line of 'balance' lost: once the field was silently recorded again as an added field,
     * and FastBytes read v1's bytes as balance=0, currency="\u0006CHF".
     */
    @Test
    void aLostSlotLineIsAnErrorAndTheRestoredFileReadsTheOldBytes() throws Exception {
        CompiledBeans v1 = compile(account());
        String good = lockText();
        Object written = v1.newInstance("k.Account");
        set(written, "owner", "Ada");
        set(written, "balance", 4);
        set(written, "currency", "CHF");
        byte[] direct = FastBytes.toBytes(written);
        byte[] jdk = Streams.serialize(written);

        int bean = lineOf("bean k.Account ");
        dropLine(" 1 balance ");
        assertRefused(String.valueOf(bean), "k.Account has no line for slot 1 (the lines recorded are for 0, 2): a line"
                + " was lost", account());
        Files.writeString(lock(), good); // restored from version control
        CompiledBeans v2 = compile(account());
        assertEquals(good, lockText());
        Object fromDirect = FastBytes.fromBytes(direct, v2.load("k.Account"));
        Object fromJdk = Streams.deserialize(jdk, v2.loader(), 1).get(0);
        for (Object read : List.of(fromDirect, fromJdk)) {
            assertEquals("Ada", get(read, "owner"));
            assertEquals(4, get(read, "balance"));
            assertEquals("CHF", get(read, "currency"));
        }
    }

    /** The last slot's line lost leaves no gap: the check on the bean line catches it. */
    @Test
    void aLostLastLineIsAnError() throws Exception {
        compile(account());
        int bean = lineOf("bean k.Account ");
        dropLine(" 2 currency ");
        assertRefused(String.valueOf(bean), "the lines of k.Account do not match the check on its bean line (a line of it"
                + " was lost, added or changed)", account());
    }

    private static JavaFileObject color(String... constants) {
        return JavaFileObjects.forSourceString("p.Color", "package p;\npublic enum Color { "
                + String.join(", ", constants) + " }\n");
    }

    private static JavaFileObject paint() {
        return BeanSources.bean("p", "Paint", "public class Paint implements Externalizable",
                "private static final long serialVersionUID = 1L;", "public Color color;", "public Paint() {}");
    }

    /**
     * 'enum p.Color 2 BLUE' lost, and v2 adds PINK before BLUE: once PINK took code 2 and v1's BLUE
     * was read as PINK on FastBytes. The last code's line leaves no gap; the enum's check catches it.
     */
    @Test
    void aLostEnumLineIsAnErrorAndTheRestoredFileReadsTheOldBytes() throws Exception {
        CompiledBeans v1 = compile(color("RED", "GREEN", "BLUE"), paint());
        String good = lockText();
        Object written = v1.newInstance("p.Paint");
        set(written, "color", Enum.valueOf(v1.load("p.Color").asSubclass(Enum.class), "BLUE"));
        byte[] direct = FastBytes.toBytes(written);

        int check = lineOf("enum p.Color check ");
        dropLine("enum p.Color 2 BLUE");
        assertRefused(String.valueOf(check), "the lines of enum p.Color do not match its check line (a line of it was"
                + " lost, added or changed)", color("RED", "GREEN", "PINK", "BLUE"), paint());
        Files.writeString(lock(), good);
        CompiledBeans v2 = compile(color("RED", "GREEN", "PINK", "BLUE"), paint());
        assertThat(lockText()).contains("enum p.Color 2 BLUE\n");
        assertThat(lockText()).contains("enum p.Color 3 PINK\n");
        assertEquals("BLUE", ((Enum<?>) get(FastBytes.fromBytes(direct, v2.load("p.Paint")), "color")).name());
    }

    /** A middle code's line lost is a gap. */
    @Test
    void aGapInTheEnumCodesIsAnError() throws Exception {
        compile(color("RED", "GREEN", "BLUE"), paint());
        int check = lineOf("enum p.Color check ");
        dropLine("enum p.Color 1 GREEN");
        assertRefused(String.valueOf(check), "p.Color has no line for code 1 (the lines recorded are for 0, 2): a line"
                + " was lost", color("RED", "GREEN", "BLUE"), paint());
    }

    /** A field line changed by hand (another type) no longer matches the check. */
    @Test
    void aChangedLineIsAnError() throws Exception {
        compile(account());
        int bean = lineOf("bean k.Account ");
        Files.writeString(lock(), lockText().replace(" 1 balance int : int", " 1 balance long : long"));
        assertRefused(String.valueOf(bean), "the lines of k.Account do not match the check on its bean line", account());
    }

    // ---- h01: builds sharing one lock file at the same time ----------------------------------------------

    private static JavaFileObject module(String pkg, String name) {
        return BeanSources.bean(pkg, name, "public class " + name + " implements Externalizable",
                "private static final long serialVersionUID = 1L;", "public String " + name.toLowerCase() + ";",
                "public " + name + "() {}");
    }

    /** Holds each compilation, before its first bean, until both have read the lock file: the builds overlap. */
    private static Consumer<TypeElement> meeting(CyclicBarrier bothReadTheFile) {
        return bean -> {
            try {
                bothReadTheFile.await(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
    }

    /**
     * Two modules whose builds overlap: each has read the lock file before either writes it. Once
     * the later one replaced the file with what it had read plus its own class: the other's was lost.
     */
    @Test
    void buildsSharingTheLockFileAtOnceKeepEachOthersEntries() throws Exception {
        for (int round = 0; round < 6; round++) {
            Files.deleteIfExists(lock());
            if (round % 2 == 1) { // a file the modules already share, with a class of a third module
                assertThat(compile(module("pc", "Beanc")).compilation()).succeeded();
            }
            Consumer<TypeElement> meet = meeting(new CyclicBarrier(2));
            Future<Compilation> a = threads.submit(() -> compile(meet, module("pa", "Beana")));
            Future<Compilation> b = threads.submit(() -> compile(meet, module("pb", "Beanb")));
            assertThat(a.get(60, TimeUnit.SECONDS)).succeededWithoutWarnings();
            assertThat(b.get(60, TimeUnit.SECONDS)).succeededWithoutWarnings();
            String text = lockText();
            assertThat(text).contains("\nbean pa.Beana ");
            assertThat(text).contains("\nbean pb.Beanb ");
            assertThat(text).contains("\nfield pa.Beana 0 beana java.lang.String : String\n");
            assertThat(text).contains("\nfield pb.Beanb 0 beanb java.lang.String : String\n");
            if (round % 2 == 1) {
                assertThat(text).contains("\nbean pc.Beanc ");
            }
            compile(module("pa", "Beana"), module("pb", "Beanb")); // a file the build can read, and up to date
            assertEquals(text, lockText(), "round " + round);
        }
        assertThat(Files.exists(dir.resolve("fastserial.lock.lck"))).isTrue();
    }

    private static JavaFileObject shared(String... fields) {
        List<String> body = new ArrayList<>(List.of("private static final long serialVersionUID = 1L;", "public String id;"));
        body.addAll(List.of(fields));
        body.add("public Shared() {}");
        return BeanSources.bean("pc", "Shared", "public class Shared implements Externalizable", body.toArray(new String[0]));
    }

    /**
     * FS418's advice, "build again": two builds at once, each with a class of its own, both add a field
     * to pc.Shared; the later fails and records nothing. Built again it records its class and its field
     * after the other's (whose field it no longer has: removed), so the file holds both builds' work, and
     * pc.Shared streams of each build read in the other on JDK streams and FastBytes.
     */
    @Test
    void aBuildThatFailedOnAConcurrentChangeBuildsAgain() throws Exception {
        compile(shared()); // the file both builds share
        Consumer<TypeElement> meet = meeting(new CyclicBarrier(2));
        JavaFileObject[] a = {module("pa", "Beana"), shared("public String text;")};
        JavaFileObject[] b = {module("pb", "Beanb"), shared("public int count;")};
        Future<Compilation> first = threads.submit(() -> compile(meet, a));
        Future<Compilation> second = threads.submit(() -> compile(meet, b));
        List<Compilation> both = List.of(first.get(60, TimeUnit.SECONDS), second.get(60, TimeUnit.SECONDS));
        int lost = both.get(0).status() == Compilation.Status.FAILURE ? 0 : 1;
        assertThat(both.get(1 - lost)).succeededWithoutWarnings();
        assertThat(both.get(lost)).hadErrorCount(1);
        assertThat(both.get(lost)).hadErrorContaining(lock() + " was written by another build while this one ran, and both"
                + " changed what it records for pc.Shared: build again");
        assertThat(both.get(lost)).hadErrorContaining("[" + Message.LOCK_CONCURRENT_CHANGE.id() + "]");
        JavaFileObject[] again = lost == 0 ? a : b;
        String[] fields = {"text java.lang.String : String", "count int : int"};
        assertThat(lockText()).doesNotContain(lost == 0 ? "\nbean pa.Beana " : "\nbean pb.Beanb ");

        CompiledBeans rebuilt = compile(again);
        CompiledBeans other = CompiledBeans.of(both.get(1 - lost));
        String text = lockText();
        assertThat(text).contains("\nbean pa.Beana ");
        assertThat(text).contains("\nbean pb.Beanb ");
        assertThat(text).contains("\nfield pc.Shared +0 " + fields[1 - lost] + " removed\n");
        assertThat(text).contains("\nfield pc.Shared +1 " + fields[lost] + "\n");
        for (CompiledBeans[] pair : new CompiledBeans[][] {{rebuilt, other}, {other, rebuilt}}) {
            Object written = set(pair[0].newInstance("pc.Shared"), "id", "S-1");
            assertEquals("S-1", get(Streams.deserialize(Streams.serialize(written), pair[1].loader(), 1).get(0), "id"));
            assertEquals("S-1", get(FastBytes.fromBytes(FastBytes.toBytes(written), pair[1].load("pc.Shared")), "id"));
        }
        compile(again);
        assertEquals(text, lockText(), "up to date");
    }

    /** Two builds that record the same class differently at once: the later one fails instead of overwriting. */
    @Test
    void buildsThatChangeOneClassAtOnceAreAnError() throws Exception {
        Consumer<TypeElement> meet = meeting(new CyclicBarrier(2));
        JavaFileObject one = module("pa", "Beana");
        JavaFileObject other = BeanSources.bean("pa", "Beana", "public class Beana implements Externalizable",
                "private static final long serialVersionUID = 1L;", "public int count;", "public Beana() {}");
        Future<Compilation> a = threads.submit(() -> compile(meet, one));
        Future<Compilation> b = threads.submit(() -> compile(meet, other));
        List<Compilation> both = List.of(a.get(60, TimeUnit.SECONDS), b.get(60, TimeUnit.SECONDS));
        List<Compilation> failed = both.stream().filter(c -> c.status() == Compilation.Status.FAILURE).toList();
        assertEquals(1, failed.size(), "one of the two builds fails");
        assertThat(failed.get(0)).hadErrorCount(1);
        assertThat(failed.get(0)).hadErrorContaining(lock() + " was written by another build while this one ran, and"
                + " both changed what it records for pa.Beana: build again");
        assertThat(failed.get(0)).hadErrorContaining("[" + Message.LOCK_CONCURRENT_CHANGE.id() + "]");
        String winner = failed.get(0) == both.get(0) ? "count int : int" : "beana java.lang.String : String";
        assertThat(lockText()).contains("\nfield pa.Beana 0 " + winner + "\n");
        // its advice, "build again": the later build records its own change on top of the other's
        compile(failed.get(0) == both.get(0) ? one : other);
        assertThat(lockText()).contains("\nfield pa.Beana 0 " + winner + " removed\n");
    }
}
