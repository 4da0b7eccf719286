package dev.fastserial;

import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * {@code writeObject} for the direct byte path, with Java serialization's semantics: every object
 * is written once per message and referred to by a handle after that, so shared references and
 * cycles come back as they were; {@code writeReplace} is honoured.
 *
 * <ul>
 *   <li>A fastserial bean ({@link BeanType}): a tag, its class (its name the first time in the
 *       message, then an index), then its body: its own {@code writeExternal} on the same output.
 *       No class descriptor, no reflection. A record or immutable class the same way, its body
 *       written by its externalizer's static {@code write}; a reference back to one whose body
 *       is still being written (a cycle through a mutable object it holds) is refused, as no
 *       constructor could restore it.</li>
 *   <li>Anything else (a fallback field's value: {@code Object}, interfaces, foreign types): the
 *       next object of one Java serialization stream per message ({@link JavaSectionOutput}; the
 *       objects of a field a later version added have one of their own: {@link #writeApart}),
 *       so JDK semantics hold among those objects too. A bean met inside such an object is
 *       replaced by a {@link BeanToken} carrying its handle, and its body follows the Java
 *       object, so a bean reachable both ways is still one object.</li>
 * </ul>
 *
 * Format details are in {@link Tags}. One instance per output, reset between messages.
 */
final class GraphWriter {
    private final BytesOutput out;
    /** Handles of the beans written so far (the root aside), created at the first one. */
    private IdentityTable handles;
    private Class<?>[] classes = new Class<?>[4];
    private int classCount;
    /**
     * The top-level value written as {@link Tags#VALUE}: handle 0, found without the table; while it is set, class 0
     * is its class, found through it, not stored in {@link #classes} (this writer lives long: a reference stored
     * into it costs G1's write barrier a fence).
     */
    private Object root;
    private int nextHandle;
    private JavaSectionOutput javaStream;
    /**
     * Beans first met inside a Java object, whose bodies follow it, each followed by how many values were open
     * (being written) when it was met: those are the values it can lead back to ({@link #writePending}).
     */
    private ArrayDeque<Object> pending;
    /** writeReplace results, as Java serialization keeps them (rarely used). */
    private IdentityHashMap<Object, Object> replaced;
    /** Beans with a readResolve that the Java stream wrote (first met inside a Java value): later, references into it. */
    private Set<Object> writtenByJava;
    /** Handles of the records and immutable values whose bodies are being written, innermost last. */
    private int[] valuesOpen = new int[4];
    /** Those values, at the same indexes. */
    private Object[] valuesOpenObjects = new Object[4];
    /**
     * At the same indexes, nonzero while a pending body is written that was met before the value was opened: the
     * body does not lead back to the value (it is written there only because it follows a Java object written
     * inside the value), so a reference to the value from it is no cycle ({@link #writePending}).
     */
    private int[] valuesHiddenBy = new int[4];
    private int valuesOpenCount;
    /** The pending bodies being written, innermost last: what {@link #valuesHiddenBy} names. */
    private int pendingDepth;
    /** The writer whose message this one's objects are written apart in ({@link #writeApart}), or null. */
    private final GraphWriter outer;

    GraphWriter(BytesOutput out) {
        this(out, null);
    }

    /** A writer of objects apart inside {@code outer}'s message: its handles follow those written there so far. */
    GraphWriter(BytesOutput out, GraphWriter outer) {
        this.out = out;
        this.outer = outer;
        this.nextHandle = outer == null ? 0 : outer.nextHandle;
    }

    /**
     * The objects of a field that a later version of a bean added (the generated code hands them
     * here through {@link BytesOutput#apply}): written as a message of their own, whose bytes the
     * generated code writes after their length, so that a reader of an earlier version, which does
     * not know the field, skips them without loading a class it may not have. They may refer to
     * objects written before them (the top-level value, say); an object first written among them is
     * theirs alone (met again after them, it is written again, as a copy), so that a reader that
     * skipped them counts the same handles as one that read them.
     */
    byte[] writeApart(Object[] objects) throws IOException {
        BytesOutput apart = new BytesOutput(this);
        apart.writeVarint(objects.length);
        for (Object obj : objects) {
            apart.writeObject(obj);
        }
        return apart.toByteArray();
    }

    /**
     * Forgets the value just written (its objects, classes, Java stream): the writer is clean
     * between values, so the next one starts at handle 0 and keeps nothing alive.
     */
    void forget() {
        if (handles != null) {
            handles.clear();
        }
        for (int i = 0; i < classCount; i++) {
            classes[i] = null;
        }
        classCount = 0;
        root = null;
        nextHandle = 0;
        javaStream = null;
        if (pending != null) {
            pending.clear();
        }
        replaced = null;
        writtenByJava = null;
        if (valuesOpenCount > 0) { // a value failed half-way
            Arrays.fill(valuesOpenObjects, 0, valuesOpenCount, null);
            valuesOpenCount = 0;
        }
        pendingDepth = 0;
    }

    /** Forgets, and gives back the memory of tables that grew large. */
    void release() {
        forget();
        if (handles != null) {
            handles.release();
        }
        if (classes.length > 64) {
            classes = new Class<?>[4];
        }
    }

    /**
     * The top-level value, for a reader that names {@code named}: {@link Tags#VALUE} and its body
     * when that is its class, else the general form, its class written (a subclass comes back as
     * itself, a writeReplace's result as whatever it is).
     */
    void writeValue(Object value, BeanType type, Class<?> named) throws IOException {
        if (!type.direct || value.getClass() != named) {
            writeObject(value);
            return;
        }
        out.writeByte(Tags.VALUE);
        root = value;
        nextHandle = 1;
        classCount = 1; // class 0: root's
        writeBody(value, type, 0);
    }

    void writeObject(Object obj) throws IOException {
        if (obj == null) {
            out.writeByte(Tags.NULL);
            return;
        }
        for (GraphWriter w = this; w != null; w = w.outer) {
            if (w.replaced != null && w.replaced.containsKey(obj)) {
                writeReplacement(w.replaced.get(obj));
                return;
            }
        }
        if (writtenByJava != null && writtenByJava.contains(obj)) {
            writeJava(obj); // a reference to that object, in the Java stream
            return;
        }
        int handle = handleOf(obj);
        if (handle >= 0 && !isOpenAndHidden(handle)) {
            writeReference(handle);
            return;
        }
        BeanType type = BeanType.of(obj.getClass());
        if (handle >= 0) {
            writeCopy(obj, type); // a value being written that this body does not lead back to (no cycle): a copy
        } else if (type == null) {
            writeJava(obj);
        } else if (type.hasWriteReplace()) {
            writeReplacement(replace(obj, type));
        } else {
            writeBean(obj, type);
        }
    }

    private int handleOf(Object obj) {
        if (obj == root) {
            return 0;
        }
        int handle = handles == null || handles.size() == 0 ? -1 : handles.get(obj);
        return handle >= 0 || outer == null ? handle : outer.handleOf(obj);
    }

    private void writeReference(int handle) throws IOException {
        checkNotOpen(handle);
        out.writeByte(Tags.REFERENCE);
        writeVarint(handle);
    }

    /** A reference to a value whose body is being written would be a cycle no constructor can restore. */
    private void checkNotOpen(int handle) throws InvalidObjectException {
        if (outer != null) {
            outer.checkNotOpen(handle);
        }
        for (int i = 0; i < valuesOpenCount; i++) {
            if (valuesOpen[i] == handle && valuesHiddenBy[i] == 0) {
                throw cycleThrough(valuesOpenObjects[i]);
            }
        }
    }

    /**
     * Whether {@code handle} is a value whose body is being written, but hidden from the pending body being written
     * now: no reference can name it (the reader has no object for it before its body is read).
     */
    private boolean isOpenAndHidden(int handle) {
        for (int i = 0; i < valuesOpenCount; i++) {
            if (valuesOpen[i] == handle) {
                return valuesHiddenBy[i] != 0;
            }
        }
        return outer != null && outer.isOpenAndHidden(handle);
    }

    /**
     * A value met again while its body is being written, from a pending body that does not lead back to it: written
     * again, a new object of the message (values are copied where they are written inline anyway); the table keeps
     * the handle of the first, for the references that follow its body.
     */
    private void writeCopy(Object value, BeanType type) throws IOException {
        int handle = nextHandle++;
        writeClass(value.getClass());
        writeBody(value, type, handle);
    }

    /**
     * The refusal of a reference back to {@code value}, naming the field that closes the cycle when the value's
     * generated proxy can: Java serialization of the value into nothing meets its proxy, whose writeExternal looks
     * for a reference back in the fields that could hold one and refuses it by name (a cycle through another
     * field, or a proxy generated before that check, leaves the class named alone).
     */
    private static InvalidObjectException cycleThrough(Object value) {
        try {
            new ObjectOutputStream(new OutputStream() {
                @Override
                public void write(int b) {
                    // nothing: the probe keeps no bytes
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    // nothing
                }
            }).writeObject(value);
        } catch (InvalidObjectException named) {
            return named;
        } catch (IOException | RuntimeException e) {
            // not the refusal looked for: the general one below
        }
        return new InvalidObjectException(value.getClass().getName() + ": an object it holds refers back to it, a"
                + " cycle through a record, immutable or mixed class that no constructor can restore (hold it in a bean"
                + " instead)");
    }

    /** As ObjectOutputStream: writeReplace until the class stops changing; remembered for the next time. */
    private Object replace(Object obj, BeanType type) throws IOException {
        Object rep = obj;
        BeanType repType = type;
        while (repType != null && repType.hasWriteReplace()) {
            Object next = repType.writeReplace(rep);
            boolean sameClass = next != null && next.getClass() == rep.getClass();
            rep = next;
            if (next == null || sameClass) {
                break;
            }
            repType = BeanType.of(next.getClass());
        }
        if (replaced == null) {
            replaced = new IdentityHashMap<Object, Object>();
        }
        replaced.put(obj, rep);
        return rep;
    }

    /** A writeReplace result: written like any object, but never replaced again. */
    private void writeReplacement(Object rep) throws IOException {
        if (rep == null) {
            out.writeByte(Tags.NULL);
            return;
        }
        int handle = handleOf(rep);
        if (handle >= 0) {
            writeReference(handle);
            return;
        }
        BeanType type = BeanType.of(rep.getClass());
        if (type == null) {
            writeJava(rep);
        } else {
            writeBean(rep, type);
        }
    }

    private void writeBean(Object bean, BeanType type) throws IOException {
        int handle = nextHandle++;
        handles().put(bean, handle);
        writeClass(bean.getClass());
        writeBody(bean, type, handle);
    }

    private void writeBody(Object obj, BeanType type, int handle) throws IOException {
        if (!type.value) {
            ((Externalizable) obj).writeExternal(out);
            return;
        }
        if (valuesOpenCount == valuesOpen.length) {
            valuesOpen = Arrays.copyOf(valuesOpen, 2 * valuesOpenCount);
        }
        if (valuesOpenCount == valuesOpenObjects.length) {
            valuesOpenObjects = Arrays.copyOf(valuesOpenObjects, 2 * valuesOpenCount);
            valuesHiddenBy = Arrays.copyOf(valuesHiddenBy, 2 * valuesOpenCount);
        }
        valuesHiddenBy[valuesOpenCount] = 0;
        valuesOpenObjects[valuesOpenCount] = obj;
        valuesOpen[valuesOpenCount++] = handle;
        type.writeValue(obj, out);
        valuesOpenObjects[--valuesOpenCount] = null;
    }

    private void writeClass(Class<?> c) throws IOException {
        Class<?>[] known = classes;
        int i = 0;
        if (root != null) {
            if (c == root.getClass()) {
                out.writeByte(Tags.BEAN);
                writeVarint(0);
                return;
            }
            i = 1;
        }
        for (; i < classCount; i++) {
            if (known[i] == c) {
                out.writeByte(Tags.BEAN);
                writeVarint(i);
                return;
            }
        }
        out.writeByte(Tags.BEAN_NAMED);
        out.writeUTF(c.getName());
        if (classCount == known.length) {
            classes = known = Arrays.copyOf(known, 2 * known.length);
        }
        known[classCount++] = c;
    }

    private void writeJava(Object obj) throws IOException {
        out.writeByte(Tags.JAVA);
        if (javaStream == null) {
            javaStream = new JavaSectionOutput(out, this);
        }
        javaStream.writeObject(obj);
        javaStream.flush();
        writePending();
    }

    /**
     * Called by the Java stream for every object it writes: a bean written before in the message (the
     * top-level one, say) becomes a token for it, as does a new plain bean. A new bean with a
     * readResolve is left to Java serialization, which applies it, and remembered, so that a field
     * meeting it later refers to that object. A record or immutable value never gets here (Java
     * serialization has replaced it by its proxy first), so inside a Java value it is the JDK's:
     * written through its proxy, one object among that stream's objects, a copy of the same value
     * written by fastserial elsewhere in the message.
     */
    Object replaceInJava(Object obj) throws IOException {
        BeanType type = BeanType.of(obj.getClass());
        if (type == null) {
            return obj;
        }
        int handle = handleOf(obj);
        if (handle >= 0) {
            return new BeanToken(handle, null);
        }
        if (!type.plain) {
            if (type.direct) {
                if (writtenByJava == null) {
                    writtenByJava = Collections.newSetFromMap(new IdentityHashMap<Object, Boolean>());
                }
                writtenByJava.add(obj);
            }
            return obj; // its writeReplace or readResolve: Java serialization applies it itself
        }
        handle = nextHandle++;
        handles().put(obj, handle);
        if (pending == null) {
            pending = new ArrayDeque<Object>();
        }
        pending.add(obj);
        pending.add(valuesOpenCount); // the values open now are those this bean can lead back to
        return new BeanToken(handle, obj.getClass().getName());
    }

    private IdentityTable handles() {
        if (handles == null) {
            handles = new IdentityTable();
        }
        return handles;
    }

    /**
     * The bodies of the beans met inside the Java objects written so far, in the order met (the reader's order). A
     * Java object written inside a value's body (its Object field) writes them all, also those met before the value
     * was opened, which do not lead to it: while one of those is written, the values opened since it was met are
     * hidden, so that meeting one is not taken for a cycle through it.
     */
    private void writePending() throws IOException {
        Object bean;
        while (pending != null && (bean = pending.poll()) != null) {
            int openWhenMet = (Integer) pending.poll();
            if (openWhenMet == valuesOpenCount) {
                ((Externalizable) bean).writeExternal(out);
                continue;
            }
            int frame = ++pendingDepth;
            for (int i = openWhenMet; i < valuesOpenCount; i++) {
                if (valuesHiddenBy[i] == 0) {
                    valuesHiddenBy[i] = frame;
                }
            }
            try {
                ((Externalizable) bean).writeExternal(out);
            } finally {
                for (int i = openWhenMet; i < valuesOpenCount; i++) {
                    if (valuesHiddenBy[i] == frame) {
                        valuesHiddenBy[i] = 0;
                    }
                }
                pendingDepth--;
            }
        }
    }

    private void writeVarint(int v) {
        out.writeVarint(v);
    }
}
