package dev.fastserial.examples.toolchain;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What a release publishes, checked on what this build made, without a second build (which
 * {@code scripts/check-reproducible.sh} runs by hand: two clean builds, every published jar
 * compared byte for byte). Here: every published module's POM carries what Maven Central
 * requires; the release profile leaves out exactly the modules that are not published; the jars
 * of the modules upstream of this one (annotations and the processor: main, sources, javadoc and
 * tests jars) are reproducible by construction, every entry stamped with
 * {@code project.build.outputTimestamp} and no text in them carrying the build's date; each main
 * jar holds LICENSE and NOTICE; each javadoc jar documents the public API and nothing else.
 */
class PublishedArtifactsTest {

    private static final Path ROOT = Toolchain.BASEDIR.getParent();

    /** The relocated dependencies inside the processor jar keep their own jar's entry times. */
    private static final String SHADED = "dev/fastserial/processor/shaded/";

    // ---------------------------------------------------------------- POMs

    @Test
    void theParentPomCarriesWhatMavenCentralRequires() {
        Element root = pom(ROOT);
        assertEquals("https://github.com/fastserial/fastserial", text(root, "url"));
        Element license = child(child(root, "licenses"), "license");
        assertEquals("Apache License, Version 2.0", text(license, "name"));
        assertEquals("https://www.apache.org/licenses/LICENSE-2.0.txt", text(license, "url"));
        assertFalse(text(child(child(root, "developers"), "developer"), "name").isBlank());
        Element scm = child(root, "scm");
        for (String field : List.of("connection", "developerConnection", "url")) {
            assertFalse(text(scm, field).isBlank(), "scm/" + field);
            // Without this, Maven appends each module's artifactId to what it inherits.
            assertEquals("false", scm.getAttribute("child.scm." + field + ".inherit.append.path"), "scm/" + field);
        }
        assertEquals("false", root.getAttribute("child.project.url.inherit.append.path"));
        assertTrue(Files.isRegularFile(ROOT.resolve("LICENSE")));
        assertTrue(Files.isRegularFile(ROOT.resolve("NOTICE")));
    }

    @Test
    void everyPublishedModuleHasANameAndDescriptionAndInheritsTheRest() {
        Map<String, Boolean> modules = modules();
        assertTrue(modules.keySet().containsAll(List.of("fastserial-annotations", "fastserial-processor")), modules.toString());
        assertEquals(false, modules.get("fastserial-annotations"));
        assertEquals(false, modules.get("fastserial-processor"));
        assertEquals(true, modules.get("fastserial-examples"));
        assertEquals(true, modules.get("fastserial-benchmarks"));
        for (Path dir : moduleDirs(ROOT)) {
            Element pom = pom(dir);
            if (skipsPublishing(pom)) {
                continue;
            }
            String id = text(pom, "artifactId");
            assertFalse(text(pom, "name").isBlank(), id + " has no <name>");
            assertFalse(text(pom, "description").isBlank(), id + " has no <description>");
            for (String inherited : List.of("url", "licenses", "developers", "scm")) {
                assertEquals(null, child(pom, inherited), id + " declares <" + inherited + ">: it is declared once, in the parent");
            }
        }
    }

    @Test
    void theReleaseProfileLeavesOutExactlyTheUnpublishedModulesAndCiNeverRunsIt() throws IOException {
        Element release = null;
        for (Element profile : children(child(pom(ROOT), "profiles"), "profile")) {
            if ("release".equals(text(profile, "id"))) {
                release = profile;
            }
        }
        assertNotNull(release, "no release profile in the parent pom");
        assertEquals(null, child(release, "activation"), "the release profile must never be active by default");
        Set<String> excluded = new TreeSet<>();
        for (Element plugin : children(child(child(release, "build"), "plugins"), "plugin")) {
            if ("central-publishing-maven-plugin".equals(text(plugin, "artifactId"))) {
                for (Element e : children(child(child(plugin, "configuration"), "excludeArtifacts"), "excludeArtifact")) {
                    excluded.add(e.getTextContent().trim());
                }
            }
        }
        Set<String> unpublished = modules().entrySet().stream().filter(Map.Entry::getValue).map(Map.Entry::getKey)
                .collect(Collectors.toCollection(TreeSet::new));
        // The plugin ignores maven.deploy.skip: a module left off this list would reach Central.
        assertEquals(unpublished, excluded);
        String ci = Files.readString(ROOT.resolve(".ci/run"));
        assertFalse(Pattern.compile("-P\\s*\\S*release").matcher(ci).find(), ".ci/run must not run the release profile");
    }

    // ---------------------------------------------------------------- jars

    @Test
    void everyJarEntryCarriesTheFixedTimestamp() throws IOException {
        LocalDateTime stamp = outputTimestamp();
        for (Path jar : publishedJars()) {
            forEachEntry(jar, (entry, bytes) -> {
                LocalDateTime time = entry.getTimeLocal();
                if (entry.getName().startsWith(SHADED)) {
                    assertFalse(time.isAfter(stamp), jar.getFileName() + "!" + entry.getName() + " " + time);
                } else {
                    assertEquals(stamp, time, jar.getFileName() + "!" + entry.getName());
                }
            });
        }
    }

    @Test
    void noTextTheBuildWritesCarriesItsDate() throws IOException {
        // What the build writes itself (manifests, pom.properties, the javadoc pages; not the copies of
        // files from src/, which may quote any date): the jars were made minutes ago, so today's date
        // (or yesterday's, just after midnight) in any of the forms tools print it.
        List<String> dates = new ArrayList<>();
        for (LocalDate day : List.of(LocalDate.now(), LocalDate.now().minusDays(1),
                LocalDate.now(ZoneOffset.UTC), LocalDate.now(ZoneOffset.UTC).minusDays(1))) {
            for (String pattern : List.of("yyyy-MM-dd", "MMM d, yyyy", "MMM dd, yyyy", "EEE MMM dd", "dd.MM.yyyy")) {
                dates.add(day.format(DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH)));
            }
        }
        for (Path jar : publishedJars()) {
            boolean javadoc = jar.getFileName().toString().endsWith("-javadoc.jar");
            forEachEntry(jar, (entry, bytes) -> {
                String name = entry.getName();
                boolean written = name.equals("META-INF/MANIFEST.MF") || name.endsWith("/pom.properties")
                        || javadoc && !name.endsWith(".png") && !name.endsWith(".gif") && !name.endsWith(".zip");
                if (!written || entry.isDirectory()) {
                    return;
                }
                String text = new String(bytes, UTF_8);
                for (String date : dates) {
                    assertFalse(text.contains(date), jar.getFileName() + "!" + entry.getName() + " contains " + date);
                }
                assertFalse(text.contains("dc.created"), jar.getFileName() + "!" + entry.getName());
                assertFalse(Pattern.compile("Generated by javadoc \\([^)]*\\) on").matcher(text).find(),
                        jar.getFileName() + "!" + entry.getName());
            });
        }
    }

    @Test
    void eachMainJarHoldsTheLicenseAndNotice() throws IOException {
        for (Path jar : List.of(annotationsJar(), Toolchain.processorJar())) {
            try (JarFile file = new JarFile(jar.toFile())) {
                for (String name : List.of("LICENSE", "NOTICE")) {
                    JarEntry entry = file.getJarEntry("META-INF/" + name);
                    assertNotNull(entry, jar.getFileName() + " has no META-INF/" + name);
                    try (InputStream in = file.getInputStream(entry)) {
                        assertArrayEquals(Files.readAllBytes(ROOT.resolve(name)), in.readAllBytes(), jar + "!" + name);
                    }
                }
            }
        }
    }

    @Test
    void theAnnotationsJavadocDocumentsEveryPublicTypeAndNothingElse() throws IOException {
        Path sources = ROOT.resolve("annotations/src/main/java/dev/fastserial");
        Set<String> publicTypes = new TreeSet<>();
        Pattern declaration = Pattern.compile("(?m)^public\\s+(?:final\\s+|abstract\\s+)*(?:class|interface|enum|record|@interface)\\s+(\\w+)");
        try (Stream<Path> files = Files.list(sources)) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                Matcher m = declaration.matcher(Files.readString(file));
                if (m.find()) {
                    publicTypes.add(m.group(1));
                }
            }
        }
        assertTrue(publicTypes.containsAll(List.of("FastSerial", "NonNull", "SerialConstructor", "ByReference",
                "FastBytes", "FastWriter", "FastReader")), publicTypes.toString());
        assertEquals(publicTypes, documentedTypes(companion(annotationsJar(), "javadoc"), "dev/fastserial/"));
        Set<String> sourceFiles = entries(companion(annotationsJar(), "sources")).stream()
                .filter(e -> e.startsWith("dev/fastserial/") && e.endsWith(".java"))
                .map(e -> e.substring("dev/fastserial/".length(), e.length() - ".java".length()))
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(sourceFiles.containsAll(publicTypes), sourceFiles.toString());
    }

    @Test
    void theProcessorJavadocDocumentsItsServiceEntryOnly() throws IOException {
        assertEquals(Set.of("FastSerialProcessor"),
                documentedTypes(companion(Toolchain.processorJar(), "javadoc"), "dev/fastserial/processor/"));
        assertTrue(entries(companion(Toolchain.processorJar(), "sources"))
                .contains("dev/fastserial/processor/FastSerialProcessor.java"));
    }

    // ---------------------------------------------------------------- helpers

    /** The annotations jar; skips the test where the class path has a classes directory instead (an IDE, mvn test). */
    private static Path annotationsJar() {
        Path jar = Toolchain.annotationsJar();
        Assumptions.assumeTrue(Files.isRegularFile(jar), "no packaged annotations jar: run mvn verify");
        return jar;
    }

    /** The processor's tests jar (DeepEquals and friends come from it). */
    private static Path testsJar() {
        try {
            Path jar = Path.of(Class.forName("dev.fastserial.testing.DeepEquals")
                    .getProtectionDomain().getCodeSource().getLocation().toURI());
            Assumptions.assumeTrue(Files.isRegularFile(jar), "no packaged processor tests jar: run mvn verify");
            return jar;
        } catch (ReflectiveOperationException | java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** {@code NAME-VERSION-classifier.jar}, which the parent pom puts in {@code target/published/}. */
    private static Path companion(Path mainJar, String classifier) {
        String name = mainJar.getFileName().toString();
        Path jar = mainJar.resolveSibling("published")
                .resolve(name.substring(0, name.length() - ".jar".length()) + "-" + classifier + ".jar");
        assertTrue(Files.isRegularFile(jar), jar + " was not built");
        return jar;
    }

    private static List<Path> publishedJars() {
        Path annotations = annotationsJar();
        Path processor = Toolchain.processorJar();
        return List.of(annotations, companion(annotations, "sources"), companion(annotations, "javadoc"),
                processor, companion(processor, "sources"), companion(processor, "javadoc"), testsJar());
    }

    /** The classes a javadoc jar has a page for in {@code dir} (not the package pages). */
    private static Set<String> documentedTypes(Path javadocJar, String dir) throws IOException {
        return entries(javadocJar).stream()
                .filter(e -> e.startsWith(dir) && e.endsWith(".html") && e.indexOf('/', dir.length()) < 0)
                .map(e -> e.substring(dir.length(), e.length() - ".html".length()))
                .filter(e -> !e.startsWith("package-"))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static List<String> entries(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return Collections.list(file.entries()).stream().map(JarEntry::getName).collect(Collectors.toList());
        }
    }

    private interface EntryCheck {
        void check(JarEntry entry, byte[] bytes) throws IOException;
    }

    private static void forEachEntry(Path jar, EntryCheck check) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            List<JarEntry> entries = Collections.list(file.entries());
            assertFalse(entries.isEmpty(), jar.toString());
            for (JarEntry entry : entries) {
                try (InputStream in = file.getInputStream(entry)) {
                    check.check(entry, in.readAllBytes());
                }
            }
        }
    }

    /**
     * {@code project.build.outputTimestamp} from the parent pom (ISO 8601, as versions:set writes it, or
     * seconds since the epoch), as the DOS time jar entries carry: UTC, in steps of 2 seconds.
     */
    private static LocalDateTime outputTimestamp() {
        String value = text(child(pom(ROOT), "properties"), "project.build.outputTimestamp");
        Instant instant = value.matches("\\d+") ? Instant.ofEpochSecond(Long.parseLong(value))
                : OffsetDateTime.parse(value).toInstant();
        LocalDateTime utc = LocalDateTime.ofInstant(instant, ZoneOffset.UTC).withNano(0);
        return utc.withSecond(utc.getSecond() / 2 * 2);
    }

    /** Every module's artifactId, in the reactor, with whether it skips publishing. */
    private static Map<String, Boolean> modules() {
        Map<String, Boolean> modules = new TreeMap<>();
        for (Path dir : moduleDirs(ROOT)) {
            Element pom = pom(dir);
            modules.put(text(pom, "artifactId"), skipsPublishing(pom));
        }
        return modules;
    }

    private static boolean skipsPublishing(Element pom) {
        return "true".equals(text(child(pom, "properties"), "fastserial.skipPublish"));
    }

    /** The directories of the modules below {@code dir}'s pom, recursively. */
    private static List<Path> moduleDirs(Path dir) {
        List<Path> dirs = new ArrayList<>();
        for (Element module : children(child(pom(dir), "modules"), "module")) {
            Path moduleDir = dir.resolve(module.getTextContent().trim()).normalize();
            dirs.add(moduleDir);
            dirs.addAll(moduleDirs(moduleDir));
        }
        return dirs;
    }

    private static Element pom(Path dir) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(dir.resolve("pom.xml").toFile()).getDocumentElement();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new AssertionError("cannot read " + dir.resolve("pom.xml"), e);
        }
    }

    /** The direct child element called {@code name}, or null (also when {@code parent} is null). */
    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        if (parent != null) {
            for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element && name.equals(((Element) n).getTagName())) {
                    found.add((Element) n);
                }
            }
        }
        return found;
    }

    /** The trimmed text of the direct child {@code name}, or "" when there is none. */
    private static String text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? "" : e.getTextContent().trim();
    }
}
