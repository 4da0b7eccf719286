package dev.fastserial.spring.boot;

import dev.fastserial.FastTypes;
import java.util.Map;
import org.springframework.util.ClassUtils;

/**
 * The {@code fastserial.*} properties made into a {@link FastTypes}: the one place where the starter
 * turns its allow-list and stable ids into fastserial's API ({@link FastTypes#allowPackages},
 * {@link FastTypes#register}). Each integration then builds its serializer from the result.
 */
final class StarterTypes {
    private StarterTypes() {
    }

    /**
     * The types of {@code properties}.
     *
     * @throws IllegalStateException naming the property at fault: a malformed package name, a class
     *     not found, a class that is not fastserial's, or an id given twice
     */
    static FastTypes of(FastSerialProperties properties, ClassLoader classLoader) {
        FastTypes types = FastTypes.standard();
        if (!properties.getAllowedPackages().isEmpty()) {
            try {
                types = types.allowPackages(properties.getAllowedPackages().toArray(new String[0]));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(FastSerialProperties.PREFIX + ".allowed-packages: " + e.getMessage(), e);
            }
        }
        for (Map.Entry<String, Integer> id : properties.getTypeIds().entrySet()) {
            String property = FastSerialProperties.PREFIX + ".type-ids[" + id.getKey() + "]";
            if (id.getValue() == null) {
                throw new IllegalStateException(property + ": no id given");
            }
            Class<?> type;
            try {
                type = ClassUtils.forName(id.getKey(), classLoader);
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalStateException(property + ": no class " + id.getKey() + " here (" + e + ")", e);
            }
            try {
                types = types.register(type, id.getValue());
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(property + ": " + e.getMessage(), e);
            }
        }
        return types;
    }
}
