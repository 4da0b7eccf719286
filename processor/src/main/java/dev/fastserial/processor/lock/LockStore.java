package dev.fastserial.processor.lock;

import dev.fastserial.processor.Message;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The lock file of one compilation: read once when the processor starts, updated as beans are
 * read, written back once at the end if anything changed. Entries of classes this compilation does
 * not see are kept as they are (an incremental build compiles only some classes).
 *
 * <p>Several builds may share one file (modules built in parallel): the write at the end holds a
 * file lock ({@code <file>.lck} beside it), reads the file again, and merges this build's changes
 * into what another build wrote meanwhile, class by class; it replaces the file atomically (a temp
 * file moved over it), so a reader never sees half a file.
 */
public final class LockStore {
    /** How long a build waits for another one sharing the file to finish writing it. */
    private static final long LOCK_WAIT_MILLIS = 120_000;

    private final Path path;
    private final boolean frozen;
    /** The file as read, exactly: another build changed it if it is no longer this. */
    private final String text;
    private final LockFile original;
    /** The file as read, with the entries keyed afresh (format 1 to 2) that this build compiled: what frozen compares. */
    private final LockFile baseline;
    private final LockFile current;
    private final Failure problem;

    /** What went wrong with the lock file, as a message of the catalogue and its arguments. */
    public record Failure(Message message, Object... args) {}

    private LockStore(Path path, boolean frozen, String text, LockFile original, Failure problem) {
        this.path = path;
        this.frozen = frozen;
        this.text = text;
        this.original = original;
        this.baseline = original == null ? null : original.copy();
        this.current = original == null ? null : original.copy();
        this.problem = problem;
    }

    /** No lock file configured: every class level is fingerprinted instead. */
    public static LockStore none() {
        return new LockStore(null, false, null, null, null);
    }

    /** Reads {@code file}; a missing file is an empty lock, written at the end. */
    public static LockStore open(Path file, boolean frozen) {
        if (!Files.exists(file)) {
            return new LockStore(file, frozen, null, new LockFile(), null);
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return new LockStore(file, frozen, text, LockFormat.parse(text), null);
        } catch (LockFormat.SyntaxException e) {
            return new LockStore(file, frozen, null, null, unreadable(file, e));
        } catch (IOException e) {
            return new LockStore(file, frozen, null, null, new Failure(Message.LOCK_CANNOT_READ, file, e));
        }
    }

    private static Failure unreadable(Path file, LockFormat.SyntaxException e) {
        return new Failure(Message.LOCK_UNREADABLE, file, e.line, e.getMessage().replaceFirst("^line \\d+: ", ""));
    }

    public boolean enabled() {
        return path != null;
    }

    /** Why the lock file cannot be used (reported once by the caller), or null. */
    public Failure problem() {
        return problem;
    }

    public Path path() {
        return path;
    }

    /** The entry as the file had it when the build started. */
    public BeanEntry originalBean(String className) {
        return original.bean(className);
    }

    public LockFile original() {
        return original;
    }

    public BeanEntry bean(String className) {
        return current.bean(className);
    }

    /**
     * A class level recorded by format 1, keyed afresh by this build ({@link FormatOneKeys}): the
     * same facts in other words, so a frozen build does not count it as a change.
     */
    public void rekeyed(BeanEntry entry) {
        baseline.put(entry);
        current.put(entry);
    }

    public EnumEntry enumEntry(String className) {
        return current.enumEntry(className);
    }

    public void put(BeanEntry bean) {
        current.put(bean);
    }

    public void put(EnumEntry entry) {
        current.put(entry);
    }

    public boolean changed() {
        return current != null && (!current.equals(original) || original.format() < LockFormat.VERSION);
    }

    /**
     * Writes the file if anything changed. Returns null, or what the caller is to report:
     * in frozen mode (CI) a lock file that would change is an error listing the lines (a file
     * of format 1 that this build only keys afresh is not: it reads it as it is).
     */
    public Failure finish() {
        if (!enabled() || problem != null || !changed() && Files.exists(path)) {
            return null;
        }
        if (frozen) {
            if (current.equals(baseline) && Files.exists(path)) {
                return null;
            }
            return new Failure(Message.LOCK_FROZEN, path, diff(LockFormat.print(baseline), LockFormat.print(current)));
        }
        try {
            Path parent = path.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            try (FileChannel channel = FileChannel.open(parent.resolve(path.getFileName() + ".lck"),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock held = lock(channel)) {
                if (held == null) {
                    return new Failure(Message.LOCK_CANNOT_WRITE, path, "another build held "
                            + path.getFileName() + ".lck for " + LOCK_WAIT_MILLIS / 1000 + " s");
                }
                String now = Files.exists(path) ? Files.readString(path, StandardCharsets.UTF_8) : null;
                LockFile merged = current;
                if (!Objects.equals(now, text)) { // another build wrote it meanwhile: take its entries too
                    LockFile theirs;
                    try {
                        theirs = now == null ? new LockFile() : LockFormat.parse(now);
                    } catch (LockFormat.SyntaxException e) {
                        return unreadable(path, e);
                    }
                    Set<String> conflicts = new TreeSet<>();
                    merged = merge(theirs, conflicts);
                    if (!conflicts.isEmpty()) {
                        return new Failure(Message.LOCK_CONCURRENT_CHANGE, path, Message.list(List.copyOf(conflicts)));
                    }
                }
                Path temp = Files.createTempFile(parent, ".fastserial-lock", ".tmp");
                try {
                    Files.writeString(temp, LockFormat.print(merged), StandardCharsets.UTF_8);
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Files.deleteIfExists(temp);
                }
            }
            return null;
        } catch (IOException e) {
            return new Failure(Message.LOCK_CANNOT_WRITE, path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Failure(Message.LOCK_CANNOT_WRITE, path, e);
        }
    }

    /**
     * The file lock, waiting for another process or, in this JVM, another build (whose attempt is an
     * {@link OverlappingFileLockException}, not a wait); null after {@link #LOCK_WAIT_MILLIS}.
     */
    private static FileLock lock(FileChannel channel) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + LOCK_WAIT_MILLIS;
        while (true) {
            try {
                return channel.lock();
            } catch (OverlappingFileLockException e) {
                if (System.currentTimeMillis() > deadline) {
                    return null;
                }
                Thread.sleep(5);
            }
        }
    }

    /**
     * {@code theirs} (the file as another build left it), with every class this build changed taken
     * from this build; a class both changed differently goes into {@code conflicts}.
     */
    private LockFile merge(LockFile theirs, Set<String> conflicts) {
        LockFile merged = theirs.copy();
        mergeEach(original::bean, current::bean, theirs::bean, merged::put, classes(original.beans(), current.beans(),
                BeanEntry::className), conflicts);
        mergeEach(original::enumEntry, current::enumEntry, theirs::enumEntry, merged::put, classes(original.enums(),
                current.enums(), EnumEntry::className), conflicts);
        return merged;
    }

    private static <E> Set<String> classes(java.util.Collection<E> a, java.util.Collection<E> b, Function<E, String> name) {
        Set<String> all = new TreeSet<>();
        a.forEach(e -> all.add(name.apply(e)));
        b.forEach(e -> all.add(name.apply(e)));
        return all;
    }

    private static <E> void mergeEach(Function<String, E> before, Function<String, E> ours, Function<String, E> theirs,
                                      java.util.function.Consumer<E> put, Set<String> classes, Set<String> conflicts) {
        for (String c : classes) {
            E was = before.apply(c);
            E mine = ours.apply(c);
            if (Objects.equals(was, mine) || mine == null) {
                continue; // this build left it alone: theirs stands
            }
            E other = theirs.apply(c);
            if (Objects.equals(other, was) || Objects.equals(other, mine)) {
                put.accept(mine);
            } else {
                conflicts.add(c);
            }
        }
    }

    /** Lines only in {@code before} (-) and only in {@code after} (+). */
    static String diff(String before, String after) {
        Set<String> old = new LinkedHashSet<>(Arrays.asList(before.split("\n")));
        Set<String> now = new LinkedHashSet<>(Arrays.asList(after.split("\n")));
        List<String> lines = new ArrayList<>();
        old.stream().filter(l -> !now.contains(l)).forEach(l -> lines.add("- " + l));
        now.stream().filter(l -> !old.contains(l)).forEach(l -> lines.add("+ " + l));
        return String.join("\n", lines);
    }
}
