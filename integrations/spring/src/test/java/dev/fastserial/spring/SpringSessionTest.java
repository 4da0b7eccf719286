package dev.fastserial.spring;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Samples;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;
import org.springframework.session.data.redis.config.annotation.web.http.EnableRedisHttpSession;

/**
 * Spring Session on a real Redis server on 127.0.0.1, its attribute serializer replaced by one bean
 * ({@link FastSerialRedis#SESSION_SERIALIZER}): a session stores a bean attribute, another read of
 * the session from Redis gives it back exactly, and Redis holds it in fastserial's form.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SpringSessionTest {
    @RegisterExtension
    static final LocalRedis redis = new LocalRedis(App.class);

    @Configuration
    @EnableRedisHttpSession
    static class App {
        // docs/hosts.md's lines (section "Use it with Spring"):
        @Bean(FastSerialRedis.SESSION_SERIALIZER)
        RedisSerializer<Object> springSessionDefaultRedisSerializer() {
            return new GenericFastSerialRedisSerializer();
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSessionKeepsABeanAttributeInRedis() {
        SessionRepository<Session> sessions = redis.context.getBean(SessionRepository.class);
        Session session = sessions.createSession();
        Customer customer = Samples.customer("c7");
        customer.setReferrer(customer);
        session.setAttribute("customer", customer);
        session.setAttribute("visits", 3);
        sessions.save(session);

        Session back = sessions.findById(session.getId());
        Customer read = back.getAttribute("customer");
        assertInstanceOf(Customer.class, read);
        assertDeepEquals(customer, read);
        assertEquals(3, (Integer) back.getAttribute("visits"));

        byte[] stored;
        try (RedisConnection c = redis.connection()) {
            stored = c.hashCommands().hGet(("spring:session:sessions:" + session.getId()).getBytes(StandardCharsets.UTF_8),
                    "sessionAttr:customer".getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(0x10, stored[0] & 0xFF, "the attribute in fastserial's form, its class by name");
        assertDeepEquals(customer, new GenericFastSerialRedisSerializer().deserialize(stored));
    }
}
