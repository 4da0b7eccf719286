package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Streams;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Beans whose getters, setters, constructors and private final fields Lombok writes, compiled with
 * the real Lombok beside fastserial, listed before it and after it (docs/getting-started.md, "Lombok"). javac shows
 * processors Lombok's edits only from the round after it made them, whichever ran first; fastserial
 * reads such a class one round later. Before that, with Lombok first a {@code @Value} class was
 * refused (its fields not final yet) and with fastserial first every private field of a
 * {@code @Data} bean was ("no getter or setter").
 */
class LombokTest {
    private static final String PKG = "lombokbeans";

    private static JavaFileObject source(String name, String... lines) {
        List<String> all = new ArrayList<>(List.of("package " + PKG + ";", "",
                "import dev.fastserial.FastSerial;", "import java.io.*;", "import java.util.List;", "import lombok.*;", ""));
        all.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines(PKG + "." + name, all);
    }

    private static final List<JavaFileObject> SOURCES = List.of(
            source("Account",
                    "@FastSerial @Data @NoArgsConstructor",
                    "public class Account implements Externalizable {",
                    "    private static final long serialVersionUID = 1L;",
                    "    private String owner;",
                    "    private Long balance;",
                    "    private List<String> tags;",
                    "    private boolean active;",
                    "    @Override public void writeExternal(ObjectOutput out) throws IOException {",
                    "        AccountExternalizer.writeExternal(this, out);",
                    "    }",
                    "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                    "        AccountExternalizer.readExternal(this, in);",
                    "    }",
                    "}"),
            source("Premium", // Lombok on a subclass of a @FastSerial bean
                    "@FastSerial @Getter @Setter @EqualsAndHashCode(callSuper = true) @ToString(callSuper = true)",
                    "public class Premium extends Account {",
                    "    private static final long serialVersionUID = 1L;",
                    "    private double discount;",
                    "    @Override public void writeExternal(ObjectOutput out) throws IOException {",
                    "        PremiumExternalizer.writeExternal(this, out);",
                    "    }",
                    "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                    "        PremiumExternalizer.readExternal(this, in);",
                    "    }",
                    "}"),
            source("Point", // @Value: the fields become private final, the constructor and getters are Lombok's
                    "@FastSerial @Value",
                    "public class Point implements Serializable {",
                    "    private static final long serialVersionUID = 1L;",
                    "    int x;",
                    "    int y;",
                    "    String label;",
                    "    private Object writeReplace() {",
                    "        return new PointExternalizer(this);",
                    "    }",
                    "}"),
            source("Line", // a record with Lombok's builder nested in it
                    "@FastSerial @Builder",
                    "public record Line(Point from, Point to, String name) implements Serializable {",
                    "    private Object writeReplace() {",
                    "        return new LineExternalizer(this);",
                    "    }",
                    "}"),
            source("Holder", // no Lombok of its own: read in the first round, holding both kinds inline
                    "@FastSerial",
                    "public class Holder implements Externalizable {",
                    "    private static final long serialVersionUID = 1L;",
                    "    Account account;",
                    "    Point point;",
                    "    List<Point> path;",
                    "    @Override public void writeExternal(ObjectOutput out) throws IOException {",
                    "        HolderExternalizer.writeExternal(this, out);",
                    "    }",
                    "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                    "        HolderExternalizer.readExternal(this, in);",
                    "    }",
                    "}"));

    private static Compilation compile(boolean lombokFirst) {
        Processor lombok = lombok();
        Processor fastserial = new FastSerialProcessor();
        Compilation compilation = Compiler.javac()
                .withOptions("-Xlint:all,-processing,-serial", "-Werror")
                .withProcessors(lombokFirst ? List.of(lombok, fastserial) : List.of(fastserial, lombok))
                .compile(SOURCES);
        assertThat(compilation).succeededWithoutWarnings();
        return compilation;
    }

    @Test
    void lombokBeforeOrAfterFastserialGivesTheSameExternalizersAndTheBeansRoundTrip() throws Exception {
        CompiledBeans first = CompiledBeans.of(compile(true));
        CompiledBeans after = CompiledBeans.of(compile(false));
        for (String bean : List.of("Account", "Premium", "Point", "Line", "Holder")) {
            String name = PKG + "." + bean + "Externalizer";
            assertEquals(first.generatedSource(name), after.generatedSource(name), name);
        }
        assertThat(first.generatedSource(PKG + ".AccountExternalizer")).contains("bean.getOwner()");
        assertThat(first.generatedSource(PKG + ".PointExternalizer")).contains("new Point(");
        for (CompiledBeans beans : List.of(first, after)) {
            Object account = beans.newInstance(PKG + ".Account");
            call(account, "setOwner", String.class, "Ada");
            call(account, "setBalance", Long.class, 5_200L);
            call(account, "setTags", List.class, List.of("core", "compilers"));
            call(account, "setActive", boolean.class, true);
            Object premium = beans.newInstance(PKG + ".Premium");
            call(premium, "setOwner", String.class, "Grace");
            call(premium, "setDiscount", double.class, 0.25);
            Object point = beans.construct(PKG + ".Point", 3, -4, "p");
            Object holder = beans.newInstance(PKG + ".Holder");
            dev.fastserial.testing.Fields.set(holder, "account", account);
            dev.fastserial.testing.Fields.set(holder, "point", point);
            dev.fastserial.testing.Fields.set(holder, "path", List.of(point, beans.construct(PKG + ".Point", 0, 0, null)));
            Object builder = beans.load(PKG + ".Line").getMethod("builder").invoke(null);
            builder.getClass().getMethod("from", beans.load(PKG + ".Point")).invoke(builder, point);
            builder.getClass().getMethod("name", String.class).invoke(builder, "diagonal");
            Object line = builder.getClass().getMethod("build").invoke(builder);
            for (Object value : List.of(account, premium, point, line, beans.newInstance(PKG + ".Account"))) {
                assertEquals(value, Streams.roundTrip(value)); // Lombok's equals: every field
            }
            Object back = Streams.roundTrip(holder);
            for (String field : List.of("account", "point", "path")) {
                assertEquals(dev.fastserial.testing.Fields.get(holder, field), dev.fastserial.testing.Fields.get(back, field), field);
            }
        }
    }

    /** Lombok's processor, as javac finds it on a processor path (its class is nested in a package-private one). */
    static Processor lombok() {
        try {
            var constructor = Class.forName("lombok.launch.AnnotationProcessorHider$AnnotationProcessor").getConstructor();
            constructor.setAccessible(true);
            return (Processor) constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static void call(Object target, String method, Class<?> type, Object arg) throws Exception {
        target.getClass().getMethod(method, type).invoke(target, arg);
    }
}
