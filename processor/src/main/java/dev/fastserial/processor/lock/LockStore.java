package dev.fastserial.processor.lock;

import dev.fastserial.processor.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The lock file of one compilation: read once when the processor starts, updated as beans are
 * read, written back once at the end if anything changed. Entries of classes this compilation does
 * not see are kept as they are (an incremental build compiles only some classes).
 */
public final class LockStore {
    private final Path path;
    private final boolean frozen;
    private final LockFile original;
    private final LockFile current;
    private final Failure problem;

    /** What went wrong with the lock file, as a message of the catalogue and its arguments. */
    public record Failure(Message message, Object... args) {}

    private LockStore(Path path, boolean frozen, LockFile original, Failure problem) {
        this.path = path;
        this.frozen = frozen;
        this.original = original;
        this.current = original == null ? null : original.copy();
        this.problem = problem;
    }

    /** No lock file configured: every class level is fingerprinted instead. */
    public static LockStore none() {
        return new LockStore(null, false, null, null);
    }

    /** Reads {@code file}; a missing file is an empty lock, written at the end. */
    public static LockStore open(Path file, boolean frozen) {
        if (!Files.exists(file)) {
            return new LockStore(file, frozen, new LockFile(), null);
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return new LockStore(file, frozen, LockFormat.parse(text), null);
        } catch (LockFormat.SyntaxException e) {
            return new LockStore(file, frozen, null, new Failure(Message.LOCK_UNREADABLE, file, e.line,
                    e.getMessage().replaceFirst("^line \\d+: ", "")));
        } catch (IOException e) {
            return new LockStore(file, frozen, null, new Failure(Message.LOCK_CANNOT_READ, file, e));
        }
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
        return current != null && !current.equals(original);
    }

    /**
     * Writes the file if anything changed. Returns null, or what the caller is to report:
     * in frozen mode (CI) a lock file that would change is an error listing the lines.
     */
    public Failure finish() {
        if (!enabled() || problem != null || !changed() && Files.exists(path)) {
            return null;
        }
        String text = LockFormat.print(current);
        if (frozen) {
            return new Failure(Message.LOCK_FROZEN, path, diff(LockFormat.print(original), text));
        }
        try {
            Path parent = path.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path temp = Files.createTempFile(parent, ".fastserial-lock", ".tmp");
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return null;
        } catch (IOException e) {
            return new Failure(Message.LOCK_CANNOT_WRITE, path, e);
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
