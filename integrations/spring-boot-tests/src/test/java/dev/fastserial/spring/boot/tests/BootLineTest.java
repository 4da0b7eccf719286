package dev.fastserial.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;

/** Each test module runs on the Boot line it says (its pom sets fastserial.test.boot), not on the other by accident. */
class BootLineTest {
    @Test
    void theTestsRunOnTheirModulesBootLine() {
        String line = System.getProperty("fastserial.test.boot");
        assertTrue(SpringBootVersion.getVersion().startsWith(line + "."), SpringBootVersion.getVersion() + " is not " + line);
        assertEquals(line.startsWith("4") ? "org.springframework.boot.cache.autoconfigure.RedisCacheManagerBuilderCustomizer"
                : "org.springframework.boot.autoconfigure.cache.RedisCacheManagerBuilderCustomizer",
                BootLine.redisCacheManagerBuilderCustomizer().getName());
    }
}
