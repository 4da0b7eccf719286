package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: the shapes of mixed classes still refused, each with one error on the element at fault
 * whose advice, applied as written, compiles (and round-trips); and the bean errors (FS111, FS201,
 * FS207) that now offer the mixed form where the bean's constructor takes its final fields.
 */
class MixedCompileErrorsTest {

    private static JavaFileObject src(String name, String... lines) {
        return BeanSources.acme(name, lines);
    }

    private static <T> List<T> bothPaths(T value) {
        return List.of(Streams.roundTrip(value), Direct.roundTrip(value));
    }

    /**
     * Spring Session's MapSession as written there: {@code MapSession(String id)} sets both the id and
     * the final originalId, so no parameter is named after originalId (FS121, on the class). Its advice,
     * "name each of its parameters as the field it sets", applied: the id changed at login survives.
     */
    @Test
    void aFinalFieldNoParameterIsNamedAfter() {
        String constructor = "    public Session(String id) { this.id = id; this.originalId = id; }";
        JavaFileObject file = src("Session", "@FastSerial", "public class Session implements Serializable {",
                "    private String id;", "    private final String originalId;",
                constructor,
                "    public String getId() { return id; }", "    public void setId(String id) { this.id = id; }",
                "    public String getOriginalId() { return originalId; }",
                "    private Object writeReplace() { return new SessionExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_MATCHING_CONSTRUCTOR, file, "public class Session");
        assertThat(message).contains("Session: name the parameters of Session(String id) as the fields they set (String"
                + " originalId)");
        CompiledBeans beans = CompiledBeans.compile(Advice.edit(file, constructor,
                "    public Session(String originalId) { this.id = originalId; this.originalId = originalId; }"));
        Object session = beans.construct("com.acme.Session", "first");
        set(session, "id", "after-login");
        for (Object copy : bothPaths(session)) {
            assertEquals("after-login", get(copy, "id"));
            assertEquals("first", get(copy, "originalId"));
        }
    }

    /** Spring Batch's StepExecution and JobExecution: step -> job -> steps -> step, the job final in the step. */
    private static JavaFileObject step() {
        return src("Step", "@FastSerial", "public class Step implements Serializable {",
                "    private final String name;", "    private final Job job;", "    private int reads;",
                "    public Step(String name, Job job) { this.name = name; this.job = job; job.steps.add(this); }",
                "    public String getName() { return name; }", "    public Job getJob() { return job; }",
                "    public int getReads() { return reads; }", "    public void setReads(int reads) { this.reads = reads; }",
                "    private Object writeReplace() { return new StepExternalizer(this); }", "}");
    }

    /**
     * The cycle through a bean: FS221 on the step's final field. Its advice (the step a bean, which
     * exists before its fields are read), applied: the cycle comes back on both paths.
     */
    @Test
    void aCycleThroughAFinalFieldAndABean() {
        JavaFileObject job = BeanSources.bean("com.acme", "Job", "public class Job implements Externalizable",
                "private static final long serialVersionUID = 1L;", "String name;", "List<Step> steps = new ArrayList<>();",
                "public Job() {}");
        JavaFileObject step = step();
        String message = Advice.oneError(Advice.compile(job, step), Message.VALUE_REACHES_ITSELF, step,
                "private final Job job;");
        assertThat(message).startsWith("field 'job' has type Job, through which a Step can reach itself again: Step is"
                + " built by its constructor after everything it holds is read");
        assertThat(message).contains("or make Step itself a @FastSerial bean instead of a mixed class");
        JavaFileObject asBean = BeanSources.bean("com.acme", "Step", "public class Step implements Externalizable",
                "private static final long serialVersionUID = 1L;", "String name;", "Job job;", "int reads;",
                "public Step() {}");
        CompiledBeans beans = CompiledBeans.compile(job, asBean);
        Object j = beans.newInstance("com.acme.Job");
        Object s = set(set(beans.newInstance("com.acme.Step"), "name", "read"), "job", j);
        set(j, "steps", new ArrayList<>(List.of(s)));
        for (Object copy : bothPaths(s)) {
            assertSame(copy, ((List<?>) get(get(copy, "job"), "steps")).get(0));
        }
    }

    /**
     * The same cycle through a plain Serializable job (not @FastSerial): the self-reach check did not
     * see it, so the step compiled, and a JDK stream read back the step's serialization proxy into the
     * job's list in the step's place. FS221 now, on the same field.
     */
    @Test
    void aCycleThroughAFinalFieldAndAPlainSerializableClass() {
        JavaFileObject job = src("Job", "public class Job implements Serializable {", "    String name;",
                "    final List<Step> steps = new ArrayList<>();", "}");
        JavaFileObject step = step();
        String message = Advice.oneError(Advice.compile(job, step), Message.VALUE_REACHES_ITSELF, step,
                "private final Job job;");
        assertThat(message).startsWith("field 'job' has type Job, through which a Step can reach itself again");
        // "a type that cannot lead back": the job without its steps
        CompiledBeans.compile(Advice.edit(job, "    final List<Step> steps = new ArrayList<>();",
                "    final List<String> steps = new ArrayList<>();"), Advice.edit(step, " job.steps.add(this);", ""));
    }

    /**
     * The gap as it was for records too: a record whose component, a plain Serializable class, holds a
     * list of such records. It compiled, and on a JDK stream the record's proxy was read back into the
     * list in its place (heap pollution, found only when the list is used). FS221 now.
     */
    @Test
    void aRecordOnACycleThroughAPlainSerializableClass() {
        JavaFileObject job = src("Job", "public class Job implements Serializable {",
                "    final List<Step> steps = new ArrayList<>();", "}");
        JavaFileObject step = src("Step", "@FastSerial", "public record Step(String name,", "        Job job) implements"
                + " Serializable {", "    private Object writeReplace() { return new StepExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(job, step), Message.VALUE_REACHES_ITSELF, step, "Job job)");
        assertThat(message).startsWith("component 'job' has type Job, through which a Step can reach itself again");
        // "a type that cannot lead back": the job without its steps, and the record round-trips on both paths
        CompiledBeans beans = CompiledBeans.compile(Advice.edit(job, "final List<Step> steps", "final List<String> steps"),
                step);
        Object record = beans.construct("com.acme.Step", "read", beans.newInstance("com.acme.Job"));
        for (Object copy : bothPaths(record)) {
            assertEquals("read", get(copy, "name"));
        }
    }

    /**
     * A marked constructor's parameter of a type the field's value is not (a List for a Set): FS132,
     * on the parameter; "the field's type (or a supertype of it)", applied with Collection: the
     * constructor copies it into its sorted set, which stays unmodifiable.
     */
    @Test
    void aParameterThatCannotTakeTheFieldsValue() {
        String constructor = "    @SerialConstructor public User(String username, List<String> roles) {";
        JavaFileObject file = src("User", "@FastSerial", "public class User implements Serializable {",
                "    private final String username;", "    private final Set<String> roles;",
                constructor,
                "        this.username = username; this.roles = Collections.unmodifiableSet(new TreeSet<>(roles)); }",
                "    public String getUsername() { return username; }",
                "    public Collection<String> getRoles() { return roles; }",
                "    private Object writeReplace() { return new UserExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.MARKED_PARAMETER_TYPE, file, constructor.strip());
        assertThat(message).contains("is a List<String>, but User's field 'roles', which the generated reader passes to"
                + " it, is a Set<String>: give the parameter the field's type (or a supertype of it)");
        for (String type : new String[] {"Set<String>", "Collection<String>"}) {
            CompiledBeans beans = CompiledBeans.compile(Advice.edit(file, "List<String> roles)", type + " roles)"));
            Object user = beans.construct("com.acme.User", "ada", new TreeSet<>(Set.of("b", "a")));
            for (Object copy : bothPaths(user)) {
                assertEquals(List.of("a", "b"), new ArrayList<>((Set<?>) get(copy, "roles")));
                org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class,
                        () -> ((Set<String>) get(copy, "roles")).add("c"));
            }
        }
    }

    /**
     * A getter of a wider type with a wildcard ({@code Collection<? extends String>}): its result cannot
     * be cast back to the field's type unchecked, so it is no getter; FS220 says what it found and
     * how to retype it (adding a getRoles() beside it would not compile), and retyped it works.
     */
    @Test
    void aGetterOfAWildcardType() {
        String getter = "    public Collection<? extends String> getRoles() { return roles; }";
        JavaFileObject file = src("User", "@FastSerial", "public class User implements Serializable {",
                "    private final Set<String> roles;", "    public User(Set<String> roles) { this.roles = roles; }",
                getter, "    private Object writeReplace() { return new UserExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_GETTER_IN_VALUE, file, "private final Set<String>");
        assertEquals("field 'roles' is private and has no getter (found Collection<? extends String> getRoles(), needed"
                + " Set<String>), so UserExternalizer cannot read it: change getRoles() to use Set<String>, or make the"
                + " field package-private [FS220]", message);
        for (String fix : new String[] {"public Set<String> getRoles()", "public Collection<String> getRoles()"}) {
            CompiledBeans beans = CompiledBeans.compile(Advice.edit(file, "public Collection<? extends String> getRoles()", fix));
            Object user = beans.construct("com.acme.User", new java.util.HashSet<>(Set.of("x")));
            for (Object copy : bothPaths(user)) {
                assertEquals(Set.of("x"), get(copy, "roles"));
            }
        }
    }

    /**
     * A bean whose constructor takes its final field: FS201 offers the mixed form beside "remove final",
     * and the mixed form, applied as written (Serializable, writeReplace in place of the two methods), works.
     */
    @Test
    void fs201OffersTheMixedFormToABeanWhoseConstructorTakesTheField() {
        JavaFileObject file = BeanSources.bean("com.acme", "Account", "public class Account implements Externalizable",
                "private static final long serialVersionUID = 1L;", "private final String number;", "String owner;",
                "public Account() { this(\"unnumbered\"); }", "public Account(String number) { this.number = number; }",
                "public String getNumber() { return number; }");
        String message = Advice.oneError(Advice.compile(file), Message.FINAL_FIELD, file, "private final String number;");
        assertEquals("field 'number' is final, so readExternal cannot restore it: remove final and add setNumber(String), or"
                + " let fastserial build Account through Account(String number) as a mixed class, its final fields kept:"
                + " make it implement Serializable instead of Externalizable, and replace its writeExternal and readExternal"
                + " by 'private Object writeReplace() { return new AccountExternalizer(this); }', or mark the field"
                + " transient if it need not be written [FS201]", message);
        Object account = set(CompiledBeans.compile(asMixed(file, message)).construct("com.acme.Account", "DE-42"), "owner", "Ada");
        for (Object copy : bothPaths(account)) {
            assertEquals("DE-42", get(copy, "number"));
            assertEquals("Ada", get(copy, "owner"));
        }
    }

    /**
     * A bean extending a mixed class: FS127 names it a mixed class (not an immutable one), and its advice,
     * holding one in a field, compiles and round-trips.
     */
    @Test
    void aBeanThatExtendsAMixedClass() {
        JavaFileObject session = src("Session", "@FastSerial", "public class Session implements Serializable {",
                "    final String id;", "    String user;", "    public Session(String id) { this.id = id; }",
                "    private Object writeReplace() { return new SessionExternalizer(this); }", "}");
        JavaFileObject visit = BeanSources.bean("com.acme", "Visit", "public class Visit extends Session implements Externalizable",
                "String page;", "public Visit() { super(\"none\"); }");
        String message = Advice.oneError(Advice.compile(session, visit), Message.BEAN_EXTENDS_VALUE, visit,
                "public class Visit");
        assertEquals("Visit cannot be a @FastSerial bean: its superclass Session is a mixed @FastSerial class, whose final"
                + " fields only its constructor sets, which readExternal cannot call: hold a Session in a field of Visit"
                + " instead of extending it [FS127]", message);
        CompiledBeans beans = CompiledBeans.compile(session, Advice.edit(Advice.edit(visit, "extends Session ", ""),
                "public Visit() { super(\"none\"); }", "Session session;\n    public Visit() {}"));
        Object held = set(beans.construct("com.acme.Session", "s-1"), "user", "ada");
        for (Object copy : bothPaths(set(beans.newInstance("com.acme.Visit"), "session", held))) {
            Object back = get(copy, "session");
            assertEquals("s-1", get(back, "id"));
            assertEquals("ada", get(back, "user"));
        }
    }

    /** {@link #asMixed} compiled, and a new instance of it (through its public no-arg constructor). */
    static Object asMixedInstance(JavaFileObject bean, String message) {
        String name = bean.getName().replaceFirst("^/", "").replaceFirst("\\.java$", "").replace('/', '.');
        return CompiledBeans.compile(asMixed(bean, message)).newInstance(name);
    }

    /** The mixed form applied to a bean: Serializable, and the quoted writeReplace in place of its two methods. */
    static JavaFileObject asMixed(JavaFileObject bean, String message) {
        String line = Advice.quotedAfter(message, "readExternal by ");
        String text;
        try {
            text = bean.getCharContent(true).toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        StringBuilder out = new StringBuilder();
        for (String l : text.split("\n")) {
            if (l.contains("public void writeExternal(") || l.contains("public void readExternal(")) {
                continue;
            }
            out.append(l.replace("implements Externalizable", "implements Serializable")).append('\n');
            if (l.contains("implements Externalizable")) {
                out.append("    ").append(line).append('\n');
            }
        }
        String name = bean.getName().replaceFirst("^/", "").replaceFirst("\\.java$", "").replace('/', '.');
        return JavaFileObjects.forSourceString(name, out.toString());
    }

    /**
     * A bean without a no-arg constructor whose private field has a getter but no setter, and which its
     * one constructor takes: FS111 and FS207 (two problems), both offering the mixed form, which
     * fixes both at once.
     */
    @Test
    void fs111AndFs207OfferTheMixedFormToo() {
        JavaFileObject file = BeanSources.bean("com.acme", "Badge", "public class Badge implements Externalizable",
                "private static final long serialVersionUID = 1L;", "private String code;",
                "public Badge(String code) { this.code = code; }", "public String getCode() { return code; }");
        Compilation compilation = Advice.compile(file);
        assertThat(compilation).hadErrorCount(2);
        String keep = "let fastserial build Badge through Badge(String code) as a mixed class, its final fields kept";
        for (Message m : new Message[] {Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, Message.NO_SETTER}) {
            String text = compilation.errors().stream().map(d -> d.getMessage(Locale.ROOT))
                    .filter(t -> t.contains("[" + m.id() + "]")).findFirst().orElseThrow();
            assertThat(text).contains(keep);
        }
        String message = compilation.errors().get(0).getMessage(Locale.ROOT);
        Object badge = CompiledBeans.compile(asMixed(file, message)).construct("com.acme.Badge", "B-7");
        for (Object copy : bothPaths(badge)) {
            assertEquals("B-7", get(copy, "code"));
        }
    }

    /**
     * A mixed class whose id comes from a base class of another package, with a protected setter:
     * FS207 quotes the protected override that lets the externalizer reach it; applied, it round-trips.
     */
    @Test
    void aProtectedSetterOfABaseInAnotherPackage() {
        JavaFileObject base = Advice.source("com.acme.base.Entity", "package com.acme.base;",
                "public abstract class Entity implements java.io.Serializable {", "    private Long id;",
                "    public Long getId() { return id; }", "    protected void setId(Long id) { this.id = id; }", "}");
        JavaFileObject file = src("Pet", "@FastSerial", "public class Pet extends com.acme.base.Entity {",
                "    private final String name;", "    public Pet(String name) { this.name = name; }",
                "    public String getName() { return name; }",
                "    private Object writeReplace() { return new PetExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(base, file), Message.NO_SETTER, file, "public class Pet");
        String line = Advice.quotedAfter(message, "add ");
        assertEquals("@Override protected void setId(Long id) { super.setId(id); }", line);
        CompiledBeans beans = CompiledBeans.compile(base, Advice.edit(file, "    public String getName()",
                "    " + line + "\n    public String getName()"));
        Object pet = beans.construct("com.acme.Pet", "Leo");
        try { // protected, as quoted
            java.lang.reflect.Method setId = pet.getClass().getDeclaredMethod("setId", Long.class);
            setId.setAccessible(true);
            setId.invoke(pet, 9L);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        for (Object copy : bothPaths(pet)) {
            assertEquals(9L, get(copy, "id"));
            assertEquals("Leo", get(copy, "name"));
        }
    }
}
