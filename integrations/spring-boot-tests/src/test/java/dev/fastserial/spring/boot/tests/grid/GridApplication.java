package dev.fastserial.spring.boot.tests.grid;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application as a user writes it: Spring Boot builds its Hazelcast instance from
 * {@code hazelcast.yaml} (a member) or from the file {@code spring.hazelcast.config} names (a
 * client), and there is not a line of fastserial (the starter is on its class path).
 */
@SpringBootApplication
public class GridApplication {
}
