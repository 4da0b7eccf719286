package dev.fastserial.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import dev.fastserial.spring.beans.Samples;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.redis.cache.RedisCache;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;

/**
 * What each Boot line's CustomizerFormTest checks of docs/hosts.md's customizer form (its application, with
 * that line's import of the customizer, stays in the line's own test): every cache, named or made on demand,
 * writes fastserial's values and keeps Boot's time to live.
 */
final class CustomizerFormCheck {
    private CustomizerFormCheck() {}

    static void everyCacheGetsFastserialsValuesAndBootsTimeToLive(Class<?> app) {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(BootLine.present(BootLine.REDIS_CACHE)))
                .withUserConfiguration(app)
                .withPropertyValues("spring.data.redis.host=127.0.0.1", "spring.cache.redis.time-to-live=60s",
                        "spring.cache.cache-names=named")
                .run(context -> {
                    byte[] expected = new GenericFastSerialRedisSerializer().serialize(Samples.customer("c1"));
                    for (String name : List.of("named", "made-on-demand")) {
                        RedisCacheConfiguration cache = ((RedisCache) context.getBean(RedisCacheManager.class).getCache(name))
                                .getCacheConfiguration();
                        ByteBuffer written = cache.getValueSerializationPair().write(Samples.customer("c1"));
                        byte[] bytes = new byte[written.remaining()];
                        written.get(bytes);
                        assertArrayEquals(expected, bytes, name);
                        assertEquals(Duration.ofSeconds(60), cache.getTtlFunction().getTimeToLive("k", "v"), name);
                    }
                });
    }
}
