package dev.fastserial.spring.boot.tests.shop;

import dev.fastserial.spring.beans.Catalog;
import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Product;
import dev.fastserial.spring.beans.Samples;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.stereotype.Service;

/** A service whose results are cached; counts the calls that were not. */
@Service
public class Shop {
    private final AtomicInteger calls = new AtomicInteger();

    /** Calls that ran a method (a method: the proxy's own fields are not the target's). */
    public int calls() {
        return calls.get();
    }

    /** A customer; one whose id starts with "self" refers to herself. */
    @Cacheable("customers")
    public Customer customer(String id) {
        calls.incrementAndGet();
        Customer c = Samples.customer(id);
        if (id.startsWith("self")) {
            c.setReferrer(c);
        }
        return c;
    }

    @Cacheable("products")
    public Product product(String sku) {
        calls.incrementAndGet();
        return Samples.product(sku);
    }

    @Cacheable("productLists")
    public List<Product> products(String category) {
        calls.incrementAndGet();
        return Samples.products(category);
    }

    @Cacheable("catalogs")
    public Catalog catalog(String category) {
        calls.incrementAndGet();
        return Samples.catalog(category);
    }

    /** Finds nothing: null, which Boot caches unless spring.cache.redis.cache-null-values is false. */
    @Cacheable("misses")
    public Customer missing(String id) {
        calls.incrementAndGet();
        return null;
    }
}
