package dev.fastserial.examples;

import com.hazelcast.config.CompactSerializationConfig;
import com.hazelcast.nio.serialization.compact.CompactReader;
import com.hazelcast.nio.serialization.compact.CompactSerializer;
import com.hazelcast.nio.serialization.compact.CompactWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;

/**
 * Hazelcast Compact serializers for Employee, Message, Player and the 12-field bean, written by hand the way
 * Hazelcast recommends (Compact is its own format of choice), for the comparison in
 * {@code benchmarks/} ({@code GridMap}): what the same beans cost in a data grid without
 * fastserial. Compact has no references, so a supervisor cycle is a flag (as in the protobuf
 * schema of the benchmarks); a Date is its epoch millis; an enum its name.
 */
public final class CompactSerializers {
    private CompactSerializers() {}

    /** Registers the serializers. */
    public static void register(CompactSerializationConfig config) {
        config.addSerializer(new TwelveFieldSerializer());
        config.addSerializer(new EmployeeSerializer());
        config.addSerializer(new MessageSerializer());
        config.addSerializer(new PlayerSerializer());
    }

    /** Its boxed numbers as nullable Compact fields, its dates as nullable epoch millis. */
    static final class TwelveFieldSerializer implements CompactSerializer<TwelveFieldBean> {
        @Override
        public TwelveFieldBean read(CompactReader in) {
            return new TwelveFieldBean(in.readNullableInt64("tradeId"), in.readNullableInt64("accountId"),
                    in.readNullableInt64("orderId"), in.readNullableFloat64("price"), in.readNullableFloat64("quantity"),
                    in.readNullableFloat64("commission"), in.readString("symbol"), in.readString("trader"),
                    in.readString("venue"), date(in.readNullableInt64("created")), date(in.readNullableInt64("updated")),
                    date(in.readNullableInt64("settled")));
        }

        @Override
        public void write(CompactWriter out, TwelveFieldBean b) {
            out.writeNullableInt64("tradeId", b.tradeId);
            out.writeNullableInt64("accountId", b.accountId);
            out.writeNullableInt64("orderId", b.orderId);
            out.writeNullableFloat64("price", b.price);
            out.writeNullableFloat64("quantity", b.quantity);
            out.writeNullableFloat64("commission", b.commission);
            out.writeString("symbol", b.symbol);
            out.writeString("trader", b.trader);
            out.writeString("venue", b.venue);
            out.writeNullableInt64("created", b.created == null ? null : b.created.getTime());
            out.writeNullableInt64("updated", b.updated == null ? null : b.updated.getTime());
            out.writeNullableInt64("settled", b.settled == null ? null : b.settled.getTime());
        }

        private static Date date(Long millis) {
            return millis == null ? null : new Date(millis);
        }

        @Override
        public String getTypeName() {
            return "TwelveFieldBean";
        }

        @Override
        public Class<TwelveFieldBean> getCompactClass() {
            return TwelveFieldBean.class;
        }
    }

    static final class EmployeeSerializer implements CompactSerializer<Employee> {
        @Override
        public Employee read(CompactReader in) {
            Long hired = in.readNullableInt64("hireDate");
            Employee e = new Employee(in.readString("firstName"), in.readString("lastName"),
                    in.readString("socialSecurityNumber"), in.readString("department"), in.readString("position"),
                    hired == null ? null : new Date(hired), in.readNullableFloat64("salary"));
            e.setSupervisor(in.readBoolean("supervisesSelf") ? e : in.readCompact("supervisor"));
            String[] phones = in.readArrayOfString("phoneNumbers");
            e.setPhoneNumbers(phones == null ? null : new ArrayList<>(Arrays.asList(phones)));
            return e;
        }

        @Override
        public void write(CompactWriter out, Employee e) {
            out.writeString("firstName", e.getFirstName());
            out.writeString("lastName", e.getLastName());
            out.writeString("socialSecurityNumber", e.getSocialSecurityNumber());
            out.writeString("department", e.getDepartment());
            out.writeString("position", e.getPosition());
            out.writeNullableInt64("hireDate", e.getHireDate() == null ? null : e.getHireDate().getTime());
            out.writeNullableFloat64("salary", e.getSalary());
            boolean self = e.getSupervisor() == e;
            out.writeBoolean("supervisesSelf", self);
            out.writeCompact("supervisor", self ? null : e.getSupervisor());
            out.writeArrayOfString("phoneNumbers", e.getPhoneNumbers() == null ? null
                    : e.getPhoneNumbers().toArray(new String[0]));
        }

        @Override
        public String getTypeName() {
            return "Employee";
        }

        @Override
        public Class<Employee> getCompactClass() {
            return Employee.class;
        }
    }

    static final class MessageSerializer implements CompactSerializer<Message> {
        @Override
        public Message read(CompactReader in) {
            String priority = in.readString("priority");
            return new Message(in.readInt64("id"), in.readInt64("timestamp"), in.readString("topic"),
                    in.readString("text"), priority == null ? null : Priority.valueOf(priority),
                    in.readArrayOfInt8("payload"), in.readCompact("sender"), in.readCompact("receiver"));
        }

        @Override
        public void write(CompactWriter out, Message m) {
            out.writeInt64("id", m.id);
            out.writeInt64("timestamp", m.timestamp);
            out.writeString("topic", m.topic);
            out.writeString("text", m.text);
            out.writeString("priority", m.priority == null ? null : m.priority.name());
            out.writeArrayOfInt8("payload", m.payload);
            out.writeCompact("sender", m.sender);
            out.writeCompact("receiver", m.receiver);
        }

        @Override
        public String getTypeName() {
            return "Message";
        }

        @Override
        public Class<Message> getCompactClass() {
            return Message.class;
        }
    }

    static final class PlayerSerializer implements CompactSerializer<Player> {
        @Override
        public Player read(CompactReader in) {
            return new Player(in.readInt32("id"), in.readString("name"), in.readInt32("level"), in.readInt64("score"),
                    in.readBoolean("online"));
        }

        @Override
        public void write(CompactWriter out, Player p) {
            out.writeInt32("id", p.id);
            out.writeString("name", p.name);
            out.writeInt32("level", p.level);
            out.writeInt64("score", p.score);
            out.writeBoolean("online", p.online);
        }

        @Override
        public String getTypeName() {
            return "Player";
        }

        @Override
        public Class<Player> getCompactClass() {
            return Player.class;
        }
    }
}
