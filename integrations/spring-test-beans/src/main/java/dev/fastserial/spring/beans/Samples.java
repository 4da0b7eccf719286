package dev.fastserial.spring.beans;

import java.util.ArrayList;
import java.util.List;

/** The values the Spring module's tests and the Boot starter's cache and keep in sessions. */
public final class Samples {
    private Samples() {}

    public static Customer customer(String id) {
        return new Customer(id, "Ada Lovelace", "ada@example.com", Tier.GOLD, 1_700_000_000_000L,
                new ArrayList<>(List.of("early-adopter", "newsletter")), new Address("12 St James's Square", "London", "SW1Y 4JH"));
    }

    public static Product product(String sku) {
        return new Product(sku, "Difference Engine No. 2, 1:10 model", 12_900, "GBP");
    }

    public static List<Product> products(String category) {
        List<Product> products = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            products.add(new Product(category + "-" + i, "Model " + i + " of the " + category + " range", 1_000L * (i + 1), "GBP"));
        }
        return products;
    }

    public static Catalog catalog(String category) {
        return new Catalog(category, products(category));
    }
}
