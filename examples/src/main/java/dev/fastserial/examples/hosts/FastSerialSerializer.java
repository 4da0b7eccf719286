package dev.fastserial.examples.hosts;

import com.hazelcast.config.SerializerConfig;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.StreamSerializer;
import dev.fastserial.FastBytes;
import java.io.IOException;

/**
 * A Hazelcast {@link StreamSerializer} for a {@code @FastSerial} bean, record or immutable class:
 * the generated code (a bean's {@code writeExternal}/{@code readExternal}, a record's static
 * {@code write}/{@code read}, which builds it through its constructor) writes the entry through
 * FastBytes' direct path, put on Hazelcast's own {@link ObjectDataOutput} after its length, with no
 * {@code ObjectOutputStream} and no class name in the entry: Hazelcast's type id says which
 * serializer reads it. Shared references and cycles inside one entry are kept, also those back to
 * the entry's own object (an Employee who supervises herself comes back so, which Hazelcast's
 * default handling of {@code Externalizable} does not keep); fallback fields are Java-serialized
 * inside the entry, with JDK semantics.
 *
 * <p>Hazelcast picks a serializer by class, then superclass: a subclass with no serializer of its
 * own comes here too. It is written with its class ({@code FastBytes.write(object, type, out)}), so
 * it reads back as itself, never as {@code type} with its own fields gone.
 *
 * <p>The one line of configuration, per bean class (type ids are yours to choose, positive and
 * unique among your serializers):
 *
 * <pre>{@code
 * config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Employee.class, 1));
 * }</pre>
 */
public final class FastSerialSerializer<T> implements StreamSerializer<T> {
    private final Class<T> type;
    private final int typeId;

    public FastSerialSerializer(Class<T> type, int typeId) {
        if (typeId <= 0) {
            throw new IllegalArgumentException("Hazelcast needs a positive type id for a custom serializer, not " + typeId);
        }
        this.type = type;
        this.typeId = typeId;
    }

    /** The serializer config for {@code type}: add it to the cluster's (and clients') SerializationConfig. */
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
