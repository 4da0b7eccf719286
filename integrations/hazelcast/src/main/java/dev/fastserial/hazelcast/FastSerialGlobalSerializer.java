package dev.fastserial.hazelcast;

import com.hazelcast.config.GlobalSerializerConfig;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.StreamSerializer;
import dev.fastserial.FastTypes;
import java.io.IOException;

/**
 * Hazelcast's global serializer for fastserial: every {@code @FastSerial} bean, record and immutable
 * class in a member or a client goes the direct path (its generated code, the value's bytes put on
 * Hazelcast's own stream after their length), with no type id per class; every other value Hazelcast would give to Java serialization
 * is written as Java serialization writes it. Hazelcast's own formats (its built-in types,
 * {@code DataSerializable}, {@code Portable}, Compact) and serializers registered per class keep
 * precedence.
 *
 * <p>The one line, on every member and client (the same on {@code ClientConfig}):
 *
 * <pre>{@code
 * config.getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config());
 * }</pre>
 *
 * or declaratively ({@code hazelcast.xml}, {@code hazelcast-client.xml}):
 *
 * <pre>{@code
 * <serialization>
 *     <global-serializer override-java-serialization="true">dev.fastserial.hazelcast.FastSerialGlobalSerializer</global-serializer>
 * </serialization>
 * }</pre>
 *
 * <p>{@code override-java-serialization} is what hands Hazelcast's {@code Serializable} and
 * {@code Externalizable} values (fastserial's among them) to this serializer rather than to Java
 * serialization. An entry names its value's own class ({@link FastTypes}: the class name, or a stable
 * id registered with {@link FastTypes#register}), so a subclass comes back as itself and a rolling
 * deploy reads entries of the other version; a reader loads only classes fastserial generated code
 * for (see {@link FastTypes} for the bytes and the rules).
 *
 * <p><b>Which classes it creates.</b> Values that are not fastserial's are read by a real
 * {@code ObjectInputStream} with the JVM-wide serial filter and bounds on arrays and depth, not
 * Hazelcast's {@code java-serialization-filter} (which applies only to Hazelcast's own Java
 * serializer): by default any {@code Serializable} class such a value names is created and its
 * {@code readObject} run, so whoever can put an entry into the cluster can run the code of any
 * such class on the class path. Give the packages of your values, and every class an entry
 * names is checked by name before it is loaded (the JDK's value classes pass too, see
 * {@link FastTypes#allowPackages}):
 *
 * <pre>{@code
 * config.getSerializationConfig().setGlobalSerializerConfig(
 *         FastSerialGlobalSerializer.config(FastTypes.standard().allowPackages("com.acme")));
 * }</pre>
 *
 * A declarative configuration names a class with a public no-argument constructor: name a
 * subclass of yours that passes its {@link FastTypes} up
 * ({@code public AcmeSerializer() { super(FastTypes.standard().allowPackages("com.acme")); }}).
 */
public class FastSerialGlobalSerializer implements StreamSerializer<Object> {
    /** The type id of the entries it writes ("FS" and 1): every member and client must use the same. */
    public static final int TYPE_ID = 0x4653_0001;

    private final FastTypes types;
    private final int typeId;

    /** Every fastserial class by name; the declarative configuration's constructor. */
    public FastSerialGlobalSerializer() {
        this(FastTypes.standard(), TYPE_ID);
    }

    /**
     * With the allow-list, ids and bounds of {@code types}.
     *
     * @param types the allowed packages, ids and bounds to use ({@code FastTypes.standard().allowPackages("com.acme")})
     */
    public FastSerialGlobalSerializer(FastTypes types) {
        this(types, TYPE_ID);
    }

    /**
     * With another type id, if {@link #TYPE_ID} is taken by a serializer of yours.
     *
     * @param types the allowed packages, ids and bounds to use
     * @param typeId the type id of the entries it writes, positive, the same on every member and client
     * @throws IllegalArgumentException if {@code typeId} is not positive
     */
    public FastSerialGlobalSerializer(FastTypes types, int typeId) {
        if (typeId <= 0) {
            throw new IllegalArgumentException("Hazelcast needs a positive type id for a custom serializer, not " + typeId);
        }
        this.types = types;
        this.typeId = typeId;
    }

    /**
     * The global serializer configuration: this serializer, overriding Java serialization.
     *
     * @return a configuration for a member's or a client's {@code SerializationConfig}
     */
    public static GlobalSerializerConfig config() {
        return config(FastTypes.standard());
    }

    /**
     * {@link #config()} with the allow-list, ids and bounds of {@code types}.
     *
     * @param types the allowed packages, ids and bounds to use
     * @return a configuration for a member's or a client's {@code SerializationConfig}
     */
    public static GlobalSerializerConfig config(FastTypes types) {
        return new GlobalSerializerConfig().setImplementation(new FastSerialGlobalSerializer(types))
                .setOverrideJavaSerialization(true);
    }

    @Override
    public final int getTypeId() {
        return typeId;
    }

    @Override
    public final void write(ObjectDataOutput out, Object object) throws IOException {
        types.write(object, out);
    }

    @Override
    public final Object read(ObjectDataInput in) throws IOException {
        return types.read(in, in.getClassLoader());
    }
}
