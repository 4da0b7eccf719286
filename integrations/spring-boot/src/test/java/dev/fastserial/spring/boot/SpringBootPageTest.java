package dev.fastserial.spring.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.springframework.boot.configurationmetadata.ConfigurationMetadataProperty;
import org.springframework.boot.configurationmetadata.ConfigurationMetadataRepositoryJsonBuilder;

/**
 * docs/spring-boot.md's properties table is the configuration metadata this build writes (what IDEs
 * complete): one row per property, its type, default and description, nothing more, nothing less.
 * On a difference the message holds the table to paste.
 */
class SpringBootPageTest {
    private static final Path PAGE = Path.of("../../docs/spring-boot.md");

    @Test
    void thePropertiesTableIsTheConfigurationMetadata() throws IOException {
        Map<String, ConfigurationMetadataProperty> properties;
        try (InputStream metadata = SpringBootPageTest.class.getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            properties = new TreeMap<>(ConfigurationMetadataRepositoryJsonBuilder.create(metadata).build().getAllProperties());
        }
        assertFalse(properties.isEmpty(), "no configuration metadata: the configuration processor did not run");
        List<String> expected = new ArrayList<>();
        for (ConfigurationMetadataProperty p : properties.values()) {
            Object value = p.getDefaultValue();
            String defaultValue = value == null ? "" : " `" + value + "`";
            expected.add("| `" + p.getId() + "` | `" + simple(p.getType()) + "` |" + defaultValue + " | " + p.getDescription() + " |");
        }
        List<String> documented = Files.readAllLines(PAGE).stream().filter(line -> line.startsWith("| `" + FastSerialProperties.PREFIX + "."))
                .toList();
        assertEquals(String.join("\n", expected), String.join("\n", documented),
                PAGE + "'s properties table differs from the metadata; the rows it should have are the expected value");
    }

    /** {@code java.util.List<java.lang.String>} as {@code List<String>}. */
    private static String simple(String type) {
        return type.replace("java.util.", "").replace("java.lang.", "");
    }
}
