package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a graph's objects, over the {@code @FastSerial} classes or (for the oracle) over their
 * plain twins: the same graph twice, with the same sharing and cycles.
 */
final class Builder implements JdkKinds.Support {
    /** A graph that cannot be built as it stands (a shrinking step that broke it): not a finding. */
    static final class Unbuildable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unbuildable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Compiler.Compiled compiled;
    private final boolean plain;
    private final Map<Integer, Node> definitions = new HashMap<>();
    private final Map<Integer, Object> built = new HashMap<>();
    private final java.util.Set<Integer> building = new java.util.HashSet<>();

    Builder(Compiler.Compiled compiled, boolean plain) {
        this.compiled = compiled;
        this.plain = plain;
    }

    /** The support classes of the batch, for the generators (they are the same in both worlds). */
    static JdkKinds.Support support(Compiler.Compiled compiled) {
        return new Builder(compiled, false);
    }

    Object build(Node root) {
        definitions.clear();
        built.clear();
        index(root);
        try {
            return node(root);
        } catch (Unbuildable e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            if (Boolean.getBoolean("conformance.debug")) {
                e.printStackTrace();
            }
            throw new Unbuildable("cannot build the graph: " + e, e);
        }
    }

    private void index(Node n) {
        if (n.id() != 0) {
            definitions.put(n.id(), n);
        }
        for (Node c : n.children()) {
            index(c);
        }
    }

    private Object node(Node n) {
        if (n.id() != 0 && built.containsKey(n.id())) {
            return built.get(n.id());
        }
        if (n instanceof Node.Null) {
            return null;
        }
        if (n instanceof Node.Scalar s) {
            if (s.value() instanceof Scalars.EnumConstant c) {
                return enumConstant(c);
            }
            return s.fresh() ? new String((String) s.value()) : s.value();
        }
        if (n instanceof Node.Ref r) {
            if (built.containsKey(r.target())) {
                return built.get(r.target());
            }
            Node d = definitions.get(r.target());
            if (d == null || building.contains(r.target())) {
                throw new Unbuildable("a reference to " + r.target() + (d == null ? ", which is not in the graph" : ", a value being built"), null);
            }
            return node(d);
        }
        building.add(n.id());
        try {
            if (n instanceof Node.Arr a) {
                Object array = Array.newInstance(classOf(a.component()), a.elements().size());
                built.put(a.id(), array);
                for (int i = 0; i < a.elements().size(); i++) {
                    Array.set(array, i, node(a.elements().get(i)));
                }
                return array;
            }
            if (n instanceof Node.Container c) {
                return container(c);
            }
            if (n instanceof Node.View v) {
                Object inner = node(v.inner());
                Object view = JdkKinds.wrap(v.view(), inner, elementClass(v.element()));
                built.put(v.id(), view);
                return view;
            }
            return obj((Node.Obj) n);
        } finally {
            building.remove(n.id());
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object enumConstant(Scalars.EnumConstant c) {
        return Enum.valueOf((Class) classOf(c.type()), c.name());
    }

    private Object container(Node.Container c) {
        Class<?> enumType = c.element() instanceof TypeRef.Val v && v.isEnum() ? classOf(v.name()) : null;
        if (JdkKinds.MUTABLE_COLLECTIONS.contains(c.kind())) {
            Collection<Object> coll = JdkKinds.emptyCollection(c.kind(), c.param(), this, enumType);
            built.put(c.id(), coll);
            for (Node e : c.elements()) {
                coll.add(node(e));
            }
            return coll;
        }
        if (JdkKinds.MUTABLE_MAPS.contains(c.kind())) {
            Map<Object, Object> map = JdkKinds.emptyMap(c.kind(), c.param(), this, enumType);
            built.put(c.id(), map);
            for (int i = 0; i < c.elements().size(); i++) {
                Object key = node(c.elements().get(i));
                map.put(key, node(c.values().get(i)));
            }
            return map;
        }
        List<Object> elements = new ArrayList<>();
        for (Node e : c.elements()) {
            elements.add(node(e));
        }
        Object made;
        if (JdkKinds.isMap(c.kind())) {
            List<Object> values = new ArrayList<>();
            for (Node v : c.values()) {
                values.add(node(v));
            }
            made = JdkKinds.mapOf(c.kind(), elements, values);
        } else {
            made = JdkKinds.collectionOf(c.kind(), c.param() == null ? 1 : Integer.parseInt(c.param()), elements, elementClass(c.element()));
        }
        built.put(c.id(), made);
        return made;
    }

    private Object obj(Node.Obj o) {
        ClassSpec spec = compiled.classes().get(o.className());
        Class<?> type = compiled.load(plain ? spec.twinQualifiedName() : spec.qualifiedName());
        ClassSet classes = compiled.classes();
        try {
            if (spec.kind() == Kind.BEAN) {
                Object bean = type.getConstructor().newInstance();
                built.put(o.id(), bean);
                for (FieldSpec f : classes.allFields(spec)) {
                    set(bean, classes.declaring(spec, f.name()), f.name(), node(o.fields().get(f.name())));
                }
                return bean;
            }
            List<FieldSpec> params = spec.kind() == Kind.RECORD ? spec.fields() : spec.constructorParameters();
            Object[] args = new Object[params.size()];
            for (int i = 0; i < args.length; i++) {
                args[i] = node(o.fields().get(params.get(i).name()));
            }
            Constructor<?> ctor = constructor(type, args.length);
            Object value = ctor.newInstance(args);
            built.put(o.id(), value);
            if (spec.kind() == Kind.MIXED) {
                for (FieldSpec f : spec.fields()) {
                    if (!f.isFinal()) {  // set after the constructor, as an application does through the setter
                        set(value, spec, f.name(), node(o.fields().get(f.name())));
                    }
                }
            }
            return value;
        } catch (InvocationTargetException e) {
            throw new Unbuildable(o.className() + " refused its values: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Constructor<?> constructor(Class<?> type, int parameters) {
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (c.getParameterCount() == parameters) {
                c.setAccessible(true);
                return c;
            }
        }
        throw new IllegalStateException("no constructor of " + parameters + " parameters in " + type);
    }

    private void set(Object target, ClassSpec declaring, String field, Object value) throws ReflectiveOperationException {
        Class<?> owner = compiled.load(plain ? declaring.twinQualifiedName() : declaring.qualifiedName());
        Field f = owner.getDeclaredField(field);
        f.setAccessible(true);
        f.set(target, value);
    }

    /** The runtime class of a declared type: a generated class from the batch (or its twin), a JDK class, an array. */
    Class<?> classOf(TypeRef t) {
        if (t instanceof TypeRef.Prim p) {
            return Scalars.classOf(p.name(), this);
        }
        if (t instanceof TypeRef.Val v) {
            return Scalars.classOf(v.name(), this);
        }
        if (t instanceof TypeRef.Arr a) {
            return Array.newInstance(classOf(a.component()), 0).getClass();
        }
        if (t instanceof TypeRef.Coll c) {
            return JdkKinds.rawClass(c.raw());
        }
        if (t instanceof TypeRef.MapRef m) {
            return JdkKinds.rawClass(m.raw());
        }
        if (t instanceof TypeRef.BeanRef b) {
            ClassSpec spec = compiled.classes().get(b.name());
            return compiled.load(plain ? spec.twinQualifiedName() : spec.qualifiedName());
        }
        return Object.class;
    }

    private Class<?> elementClass(TypeRef element) {
        return element == null ? Object.class : classOf(element);
    }

    @Override
    public Object newInstance(String simpleName, Object... args) {
        Class<?> type = classOf(simpleName);
        for (Constructor<?> c : type.getConstructors()) {
            if (c.getParameterCount() == args.length) {
                try {
                    return c.newInstance(args);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        throw new IllegalStateException("no constructor of " + simpleName + " for " + args.length + " arguments");
    }

    @Override
    public Class<?> classOf(String simpleName) {
        return compiled.load(ClassSpec.PACKAGE + "." + simpleName);
    }
}
