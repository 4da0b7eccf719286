package dev.fastserial.benchmarks.grid;

import com.hazelcast.config.Config;
import dev.fastserial.examples.CompactSerializers;
import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.TwelveFieldBean;
import dev.fastserial.FastTypes;
import dev.fastserial.examples.IdentifiedTwins;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;
import dev.fastserial.hazelcast.FastSerialSerializer;

/** How the data grid serializes the map's values. */
public enum GridFormat {
    /** The plain Serializable twin: Hazelcast's default, Java serialization. */
    JAVA_SERIALIZABLE("Java serialization (Serializable)"),
    /** The {@code @FastSerial} bean with no serializer configured: Hazelcast's default for Externalizable (class name, then writeExternal on an ObjectOutputStream). */
    JAVA_EXTERNALIZABLE("@FastSerial, Hazelcast's default (Externalizable)"),
    /** The {@code @FastSerial} bean through {@link FastSerialSerializer}: the generated code on Hazelcast's own streams, a type id per class. */
    FASTSERIAL("@FastSerial + FastSerialSerializer (a type id per class)"),
    /** The {@code @FastSerial} bean through {@link FastSerialGlobalSerializer}: the one line, the class's name in the entry. */
    FASTSERIAL_GLOBAL("@FastSerial + FastSerialGlobalSerializer (one line, class by name)"),
    /** The same, the classes given stable ids ({@code FastTypes.register}): two bytes for the class. */
    FASTSERIAL_GLOBAL_IDS("@FastSerial + FastSerialGlobalSerializer (stable ids)"),
    /** A twin of the bean implementing {@code IdentifiedDataSerializable} by hand, Hazelcast's fastest own format. */
    IDENTIFIED("IdentifiedDataSerializable (hand-written)"),
    /** The {@code @FastSerial} bean's classes through hand-written Compact serializers, Hazelcast's recommended format. */
    COMPACT("Compact (hand-written serializers)");

    /** Type ids of the FastSerialSerializers. */
    public static final int EMPLOYEE_TYPE = 1001;
    public static final int MESSAGE_TYPE = 1002;
    public static final int TWELVE_FIELDS_TYPE = 1003;

    private final String title;

    GridFormat(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    /** Adds what this format needs to a member's configuration. */
    public Config configure(Config config) {
        switch (this) {
            case FASTSERIAL:
                config.getSerializationConfig()
                        .addSerializerConfig(FastSerialSerializer.config(Employee.class, EMPLOYEE_TYPE))
                        .addSerializerConfig(FastSerialSerializer.config(Message.class, MESSAGE_TYPE))
                        .addSerializerConfig(FastSerialSerializer.config(TwelveFieldBean.class, TWELVE_FIELDS_TYPE));
                break;
            case FASTSERIAL_GLOBAL:
                config.getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config());
                break;
            case FASTSERIAL_GLOBAL_IDS:
                config.getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config(
                        FastTypes.standard().register(Employee.class, 1).register(Message.class, 2)
                                .register(TwelveFieldBean.class, 3)));
                break;
            case IDENTIFIED:
                IdentifiedTwins.register(config.getSerializationConfig());
                break;
            case COMPACT:
                CompactSerializers.register(config.getSerializationConfig().getCompactSerializationConfig());
                break;
            default:
                break;
        }
        return config;
    }

    /** A new sample of {@code model} as this format stores it. */
    public Object sample(GridModel model) {
        if (this == IDENTIFIED) {
            Object bean = model.bean();
            return bean instanceof Employee e ? IdentifiedTwins.of(e)
                    : bean instanceof Message m ? IdentifiedTwins.of(m) : IdentifiedTwins.of((TwelveFieldBean) bean);
        }
        return this == JAVA_SERIALIZABLE ? model.plain() : model.bean();
    }
}
