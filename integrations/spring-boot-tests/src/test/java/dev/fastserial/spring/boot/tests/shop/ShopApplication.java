package dev.fastserial.spring.boot.tests.shop;

import dev.fastserial.spring.boot.tests.LoopbackLettuce;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.context.annotation.Import;

/**
 * An application as a user writes it: caching in Redis, sessions in Redis, and not a line of
 * fastserial (the starter is on its class path). {@link LoopbackLettuce} keeps the tests' sockets
 * on 127.0.0.1.
 */
@SpringBootApplication
@EnableCaching
@Import(LoopbackLettuce.class)
public class ShopApplication {
}
