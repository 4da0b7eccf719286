package dev.fastserial.processor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Writes a corpus of bean sources for comparing what two builds of the processor generate
 * ({@code scripts/compare-generated.sh}): {@link PerfBeans}' 500 beans and their wide bean, and
 * 400 {@link RandomBeans} (fixed seed), each set in a directory of its own.
 */
public final class GeneratedCorpus {
    private GeneratedCorpus() {}

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        PerfBeans.write(root.resolve("perf"), 500);
        PerfBeans.writeWide(root.resolve("wide"), 300);
        Path random = Files.createDirectories(root.resolve("random/random"));
        Files.writeString(random.resolve("Suit.java"), RandomBeans.SUIT + "\n");
        RandomBeans generator = new RandomBeans(new Random(20261123));
        for (int i = 0; i < 400; i++) {
            for (RandomBeans.Source source : generator.bean("Bean" + i)) {
                Files.writeString(random.resolve(source.name().substring(source.name().lastIndexOf('.') + 1) + ".java"),
                        source.code());
            }
        }
    }
}
