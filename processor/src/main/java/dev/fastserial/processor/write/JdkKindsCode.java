package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.JavaTypes.STREAM_CORRUPTED;
import static dev.fastserial.processor.write.WireNumbers.MAX_PRESIZE;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.JdkKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The JDK's other collection classes ({@link JdkKind}) of one declared type, as four helpers shared
 * by every shape of that type in a generated class: {@code listKind} tells a value's code (or -1:
 * writeObject), {@code writeListKind} writes the marker and code and gives the elements to write,
 * {@code newList} and {@code finishList} read them into a plain container and make the value
 * through the JDK's own factory. Recognised by class (most are private to java.util: looked up by
 * name once), a view also by what it wraps ({@code listViewKind} and its kin, which ask the
 * view's own serialization), made through public API only.
 */
final class JdkKindsCode {
    private static final ClassName COLLECTIONS = ClassName.get("java.util", "Collections");
    private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    private static final ClassName LIST = ClassName.get("java.util", "List");
    private static final ClassName SET = ClassName.get("java.util", "Set");
    private static final ClassName SORTED_SET = ClassName.get("java.util", "SortedSet");
    private static final ClassName NAVIGABLE_SET = ClassName.get("java.util", "NavigableSet");
    private static final ClassName MAP = ClassName.get("java.util", "Map");
    private static final ClassName SORTED_MAP = ClassName.get("java.util", "SortedMap");
    private static final ClassName NAVIGABLE_MAP = ClassName.get("java.util", "NavigableMap");
    private static final ClassName MAP_ENTRY = ClassName.get("java.util", "Map", "Entry");
    private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    private static final ClassName LINKED_HASH_SET = ClassName.get("java.util", "LinkedHashSet");
    private static final ClassName TREE_SET = ClassName.get("java.util", "TreeSet");
    private static final ClassName LINKED_HASH_MAP = ClassName.get("java.util", "LinkedHashMap");
    private static final ClassName TREE_MAP = ClassName.get("java.util", "TreeMap");
    private static final ClassName CONCURRENT = ClassName.get("java.util.concurrent", "ConcurrentHashMap");
    private static final ClassName KEY_SET_VIEW = CONCURRENT.nestedClass("KeySetView");
    private static final ClassName SKIP_LIST_SET = ClassName.get("java.util.concurrent", "ConcurrentSkipListSet");
    private static final ClassName SKIP_LIST_MAP = ClassName.get("java.util.concurrent", "ConcurrentSkipListMap");
    private static final ClassName COPY_ON_WRITE_LIST = ClassName.get("java.util.concurrent", "CopyOnWriteArrayList");
    private static final ClassName COPY_ON_WRITE_SET = ClassName.get("java.util.concurrent", "CopyOnWriteArraySet");
    private static final ClassName BOOLEAN = ClassName.get("java.lang", "Boolean");
    /** The JDK classes that public API names: written as class literals, the others looked up by name. */
    private static final Map<String, ClassName> PUBLIC_CLASSES = Map.of(
            "java.util.LinkedHashMap", LINKED_HASH_MAP,
            "java.util.TreeSet", TREE_SET,
            "java.util.concurrent.ConcurrentHashMap", CONCURRENT,
            "java.util.concurrent.ConcurrentHashMap$KeySetView", KEY_SET_VIEW,
            "java.util.concurrent.ConcurrentSkipListSet", SKIP_LIST_SET,
            "java.util.concurrent.ConcurrentSkipListMap", SKIP_LIST_MAP,
            "java.util.concurrent.CopyOnWriteArrayList", COPY_ON_WRITE_LIST,
            "java.util.concurrent.CopyOnWriteArraySet", COPY_ON_WRITE_SET);
    private static final TypeVariableName E = TypeVariableName.get("E");
    private static final TypeVariableName K = TypeVariableName.get("K");
    private static final TypeVariableName V = TypeVariableName.get("V");
    private static final TypeName ANY = WildcardTypeName.subtypeOf(Object.class);

    private final Code code;

    JdkKindsCode(Code code) {
        this.code = code;
    }

    /** The container's declared type without its arguments: {@code List}, {@code Map}... */
    private static ClassName declared(Encoding container) {
        return (ClassName) container.erasure();
    }

    private static List<JdkKind> others(Encoding container) {
        return container instanceof Encoding.MapOf m ? m.others() : ((Encoding.CollectionOf) container).others();
    }

    private static boolean isMap(Encoding container) {
        return container instanceof Encoding.MapOf;
    }

    /** The declared type over the helpers' own type variables: {@code List<E>}, {@code Map<K, V>}. */
    private static TypeName generic(Encoding container) {
        return isMap(container) ? ParameterizedTypeName.get(declared(container), K, V)
                : ParameterizedTypeName.get(declared(container), E);
    }

    private MethodSpec.Builder typed(MethodSpec.Builder m, Encoding container) {
        return isMap(container) ? m.addTypeVariable(K).addTypeVariable(V) : m.addTypeVariable(E);
    }

    private static List<Object> key(String role, Encoding container) {
        return List.of("jdkKinds", role, declared(container), others(container));
    }

    /** {@code Set} or, where an EnumSet fits (a set of an enum), {@code SetOfEnum}: what the helpers are named after. */
    private static String named(Encoding container) {
        return declared(container).simpleName() + (others(container).contains(JdkKind.ENUM_SET) ? "OfEnum" : "");
    }

    /** An EnumSet's elements are read into {@code EnumSet.noneOf} of the declared enum (the shape knows it). */
    static CodeBlock enumSet(Encoding container) {
        if (!others(container).contains(JdkKind.ENUM_SET)) {
            return null;
        }
        Encoding.EnumConstants e = (Encoding.EnumConstants) ((Encoding.CollectionOf) container).element();
        return Blocks.of("$T.noneOf($T.class)", ClassName.get("java.util", "EnumSet"), e.type());
    }

    // ---- writing ------------------------------------------------------------------------------

    /** {@code listKind(value)}: the code of a value of another JDK class, or -1. */
    String kind(Encoding container) {
        ClassName declared = declared(container);
        return code.helpers.shape("kind", key("kind", container), ShapeNames.lowerFirst(named(container)) + "Kind", name -> {
            TypeName any = isMap(container) ? ParameterizedTypeName.get(declared, ANY, ANY)
                    : ParameterizedTypeName.get(declared, ANY);
            MethodSpec.Builder m = HelperRegistry.method(name).returns(TypeName.INT).addParameter(any, "value")
                    .addJavadoc("The JDK's other classes of $L that the fast path rebuilds (docs/types.md, \"Which"
                            + "\ncollection classes take the fast path\"): the code the wire gives the value's class, or -1.\n",
                            declared.simpleName());
            boolean streamList = others(container).contains(JdkKind.STREAM_LIST);
            Map<String, List<CodeBlock>> byResult = new LinkedHashMap<>();
            Map<String, CodeBlock> results = new LinkedHashMap<>();
            for (JdkKind k : others(container)) {
                // told apart when written, or by what the view wraps
                if (k != JdkKind.ACCESS_ORDER_MAP && k != JdkKind.STREAM_LIST && !k.isOtherWrapped()) {
                    for (String c : k.classNames) {
                        CodeBlock result = recognised(k, c, streamList, container);
                        byResult.computeIfAbsent(result.toString(), x -> new ArrayList<>()).add(classOf(c));
                        results.putIfAbsent(result.toString(), result);
                    }
                }
            }
            m.addStatement("Class<?> c = value.getClass()");
            byResult.forEach((text, classes) -> {
                CodeBlock test = CodeBlock.join(classes.stream().map(c -> Blocks.of("c == $L", c)).toList(), " || ");
                CodeBlock line = Blocks.of("if ($L) return $L;", test, results.get(text));
                m.addCode(LineFit.fits(8, line, 0) ? Blocks.of("$L\n", line)
                        : Blocks.of("if ($L) {\n$>return $L;\n$<}\n", test, results.get(text)));
            });
            return m.addStatement("return -1");
        });
    }

    /**
     * {@code LinkedHashMap.class}, or for a class private to java.util a constant of the generated
     * class, {@code UNMODIFIABLE_LIST = jdkClass("Collections$UnmodifiableList")}, looked up by name
     * once: null where the JDK the code runs on has no such class, so that no value matches it.
     * (Comparing Class objects costs a third of a switch on the class's name.)
     */
    private CodeBlock classOf(String className) {
        ClassName known = PUBLIC_CLASSES.get(className);
        if (known != null) {
            return Blocks.of("$T.class", known);
        }
        String prefix = "java.util.";
        if (!className.startsWith(prefix) || className.indexOf('.', prefix.length()) >= 0) {
            throw new IllegalStateException("a JDK class outside java.util that public API does not name: " + className);
        }
        String inPackage = className.substring(prefix.length()); // Collections$UnmodifiableList
        // the nested class's own name (UNMODIFIABLE_LIST), RandomAccess shortened to RA (lines of at most 120
        // characters); Arrays$ArrayList is not java.util.ArrayList
        String simple = inPackage.equals("Arrays$ArrayList") ? "ArraysAsList"
                : inPackage.substring(inPackage.indexOf('$') + 1).replace("RandomAccess", "Ra");
        String constant = ShapeNames.constantCase(simple);
        TypeName type = ParameterizedTypeName.get(ClassName.get(Class.class), ANY);
        String field = code.helpers.constant(List.of("jdkClass", className), constant, fieldName ->
                FieldSpec.builder(type, fieldName, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$N($S)", code.helpers.fixed("jdkClass"), inPackage));
        return Blocks.of("$N", field);
    }

    /** The code, or the condition that picks it, for a value of {@code kind}'s class. */
    private CodeBlock recognised(JdkKind kind, String className, boolean streamList, Encoding container) {
        ClassName declared = declared(container);
        boolean map = kind.family == JdkKind.Family.MAP;
        ClassName sortedType = map ? SORTED_MAP : SORTED_SET;
        if (kind.wraps != null) { // a view: its code by what it wraps (a comparator, a subclass: -1, writeObject)
            ClassName wraps = ClassName.bestGuess(kind.wraps);
            if (kind.family == JdkKind.Family.LIST) {
                return Blocks.of("$N(value, $T.class, $L)", code.helpers.fixed("listViewKind"), wraps, kind.code);
            }
            return Blocks.of("$N(value, $T.class, $L, $L, $L)", code.helpers.fixed(map ? "mapViewKind" : "setViewKind"),
                    wraps, kind.code, codeOver(kind, container, map ? "HashMap" : "HashSet"),
                    codeOver(kind, container, map ? "TreeMap" : "TreeSet"));
        }
        if (kind == JdkKind.IMMUTABLE_LIST && (!className.endsWith("ListN") || streamList)) {
            // List12: List.of's lists of one or two elements; ListN, where Stream.toList's are fast too: which one
            // it is, is told when it is written (writeListKind)
            return Blocks.of("$L", kind.code);
        }
        return switch (kind) {
            case IMMUTABLE_LIST -> Blocks.of("$N($L) ? $L : $L", takesNulls(), viewedAs(declared, LIST, false, false),
                    streamList ? JdkKind.STREAM_LIST.code : -1, kind.code);
            case CONCURRENT_SKIP_LIST_SET, TREE_SET, CONCURRENT_SKIP_LIST_MAP ->
                    Blocks.of("$L.comparator() == null ? $L : -1", viewedAs(declared, sortedType, map, true), kind.code);
            case CONCURRENT_KEY_SET -> Blocks.of("(($T) value).getMappedValue() == $T.TRUE ? $L : -1",
                    ParameterizedTypeName.get(KEY_SET_VIEW, ANY, ANY), BOOLEAN, kind.code);
            default -> Blocks.of("$L", kind.code);
        };
    }

    /** The code of {@code view}'s class over another class of java.util, where the declared type takes it; else -1. */
    private static int codeOver(JdkKind view, Encoding container, String wrapped) {
        JdkKind k = view.over("java.util." + wrapped);
        return k != null && k != view && others(container).contains(k) ? k.code : -1;
    }

    /** {@code value}, cast to {@code target} (over wildcards) unless the declared type already is one. */
    private static CodeBlock viewedAs(ClassName declared, ClassName target, boolean map, boolean parenthesized) {
        if (declared.equals(target) || isSubtype(declared, target)) {
            return Blocks.of("value");
        }
        TypeName any = map ? ParameterizedTypeName.get(target, ANY, ANY) : ParameterizedTypeName.get(target, ANY);
        return Blocks.of(parenthesized ? "(($T) value)" : "($T) value", any);
    }

    /** {@code List.of}'s class also holds {@code Stream.toList}'s lists, which take nulls: told apart without a throw. */
    private String takesNulls() {
        return code.helpers.shape("kind", List.of("jdkKinds", "takesNulls"), "takesNulls", name -> HelperRegistry.method(name)
                .returns(TypeName.BOOLEAN).addParameter(ParameterizedTypeName.get(LIST, ANY), "list")
                .addJavadoc("Whether a list of List.of's class takes nulls (Stream.toList's do): List.copyOf returns"
                        + "\nList.of's own lists as they are, and cannot copy one that holds a null.\n")
                .addStatement("for (int i = 0; i < list.size(); i++) if (list.get(i) == null) return true")
                .addStatement("return $T.copyOf(list) != list", LIST));
    }

    /**
     * {@code writeListKind(out, value)}: the marker and the value's code, then what its elements are
     * written from: the value, or for a synchronized or concurrent one a copy taken as its own
     * writeObject would (under its lock), whose size is the number of elements that follow. An
     * access-ordered LinkedHashMap is copied too (in its order): the probe that tells its order gets
     * keys, which in access order counts as a change, and a value that holds the same map again (a
     * fast form has no handle) would probe it while its entries are being written here.
     */
    String write(Encoding container) {
        ClassName declared = declared(container);
        return code.helpers.shape("write", key("write", container), "write" + named(container) + "Kind", name -> {
            MethodSpec.Builder m = typed(HelperRegistry.method(name), container).returns(generic(container))
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(generic(container), "value")
                    .addException(IO_EXCEPTION)
                    .addStatement("int kind = $N(value)", kind(container));
            if (others(container).contains(JdkKind.STREAM_LIST)) {
                m.addCode("if (kind == $L && $N($L)) kind = $L; // Stream.toList's: List.of's class, taking nulls\n",
                        JdkKind.IMMUTABLE_LIST.code, takesNulls(), viewedAs(declared, LIST, false, false), JdkKind.STREAM_LIST.code);
            }
            if (others(container).contains(JdkKind.ACCESS_ORDER_MAP)) {
                m.addStatement("if (kind == $L && $N(($T) value)) kind = $L", JdkKind.LINKED_HASH_MAP.code,
                        code.helpers.fixed("isAccessOrdered"), ParameterizedTypeName.get(LINKED_HASH_MAP, ANY, ANY),
                        JdkKind.ACCESS_ORDER_MAP.code);
            }
            m.addStatement("$N(out, kind)", code.helpers.fixed("writeOtherKind"));
            List<Integer> locked = new ArrayList<>();
            List<Integer> copied = new ArrayList<>();
            for (JdkKind k : others(container)) {
                switch (k) {
                    case SYNCHRONIZED_LIST, SYNCHRONIZED_RANDOM_ACCESS_LIST, SYNCHRONIZED_COLLECTION, SYNCHRONIZED_SET,
                            SYNCHRONIZED_HASH_SET, SYNCHRONIZED_TREE_SET, SYNCHRONIZED_MAP, SYNCHRONIZED_HASH_MAP,
                            SYNCHRONIZED_TREE_MAP -> locked.add(k.code);
                    case COPY_ON_WRITE_LIST, COPY_ON_WRITE_SET, CONCURRENT_SKIP_LIST_SET, CONCURRENT_KEY_SET,
                            CONCURRENT_HASH_MAP, CONCURRENT_SKIP_LIST_MAP -> copied.add(k.code);
                    default -> { }
                }
            }
            boolean accessOrder = others(container).contains(JdkKind.ACCESS_ORDER_MAP);
            if (locked.isEmpty() && copied.isEmpty() && !accessOrder) {
                return m.addStatement("return value");
            }
            CodeBlock.Builder b = CodeBlock.builder().beginControlFlow("switch (kind)");
            if (!locked.isEmpty()) {
                b.add("$L { // as its writeObject, under its lock\n", cases(locked)).indent()
                        .add("synchronized (value) {\n").indent()
                        .addStatement("return new $T<>(value)", snapshot(container, null)).unindent()
                        .add("}\n").unindent().add("}\n");
            }
            Map<ClassName, List<Integer>> bySnapshot = new LinkedHashMap<>();
            for (int c : copied) {
                bySnapshot.computeIfAbsent(snapshot(container, JdkKind.ofCode(c)), x -> new ArrayList<>()).add(c);
            }
            bySnapshot.forEach((copy, codes) ->
                    b.add("$L return new $T<>(value); // at one point in time\n", cases(codes), copy));
            if (accessOrder) {
                b.add("$L return new $T<>(value); // its order, which a nested write's probe would disturb\n",
                        cases(List.of(JdkKind.ACCESS_ORDER_MAP.code)), LINKED_HASH_MAP);
            }
            return m.addCode(b.add("default: return value;\n").endControlFlow().build());
        });
    }

    /**
     * The class a copy of the value takes: a plain one of the declared interface, in the value's
     * order; where the declared type is a JDK class of its own ({@code ConcurrentHashMap}), the
     * value's class.
     */
    private static ClassName snapshot(Encoding container, JdkKind kind) {
        switch (declared(container).simpleName()) {
            case "Set": return LINKED_HASH_SET;
            case "SortedSet": case "NavigableSet": return TREE_SET;
            case "Map": return LINKED_HASH_MAP;
            case "SortedMap": case "NavigableMap": return TREE_MAP;
            case "List": case "Collection": return ARRAY_LIST;
            default: return ClassName.bestGuess(kind.classNames.get(0));
        }
    }

    /** {@code case ...: return result;} on one line, or the return on the next when that passes 120 characters. */
    private static CodeBlock caseLine(int indent, Object labels, CodeBlock result) {
        CodeBlock line = Blocks.of("$L return $L;", labels, result);
        return LineFit.fits(indent, line, 0) ? Blocks.of("$L\n", line) : Blocks.of("$L\n$>return $L;\n$<", labels, result);
    }

    private static String cases(List<Integer> codes) {
        StringBuilder s = new StringBuilder();
        for (int c : codes) {
            s.append(s.length() == 0 ? "" : " ").append("case ").append(c).append(':');
        }
        return s.toString();
    }

    // ---- reading ------------------------------------------------------------------------------

    /** {@code newList(kind, size)}: an empty container the value's elements are read into. */
    String create(Encoding container) {
        ClassName declared = declared(container);
        return code.helpers.shape("read", key("new", container), "new" + named(container), name -> {
            MethodSpec.Builder m = typed(HelperRegistry.method(name), container).returns(generic(container))
                    .addParameter(TypeName.INT, "kind").addParameter(TypeName.INT, "size")
                    .addException(STREAM_CORRUPTED)
                    .addJavadoc("An empty container for the elements of another JDK $L (docs/wire-format.md) of code {@code kind}.\n",
                            declared.simpleName());
            CodeBlock elements = Blocks.of("$T.min(size, $L)", JavaTypes.MATH, MAX_PRESIZE);
            CodeBlock hashed = Blocks.of("hashed");
            Map<String, List<Integer>> byBuilder = new LinkedHashMap<>();
            Map<String, CodeBlock> builders = new LinkedHashMap<>();
            for (JdkKind k : others(container)) {
                if (k == JdkKind.ENUM_SET) {
                    continue; // EnumSet.noneOf(Color.class): made where the element type is known
                }
                CodeBlock builder = builder(k, elements, hashed);
                byBuilder.computeIfAbsent(builder.toString(), x -> new ArrayList<>()).add(k.code);
                builders.putIfAbsent(builder.toString(), builder);
            }
            if (byBuilder.keySet().stream().anyMatch(t -> t.contains("hashed"))) {
                // a hash table holds 3/4 of its capacity before it doubles: room for the elements, no rehash
                m.addStatement("int hashed = ($L * 4 + 2) / 3", elements);
            }
            CodeBlock.Builder b = CodeBlock.builder().beginControlFlow("switch (kind)");
            byBuilder.forEach((text, codes) -> b.add(caseLine(12, cases(codes), builders.get(text))));
            b.add("default: throw new $T(\"unknown collection class \" + kind);\n", STREAM_CORRUPTED);
            return m.addCode(b.endControlFlow().build());
        });
    }

    private static CodeBlock builder(JdkKind k, CodeBlock elements, CodeBlock hashed) {
        if (k.wraps != null) { // a view: over a new one of the class it wrapped
            ClassName wraps = ClassName.bestGuess(k.wraps);
            return switch (wraps.simpleName()) {
                case "ArrayList" -> Blocks.of("new $T<>($L)", wraps, elements);
                case "HashSet", "LinkedHashSet", "HashMap", "LinkedHashMap" -> Blocks.of("new $T<>($L)", wraps, hashed);
                default -> Blocks.of("new $T<>()", wraps); // LinkedList, TreeSet, TreeMap (natural order)
            };
        }
        return switch (k) {
            case TREE_SET -> Blocks.of("new $T<>()", TREE_SET);
            case CONCURRENT_SKIP_LIST_SET -> Blocks.of("new $T<>()", SKIP_LIST_SET);
            case CONCURRENT_KEY_SET -> Blocks.of("$T.newKeySet()", CONCURRENT);
            case CONCURRENT_SKIP_LIST_MAP -> Blocks.of("new $T<>()", SKIP_LIST_MAP);
            case CONCURRENT_HASH_MAP -> Blocks.of("new $T<>($L)", CONCURRENT, hashed);
            case ACCESS_ORDER_MAP -> Blocks.of("new $T<>($L, 0.75f, true)", LINKED_HASH_MAP, hashed);
            default -> switch (k.family) {
                case LIST -> Blocks.of("new $T<>($L)", ARRAY_LIST, elements);
                case SET -> Blocks.of("new $T<>($L)", LINKED_HASH_SET, hashed);
                case MAP -> Blocks.of("new $T<>($L)", LINKED_HASH_MAP, hashed);
            };
        };
    }

    /**
     * {@code finishList(kind, elements)}: the value of code {@code kind}, made by the JDK's own
     * factory from the elements read; what the factory refuses (a null in {@code List.of}, a
     * duplicate key) is an InvalidObjectException, as for any element a container refuses.
     */
    String finish(Encoding container) {
        ClassName declared = declared(container);
        return code.helpers.shape("read", key("finish", container), "finish" + named(container), name -> {
            MethodSpec.Builder m = typed(HelperRegistry.method(name), container).returns(generic(container))
                    .addParameter(TypeName.INT, "kind").addParameter(generic(container), "elements")
                    .addException(IO_EXCEPTION)
                    .addJavadoc("The $L of code {@code kind} (docs/wire-format.md), made by the JDK's own factory from the elements"
                            + " read.\n", declared.simpleName());
            Map<String, List<Integer>> byFactory = new LinkedHashMap<>();
            Map<String, CodeBlock> factories = new LinkedHashMap<>();
            List<Integer> fixedSize = new ArrayList<>();
            for (JdkKind k : others(container)) {
                CodeBlock factory = factory(k, container);
                if (factory == null) {
                    continue; // read into its own class: nothing to make
                }
                if (k == JdkKind.EMPTY_LIST || k == JdkKind.EMPTY_SET || k == JdkKind.EMPTY_MAP
                        || k == JdkKind.SINGLETON_LIST || k == JdkKind.SINGLETON_SET || k == JdkKind.SINGLETON_MAP) {
                    fixedSize.add(k.code);
                }
                byFactory.computeIfAbsent(factory.toString(), x -> new ArrayList<>()).add(k.code);
                factories.putIfAbsent(factory.toString(), factory);
            }
            if (byFactory.isEmpty()) {
                return m.addStatement("return elements");
            }
            if (byFactory.keySet().stream().anyMatch(f -> f.contains("[]) elements.toArray()"))) { // (E[]) toArray()
                m.addAnnotation(AnnotationSpec.builder(JavaTypes.SUPPRESS_WARNINGS).addMember("value", "$S", "unchecked").build());
            }
            CodeBlock.Builder b = CodeBlock.builder().beginControlFlow("try").beginControlFlow("switch (kind)");
            byFactory.forEach((text, codes) -> b.add(caseLine(16, cases(codes), factories.get(text))));
            b.add("default: return elements; // read into its own class\n").endControlFlow()
                    .nextControlFlow("catch ($T x)", JavaTypes.RUNTIME_EXCEPTION)
                    .addStatement("throw $N(elements, $S, x)", code.helpers.fixed("refused"), declared.simpleName())
                    .endControlFlow();
            if (!fixedSize.isEmpty()) { // the empty and singleton classes
                m.addStatement("int size = elements.size()")
                        .beginControlFlow("if ($L)", fixedSizeCheck(fixedSize))
                        .addStatement("throw new $T(\"$L of code \" + kind + \" with \" + size + \" elements\")",
                                STREAM_CORRUPTED, declared.simpleName().toLowerCase(java.util.Locale.ROOT))
                        .endControlFlow();
            }
            return m.addCode(b.build());
        });
    }

    /** {@code kind == 6 && size != 0 || kind == 7 && size != 1}: the empty and singleton classes' sizes. */
    private static CodeBlock fixedSizeCheck(List<Integer> codes) {
        List<CodeBlock> parts = new ArrayList<>();
        for (int c : codes) {
            JdkKind k = JdkKind.ofCode(c);
            boolean empty = k == JdkKind.EMPTY_LIST || k == JdkKind.EMPTY_SET || k == JdkKind.EMPTY_MAP;
            parts.add(Blocks.of("kind == $L && size != $L", c, empty ? 0 : 1));
        }
        return CodeBlock.join(parts, " || ");
    }

    /** The factory call that makes the value from {@code elements}, or null when they are it. */
    private CodeBlock factory(JdkKind k, Encoding container) {
        CodeBlock list = cast(container, LIST);
        CodeBlock set = cast(container, SET);
        CodeBlock map = Blocks.of("elements");
        return switch (k) {
            case UNMODIFIABLE_RANDOM_ACCESS_LIST, UNMODIFIABLE_LIST -> Blocks.of("$T.unmodifiableList($L)", COLLECTIONS, list);
            case IMMUTABLE_LIST -> Blocks.of("$T.copyOf(elements)", LIST);
            case STREAM_LIST -> Blocks.of("elements.stream().toList()");
            case ARRAYS_LIST -> Blocks.of("$T.asList(($T[]) elements.toArray())", ARRAYS, E);
            case EMPTY_LIST -> Blocks.of("$T.emptyList()", COLLECTIONS);
            case SINGLETON_LIST -> Blocks.of("$T.singletonList(elements.iterator().next())", COLLECTIONS);
            case SYNCHRONIZED_RANDOM_ACCESS_LIST, SYNCHRONIZED_LIST -> Blocks.of("$T.synchronizedList($L)", COLLECTIONS, list);
            case COPY_ON_WRITE_LIST -> Blocks.of("new $T<>(elements)", COPY_ON_WRITE_LIST);
            case UNMODIFIABLE_COLLECTION -> Blocks.of("$T.unmodifiableCollection(elements)", COLLECTIONS);
            case SYNCHRONIZED_COLLECTION -> Blocks.of("$T.synchronizedCollection(elements)", COLLECTIONS);
            case UNMODIFIABLE_SET, UNMODIFIABLE_HASH_SET, UNMODIFIABLE_TREE_SET -> Blocks.of("$T.unmodifiableSet($L)", COLLECTIONS, set);
            case UNMODIFIABLE_SORTED_SET -> Blocks.of("$T.unmodifiableSortedSet($L)", COLLECTIONS, cast(container, SORTED_SET));
            case UNMODIFIABLE_NAVIGABLE_SET -> Blocks.of("$T.unmodifiableNavigableSet($L)", COLLECTIONS,
                    cast(container, NAVIGABLE_SET));
            case IMMUTABLE_SET -> Blocks.of("$T.of(($T[]) elements.toArray())", SET, E);
            case EMPTY_SET -> Blocks.of("$T.emptySet()", COLLECTIONS);
            case SINGLETON_SET -> Blocks.of("$T.singleton(elements.iterator().next())", COLLECTIONS);
            case SYNCHRONIZED_SET, SYNCHRONIZED_HASH_SET, SYNCHRONIZED_TREE_SET -> Blocks.of("$T.synchronizedSet($L)", COLLECTIONS, set);
            case COPY_ON_WRITE_SET -> Blocks.of("new $T<>(elements)", COPY_ON_WRITE_SET);
            case UNMODIFIABLE_MAP, UNMODIFIABLE_HASH_MAP, UNMODIFIABLE_TREE_MAP -> Blocks.of("$T.unmodifiableMap($L)", COLLECTIONS, map);
            case UNMODIFIABLE_SORTED_MAP -> Blocks.of("$T.unmodifiableSortedMap($L)", COLLECTIONS, cast(container, SORTED_MAP));
            case UNMODIFIABLE_NAVIGABLE_MAP -> Blocks.of("$T.unmodifiableNavigableMap($L)", COLLECTIONS,
                    cast(container, NAVIGABLE_MAP));
            case IMMUTABLE_MAP -> Blocks.of("$T.copyOf(elements)", MAP);
            case EMPTY_MAP -> Blocks.of("$T.emptyMap()", COLLECTIONS);
            case SINGLETON_MAP -> Blocks.of("$N(elements.entrySet().iterator().next())", singletonMap());
            case SYNCHRONIZED_MAP, SYNCHRONIZED_HASH_MAP, SYNCHRONIZED_TREE_MAP -> Blocks.of("$T.synchronizedMap($L)", COLLECTIONS, map);
            default -> null; // LinkedHashMap, the concurrent maps and sets, TreeSet: read into their own class
        };
    }

    /** {@code elements}, cast to {@code target} over its type variables when the declared type is not already one. */
    private static CodeBlock cast(Encoding container, ClassName target) {
        if (declared(container).equals(target) || isSubtype(declared(container), target)) {
            return Blocks.of("elements");
        }
        TypeName typed = isMap(container) ? ParameterizedTypeName.get(target, K, V) : ParameterizedTypeName.get(target, E);
        return Blocks.of("($T) elements", typed);
    }

    private static boolean isSubtype(ClassName declared, ClassName target) {
        String d = declared.simpleName();
        String t = target.simpleName();
        return switch (t) {
            case "Set" -> d.equals("SortedSet") || d.equals("NavigableSet");
            case "SortedSet" -> d.equals("NavigableSet");
            case "SortedMap" -> d.equals("NavigableMap");
            default -> false;
        };
    }

    /** What the generated comment calls the JDK's other classes of this declared type. */
    static String family(Encoding container) {
        return switch (declared(container).simpleName()) {
            case "List" -> "list";
            case "Set", "SortedSet", "NavigableSet" -> "set";
            case "Map", "SortedMap", "NavigableMap" -> "map";
            default -> "collection";
        };
    }

    /** {@code Collections.singletonMap} from the one entry read. */
    private String singletonMap() {
        return code.helpers.shape("read", List.of("jdkKinds", "singletonMap"), "singletonMap", name -> HelperRegistry.method(name)
                .addTypeVariable(K).addTypeVariable(V)
                .returns(ParameterizedTypeName.get(MAP, K, V))
                .addParameter(ParameterizedTypeName.get(MAP_ENTRY, K, V), "e")
                .addStatement("return $T.singletonMap(e.getKey(), e.getValue())", COLLECTIONS));
    }

    static boolean hasOthers(Encoding container) {
        return !others(container).isEmpty();
    }

    /** Whether some of the other classes are made by a factory after their elements are read. */
    boolean finishes(Encoding container) {
        for (JdkKind k : others(container)) {
            if (factory(k, container) != null) {
                return true;
            }
        }
        return false;
    }
}
