package dev.fastserial.benchmarks;

import dev.fastserial.benchmarks.media.Player;
import dev.fastserial.benchmarks.media.Size;
import dev.fastserial.benchmarks.proto.Employee;
import dev.fastserial.benchmarks.proto.Image;
import dev.fastserial.benchmarks.proto.Media;
import dev.fastserial.benchmarks.proto.MediaContent;
import dev.fastserial.benchmarks.proto.Message;
import dev.fastserial.benchmarks.proto.TestBaseClass;
import dev.fastserial.benchmarks.proto.TestClass;
import dev.fastserial.benchmarks.proto.TwelveFieldBean;
import dev.fastserial.examples.Priority;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

/**
 * The protobuf messages back into the plain beans, written out field by field (independently of
 * the reflective conversion the benchmarks use), so that a test can compare them with the samples.
 */
final class FromProto {
    private FromProto() {}

    static Object toPlain(Model model, Object message) {
        switch (model) {
            case TWELVE_FIELDS:
                return twelveFields((TwelveFieldBean) message);
            case EMPLOYEE:
                return employee((Employee) message);
            case TEST_CLASS:
                return testClass((TestClass) message);
            case MESSAGE:
                return message((Message) message);
            case MEDIA_CONTENT:
                return mediaContent((MediaContent) message);
            case MEDIA_CONTENT_RECORDS:
                return mediaContentRecord((MediaContent) message);
            default:
                throw new AssertionError(model);
        }
    }

    private static dev.fastserial.examples.plain.TwelveFieldBean twelveFields(TwelveFieldBean m) {
        return new dev.fastserial.examples.plain.TwelveFieldBean(
                m.hasTradeId() ? m.getTradeId() : null,
                m.hasAccountId() ? m.getAccountId() : null,
                m.hasOrderId() ? m.getOrderId() : null,
                m.hasPrice() ? m.getPrice() : null,
                m.hasQuantity() ? m.getQuantity() : null,
                m.hasCommission() ? m.getCommission() : null,
                m.hasSymbol() ? m.getSymbol() : null,
                m.hasTrader() ? m.getTrader() : null,
                m.hasVenue() ? m.getVenue() : null,
                m.hasCreated() ? new Date(m.getCreated()) : null,
                m.hasUpdated() ? new Date(m.getUpdated()) : null,
                m.hasSettled() ? new Date(m.getSettled()) : null);
    }

    private static dev.fastserial.examples.plain.Employee employee(Employee m) {
        dev.fastserial.examples.plain.Employee e = new dev.fastserial.examples.plain.Employee(
                m.hasFirstName() ? m.getFirstName() : null,
                m.hasLastName() ? m.getLastName() : null,
                m.hasSocialSecurityNumber() ? m.getSocialSecurityNumber() : null,
                m.hasDepartment() ? m.getDepartment() : null,
                m.hasPosition() ? m.getPosition() : null,
                m.hasHireDate() ? new Date(m.getHireDate()) : null,
                m.hasSalary() ? m.getSalary() : null);
        if (m.getSupervisesSelf()) {
            e.setSupervisor(e);
        } else if (m.hasSupervisor()) {
            e.setSupervisor(employee(m.getSupervisor()));
        }
        e.setPhoneNumbers(new ArrayList<>(m.getPhoneNumbersList()));
        return e;
    }

    private static dev.fastserial.examples.plain.TestClass testClass(TestClass m) {
        dev.fastserial.examples.plain.TestClass t = new dev.fastserial.examples.plain.TestClass();
        base(t, m.getBase());
        set(t, dev.fastserial.examples.plain.TestClass.class, "m_int", m.getMInt());
        Object object1 = m.hasMObject1() ? base(new dev.fastserial.examples.plain.TestBaseClass(), m.getMObject1()) : null;
        set(t, dev.fastserial.examples.plain.TestClass.class, "m_object1", object1);
        set(t, dev.fastserial.examples.plain.TestClass.class, "m_object2", m.getMObject2IsObject1() ? object1
                : m.hasMObject2() ? base(new dev.fastserial.examples.plain.TestBaseClass(), m.getMObject2()) : null);
        Object[] objects = new Object[m.getMObjectsCount()];
        for (int i = 0; i < objects.length; i++) {
            objects[i] = base(new dev.fastserial.examples.plain.TestBaseClass(), m.getMObjects(i));
        }
        set(t, dev.fastserial.examples.plain.TestClass.class, "m_objects", objects);
        return t;
    }

    private static <T extends dev.fastserial.examples.plain.TestBaseClass> T base(T t, TestBaseClass m) {
        Class<?> level = dev.fastserial.examples.plain.TestBaseClass.class;
        set(t, level, "m_byte", (byte) m.getMByte());
        set(t, level, "m_short", (short) m.getMShort());
        set(t, level, "m_long", m.getMLong());
        set(t, level, "m_float", m.getMFloat());
        set(t, level, "m_double", m.getMDouble());
        set(t, level, "m_char", (char) m.getMChar());
        set(t, level, "m_boolean", m.getMBoolean());
        set(t, level, "m_int", m.getMInt());
        set(t, level, "m_ints", m.getMIntsList().stream().mapToInt(Integer::intValue).toArray());
        set(t, level, "m_string", m.hasMString() ? m.getMString() : null);
        set(t, level, "m_strings", m.getMStringsList().toArray(new String[0]));
        return t;
    }

    private static dev.fastserial.examples.plain.Message message(Message m) {
        return new dev.fastserial.examples.plain.Message(m.getId(), m.getTimestamp(),
                m.hasTopic() ? m.getTopic() : null,
                m.hasText() ? m.getText() : null,
                m.hasPriority() ? Priority.valueOf(m.getPriority().name()) : null,
                m.hasPayload() ? m.getPayload().toByteArray() : null,
                m.hasSender() ? player(m.getSender()) : null,
                m.hasReceiver() ? player(m.getReceiver()) : null);
    }

    private static dev.fastserial.examples.plain.Player player(dev.fastserial.benchmarks.proto.Player m) {
        return new dev.fastserial.examples.plain.Player(m.getId(), m.hasName() ? m.getName() : null, m.getLevel(),
                m.getScore(), m.getOnline());
    }

    private static dev.fastserial.benchmarks.media.plain.MediaContent mediaContent(MediaContent m) {
        dev.fastserial.benchmarks.media.plain.Media media = null;
        if (m.hasMedia()) {
            Media d = m.getMedia();
            media = new dev.fastserial.benchmarks.media.plain.Media(d.getUri(), d.hasTitle() ? d.getTitle() : null,
                    d.getWidth(), d.getHeight(), d.getFormat(), d.getDuration(), d.getSize(), d.getBitrate(),
                    d.getHasBitrate(), new ArrayList<>(d.getPersonsList()), Player.valueOf(d.getPlayer().name()),
                    d.hasCopyright() ? d.getCopyright() : null);
        }
        List<dev.fastserial.benchmarks.media.plain.Image> images = new ArrayList<>();
        for (Image i : m.getImagesList()) {
            images.add(new dev.fastserial.benchmarks.media.plain.Image(i.getUri(), i.hasTitle() ? i.getTitle() : null,
                    i.getWidth(), i.getHeight(), Size.valueOf(i.getSize().name())));
        }
        return new dev.fastserial.benchmarks.media.plain.MediaContent(media, images);
    }

    private static dev.fastserial.benchmarks.media.records.plain.MediaContent mediaContentRecord(MediaContent m) {
        dev.fastserial.benchmarks.media.records.plain.Media media = null;
        if (m.hasMedia()) {
            Media d = m.getMedia();
            media = new dev.fastserial.benchmarks.media.records.plain.Media(d.getUri(), d.hasTitle() ? d.getTitle() : null,
                    d.getWidth(), d.getHeight(), d.getFormat(), d.getDuration(), d.getSize(), d.getBitrate(),
                    d.getHasBitrate(), new ArrayList<>(d.getPersonsList()), Player.valueOf(d.getPlayer().name()),
                    d.hasCopyright() ? d.getCopyright() : null);
        }
        List<dev.fastserial.benchmarks.media.records.plain.Image> images = new ArrayList<>();
        for (Image i : m.getImagesList()) {
            images.add(new dev.fastserial.benchmarks.media.records.plain.Image(i.getUri(),
                    i.hasTitle() ? i.getTitle() : null, i.getWidth(), i.getHeight(), Size.valueOf(i.getSize().name())));
        }
        return new dev.fastserial.benchmarks.media.records.plain.MediaContent(media, images);
    }

    private static void set(Object bean, Class<?> level, String name, Object value) {
        try {
            Field f = level.getDeclaredField(name);
            f.setAccessible(true);
            f.set(bean, value);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
