package dev.fastserial.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The repository's documentation as tests read it: the front page ({@code README.md}) and the
 * guide's pages ({@code docs/*.md}), found from any module's directory. Tests that check what a
 * page says (a table listing every message id, a snippet quoted from a test, hex bytes of real
 * output) read it through here, so that a page that moves fails in one place.
 */
public final class Docs {

    /** The repository's root: the nearest directory, from the module's, holding {@code docs/README.md}. */
    public static final Path ROOT = root();

    private Docs() {}

    private static Path root() {
        Path dir = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("docs/README.md")) && Files.isRegularFile(d.resolve("README.md"))) {
                return d;
            }
        }
        throw new IllegalStateException("no docs/README.md above " + dir);
    }

    /** A page by its path from the root: {@code "README.md"}, {@code "docs/lock.md"}. */
    public static Path path(String page) {
        Path file = ROOT.resolve(page);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("no page " + file);
        }
        return file;
    }

    /** The text of a page by its path from the root. */
    public static String page(String page) {
        try {
            return Files.readString(path(page), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first fenced block of {@code language} after the first line starting with {@code marker}. */
    public static List<String> block(String page, String marker, String language) {
        List<String> lines = page(page).lines().collect(Collectors.toList());
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(marker)) {
                start = i;
                break;
            }
        }
        if (start < 0) {
            throw new AssertionError(page + " has no line starting with " + marker);
        }
        int open = start + 1;
        while (open < lines.size() && !lines.get(open).equals("```" + language)) {
            open++;
        }
        int close = open + 1;
        while (close < lines.size() && !lines.get(close).equals("```")) {
            close++;
        }
        if (close >= lines.size()) {
            throw new AssertionError(page + ": no ```" + language + " block after " + marker);
        }
        return lines.subList(open + 1, close);
    }
}
