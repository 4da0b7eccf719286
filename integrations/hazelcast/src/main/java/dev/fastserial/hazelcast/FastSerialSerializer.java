package dev.fastserial.hazelcast;

import com.hazelcast.config.SerializerConfig;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.StreamSerializer;
import dev.fastserial.FastBytes;
import dev.fastserial.FastTypes;
import java.io.IOException;

/**
 * A Hazelcast serializer for one {@code @FastSerial} bean, record or immutable class, with a type
 * id of yours: the entry holds the value's fields alone (Hazelcast's type id says which class),
 * written by FastBytes on Hazelcast's own streams (the message after its length). For most uses the one global line
 * ({@link FastSerialGlobalSerializer}) is simpler; this saves the class's name in every entry
 * (or the stable id's two bytes), as a hand-written {@code IdentifiedDataSerializable} would.
 *
 * <pre>{@code
 * config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Employee.class, 1001));
 * }</pre>
 *
 * <p>Hazelcast also gives it the subclasses of its class (it looks serializers up by superclass):
 * a subclass is written with its own class's name and read back as what it is
 * ({@link FastBytes#write(Object, Class, java.io.DataOutput)}), never cut down to the registered class.
 *
 * @param <T> the registered class
 */
public final class FastSerialSerializer<T> implements StreamSerializer<T> {
    private final Class<T> type;
    private final int typeId;

    /**
     * A serializer for {@code type} and its subclasses.
     *
     * @param type the registered class, a {@code @FastSerial} bean, record or immutable class
     * @param typeId the type id of its entries, positive, unique among your serializers
     * @throws IllegalArgumentException if {@code type} is not a {@code @FastSerial} bean, record or
     *     immutable class, or {@code typeId} is not positive
     */
    public FastSerialSerializer(Class<T> type, int typeId) {
        if (typeId <= 0) {
            throw new IllegalArgumentException("Hazelcast needs a positive type id for a custom serializer, not " + typeId);
        }
        if (!FastTypes.isFastSerial(type)) {
            throw new IllegalArgumentException(type.getName() + " is not a @FastSerial bean, record or immutable class");
        }
        this.type = type;
        this.typeId = typeId;
    }

    /**
     * The serializer configuration for {@code type}: add it to every member's and client's SerializationConfig.
     *
     * @param <T> the registered class
     * @param type the registered class, a {@code @FastSerial} bean, record or immutable class
     * @param typeId the type id of its entries, positive, unique among your serializers
     * @return the configuration
     * @throws IllegalArgumentException as the constructor
     */
    public static <T> SerializerConfig config(Class<T> type, int typeId) {
        return new SerializerConfig().setTypeClass(type).setImplementation(new FastSerialSerializer<>(type, typeId));
    }

    @Override
    public int getTypeId() {
        return typeId;
    }

    @Override
    public void write(ObjectDataOutput out, T object) throws IOException {
        FastBytes.write(object, type, out);
    }

    @Override
    public T read(ObjectDataInput in) throws IOException {
        return FastBytes.read(in, type);
    }
}
