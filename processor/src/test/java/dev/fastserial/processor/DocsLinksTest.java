package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the front page and the guide resolves: README.md and docs/*.md link only
 * to files and folders that exist, and every {@code #anchor} is the GitHub slug of a heading of the
 * page it points into (so a renamed heading or a moved page fails here, not for a reader).
 */
class DocsLinksTest {

    /** {@code [text](target)} and {@code ![alt](target)}; a target has no spaces (a title would follow one). */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^()\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    @Test
    void everyRelativeLinkAndAnchorResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            String name = Docs.ROOT.relativize(page).toString();
            for (String target : links(Files.readString(page))) {
                if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
                    continue; // https:, mailto: ...
                }
                checked++;
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                String anchor = hash < 0 ? null : target.substring(hash + 1);
                Path resolved = file.isEmpty() ? page
                        : page.getParent().resolve(URLDecoder.decode(file, StandardCharsets.UTF_8)).normalize();
                if (!resolved.startsWith(Docs.ROOT) || !Files.exists(resolved)) {
                    broken.add(name + ": " + target + " (no such file)");
                } else if (anchor != null) {
                    if (!resolved.toString().endsWith(".md") || Files.isDirectory(resolved)) {
                        broken.add(name + ": " + target + " (an anchor into a file that is not a page)");
                    } else if (!anchors(Files.readString(resolved)).contains(anchor)) {
                        broken.add(name + ": " + target + " (no heading with that anchor in " + file + ")");
                    }
                }
            }
        }
        assertEquals(List.of(), broken);
        assertTrue(checked > 100, "only " + checked + " relative links found: is the pattern still right?");
    }

    /** Pages speak the user's words: no tracker numbers of our own history, no paths outside the repository. */
    @Test
    void noIssueOrFindingNumbersAndNoPathsOutsideTheRepository() throws IOException {
        Pattern history = Pattern.compile("(?i)\\bissues? #?\\d+|\\bfindings? [a-z]?\\d+|\\.\\./shared\\b|\\b[fhu]0\\d\\b");
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            String[] lines = Files.readString(page).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher m = history.matcher(lines[i]);
                if (m.find()) {
                    found.add(Docs.ROOT.relativize(page) + ":" + (i + 1) + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void slugsAreGitHubs() {
        assertEquals(Set.of("the-generic-form-a-value-with-its-class", "whats-new", "whats-new-1", "fs218-retired",
                        "fastbytes-and-fastwriter", "a_b-c"),
                anchors("# The generic form: a value with its class\n## What's new\n```\n# not a heading\n```\n"
                        + "### What's new\n## FS218 (retired)\n## `FastBytes` and `FastWriter`\n## a_b c\n"));
        assertEquals(List.of("a.md#x", "b/"), links("see [a](a.md#x), `[not](c.md)`, ![b](b/)\n```\n[no](d.md)\n```\n"));
    }

    /** README.md and every page of docs/. */
    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(Docs.path("README.md"));
        try (Stream<Path> docs = Files.list(Docs.ROOT.resolve("docs"))) {
            pages.addAll(docs.filter(p -> p.toString().endsWith(".md")).sorted().collect(Collectors.toList()));
        }
        return pages;
    }

    /** The link targets of a page's text, outside fenced blocks and code spans. */
    static List<String> links(String text) {
        List<String> targets = new ArrayList<>();
        for (String line : prose(text)) {
            Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", "``"));
            while (m.find()) {
                targets.add(m.group(1));
            }
        }
        return targets;
    }

    /** The anchors GitHub gives a page's headings: the slug, then -1, -2 for repeats. */
    static Set<String> anchors(String text) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : prose(text)) {
            Matcher m = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$").matcher(line);
            if (m.matches()) {
                String slug = slug(m.group(1));
                int n = seen.merge(slug, 1, Integer::sum) - 1;
                anchors.add(n == 0 ? slug : slug + "-" + n);
            }
        }
        // Explicit anchors: <a id="..."> or <a name="...">.
        Matcher explicit = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"").matcher(text);
        while (explicit.find()) {
            anchors.add(explicit.group(1));
        }
        return anchors;
    }

    /** GitHub's heading slug: lower case, markup and punctuation dropped, spaces as hyphens. */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1"); // a link: its text
        text = text.toLowerCase(java.util.Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.append(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        }
        return slug.toString();
    }

    /** A page's lines outside fenced code blocks. */
    private static List<String> prose(String text) {
        List<String> lines = new ArrayList<>();
        boolean fenced = false;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                lines.add(line);
            }
        }
        return lines;
    }
}
