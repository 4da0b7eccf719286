package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Construction;
import dev.fastserial.processor.model.Spelling;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The constructor that rebuilds a record, immutable or mixed class from the fields read. A record:
 * its canonical constructor. A class: the one marked {@code @SerialConstructor}, or without a mark
 * the one constructor whose parameters are fields by name and that takes every final field (a
 * final {@code Collection} or {@code Map} no parameter takes excepted: it is filled in place after
 * construction). The fields it does not take are restored after it, as a bean's are: that makes a
 * class with final and mutable fields (a mixed class) a value of the same form.
 *
 * <p>Parameters are matched to fields by name, never by position: reordering the fields' declarations
 * (an IDE's "sort members") must not swap two values of one type on every read. A parameter takes the
 * field of its name that the class's code sees ({@code this.name}: the lowest one declared); a
 * superclass field hidden by a field of the same name cannot have a parameter of its name, so a marked
 * constructor's parameters named after no field take the hidden fields, each the one hidden field of
 * its type (two of one type cannot be told apart: an error). A parameter may be declared with a
 * supertype of its field's type ({@code Collection<String>} for a {@code Set<String>}): the field's
 * value is passed, and the reader checks that the constructor kept it. A field it takes that is not final
 * is set again after it, as the fields it does not take are. The names are the source's: the
 * annotated class is always compiled from source (fastserial processes the classes of the compilation),
 * so its constructor's parameter names are never a class file's {@code arg0}.
 */
final class Constructors {
    private final Env env;

    Constructors(Env env) {
        this.env = env;
    }

    /** The construction a class has, and the constructor it calls (null for a record's canonical one). */
    record Chosen(Construction construction, ExecutableElement constructor) {}

    /** The construction, or null after reporting why there is none. */
    Construction choose(TypeElement type, List<FieldCollector.Source> fields) {
        Chosen chosen = choose(type, fields, true);
        return chosen == null ? null : chosen.construction();
    }

    /**
     * The construction {@code type} (a bean) would have as a mixed class, without reporting anything:
     * for the messages that tell a bean it could keep its final fields; null when it would have none.
     */
    Chosen probe(TypeElement type, List<FieldCollector.Source> fields) {
        return type.getKind() == ElementKind.CLASS ? choose(type, fields, false) : null;
    }

    private Chosen choose(TypeElement type, List<FieldCollector.Source> fields, boolean report) {
        List<ExecutableElement> constructors = ElementFilter.constructorsIn(type.getEnclosedElements());
        List<ExecutableElement> marked = new ArrayList<>();
        for (ExecutableElement c : constructors) {
            if (Names.hasAnnotation(c, Names.SERIAL_CONSTRUCTOR)) {
                marked.add(c);
            }
        }
        if (type.getKind() == ElementKind.RECORD) {
            for (ExecutableElement c : marked) {
                env.reporter.error(c, Message.MARKED_CONSTRUCTOR_IN_RECORD, type.getSimpleName(), parameters(type, c));
            }
            List<String> components = new ArrayList<>();
            for (RecordComponentElement component : type.getRecordComponents()) {
                components.add(Construction.argument(type.getQualifiedName().toString(), component.getSimpleName().toString()));
            }
            return marked.isEmpty() ? new Chosen(new Construction(components, false, true), null) : null;
        }
        ExecutableElement chosen;
        Taken taken;
        if (marked.size() > 1) {
            if (report) {
                env.reporter.error(marked.get(1), Message.SEVERAL_MARKED_CONSTRUCTORS, type.getSimpleName(), marked.size());
            }
            return null;
        } else if (marked.size() == 1) {
            chosen = marked.get(0);
            taken = marked(type, chosen, fields, report);
            if (taken == null) {
                return null;
            }
        } else {
            Map<ExecutableElement, Taken> matching = new LinkedHashMap<>(); // each with its arguments
            for (ExecutableElement c : constructors) {
                Taken named = byName(type, c, fields);
                if (named != null) {
                    matching.put(c, named);
                }
            }
            String externalizer = Names.externalizerOf(type).simpleName();
            if (matching.size() != 1) {
                if (report && matching.isEmpty()) {
                    env.reporter.error(type, Message.NO_MATCHING_CONSTRUCTOR, type.getSimpleName(),
                            noMatchRemedy(type, constructors, fields), externalizer);
                } else if (report) {
                    env.reporter.error(type, Message.SEVERAL_MATCHING_CONSTRUCTORS, type.getSimpleName(), matching.size(),
                            externalizer);
                }
                return null;
            }
            Map.Entry<ExecutableElement, Taken> only = matching.entrySet().iterator().next();
            chosen = only.getKey();
            taken = only.getValue();
        }
        if (chosen.getModifiers().contains(Modifier.PRIVATE)) {
            if (report) {
                env.reporter.error(chosen, Message.PRIVATE_CONSTRUCTOR, type.getSimpleName(), parameters(type, chosen),
                        Names.externalizerOf(type).simpleName());
            }
            return null;
        }
        boolean throwsChecked = false;
        for (TypeMirror thrown : chosen.getThrownTypes()) {
            throwsChecked |= !env.isUnchecked(thrown);
        }
        Set<String> notFinal = new HashSet<>();
        for (FieldCollector.Source f : fields) {
            String argument = Construction.argument(f.declaringClass().getQualifiedName().toString(),
                    f.field().getSimpleName().toString());
            if (taken.arguments().contains(argument) && !f.field().getModifiers().contains(Modifier.FINAL)) {
                notFinal.add(argument);
            }
        }
        return new Chosen(new Construction(taken.arguments(), throwsChecked, false, taken.widened(), notFinal), chosen);
    }

    /**
     * What FS121 asks for, so that applying it compiles: where a constructor already has the final
     * fields' types (only its parameters' names differ), adding one of those types would clash with
     * it ("already defined"), so its parameters are to be renamed; a hidden superclass field cannot
     * have a parameter of its name, so it takes a marked constructor; else a constructor is added.
     */
    private String noMatchRemedy(TypeElement type, List<ExecutableElement> constructors, List<FieldCollector.Source> all) {
        String name = type.getSimpleName().toString();
        List<FieldCollector.Source> must = mustBeTaken(all);
        if (must.isEmpty()) {
            return Message.Phrase.NO_FINAL_FIELDS.text(name);
        }
        Map<String, FieldCollector.Source> visible = new HashMap<>(); // the lowest of each name: what this.name means
        for (FieldCollector.Source f : all) {
            visible.put(f.field().getSimpleName().toString(), f);
        }
        String fields = describe(must);
        for (FieldCollector.Source f : must) {
            if (visible.get(f.field().getSimpleName().toString()) != f) {
                return Message.Phrase.MARK_CONSTRUCTOR.text(fields);
            }
        }
        List<String> fieldTypes = new ArrayList<>();
        for (FieldCollector.Source f : must) {
            fieldTypes.add(Spelling.of(f.type()));
        }
        fieldTypes.sort(null);
        for (ExecutableElement c : constructors) {
            List<String> parameterTypes = new ArrayList<>();
            for (TypeMirror t : parameterTypes(type, c)) {
                parameterTypes.add(Spelling.of(t));
            }
            parameterTypes.sort(null);
            if (parameterTypes.equals(fieldTypes)) {
                return Message.Phrase.RENAME_CONSTRUCTOR_PARAMETERS.text(name, parameters(type, c), fields);
            }
        }
        return Message.Phrase.ADD_CONSTRUCTOR.text(name, fields);
    }

    /** A constructor's arguments (the fields, in parameter order) and those of them its parameter widens. */
    private record Taken(List<String> arguments, Set<String> widened) {}

    /**
     * Whether a parameter declared {@code parameter} can take a field of type {@code field}: the same
     * type, or for a reference a supertype of it ({@code Collection<String>} for a {@code Set<String>}).
     */
    private boolean takes(TypeMirror parameter, TypeMirror field) {
        return env.types.isSameType(field, parameter) || !field.getKind().isPrimitive() && !parameter.getKind().isPrimitive()
                && env.types.isAssignable(field, parameter);
    }

    /** The fields no constructor may leave out: final ones, but containers (filled in place). */
    private List<FieldCollector.Source> mustBeTaken(List<FieldCollector.Source> fields) {
        List<FieldCollector.Source> must = new ArrayList<>();
        for (FieldCollector.Source f : fields) {
            if (f.field().getModifiers().contains(Modifier.FINAL) && !env.isFillable(f)) {
                must.add(f);
            }
        }
        return must;
    }

    /**
     * The fields in parameter order when each parameter is the field of its name (its type or a
     * supertype) and every final field but containers is among them; else null.
     */
    private Taken byName(TypeElement type, ExecutableElement constructor, List<FieldCollector.Source> fields) {
        List<? extends VariableElement> parameters = constructor.getParameters();
        Map<String, FieldCollector.Source> byName = new HashMap<>(); // the lowest of each name: what this.name means
        for (FieldCollector.Source f : fields) {
            byName.put(f.field().getSimpleName().toString(), f);
        }
        List<TypeMirror> types = parameterTypes(type, constructor);
        List<String> names = new ArrayList<>();
        Set<String> widened = new HashSet<>();
        Set<FieldCollector.Source> taken = new HashSet<>();
        for (int i = 0; i < parameters.size(); i++) {
            String name = parameters.get(i).getSimpleName().toString();
            FieldCollector.Source f = byName.remove(name);
            if (f == null || !takes(types.get(i), f.type())) {
                return null;
            }
            String argument = Construction.argument(f.declaringClass().getQualifiedName().toString(), name);
            names.add(argument);
            taken.add(f);
            if (!env.types.isSameType(f.type(), types.get(i))) {
                widened.add(argument);
            }
        }
        for (FieldCollector.Source f : mustBeTaken(fields)) {
            if (!taken.contains(f)) {
                return null;
            }
        }
        return new Taken(names, widened);
    }

    /**
     * The arguments of a marked constructor: each parameter the field of its name, or a hidden field
     * (one a field of the same name hides) of its type; null after reporting the first parameter that
     * takes no field, or the final fields no parameter takes.
     */
    private Taken marked(TypeElement type, ExecutableElement constructor, List<FieldCollector.Source> fields,
                         boolean report) {
        Map<String, FieldCollector.Source> visible = new HashMap<>(); // the lowest of each name: what this.name means
        for (FieldCollector.Source f : fields) {
            visible.put(f.field().getSimpleName().toString(), f);
        }
        List<FieldCollector.Source> hidden = new ArrayList<>();
        for (FieldCollector.Source f : fields) {
            if (visible.get(f.field().getSimpleName().toString()) != f) {
                hidden.add(f);
            }
        }
        List<? extends VariableElement> parameters = constructor.getParameters();
        List<TypeMirror> types = parameterTypes(type, constructor);
        FieldCollector.Source[] taken = new FieldCollector.Source[parameters.size()];
        for (int i = 0; i < parameters.size(); i++) {
            FieldCollector.Source f = visible.get(parameters.get(i).getSimpleName().toString());
            if (f == null) {
                continue;
            }
            if (!takes(types.get(i), f.type())) {
                if (report) {
                    env.reporter.error(parameters.get(i), Message.MARKED_PARAMETER_TYPE, parameters.get(i).getSimpleName(),
                            type.getSimpleName(), parameters(type, constructor), Spelling.of(types.get(i)),
                            Spelling.of(f.type()));
                }
                return null;
            }
            taken[i] = f;
        }
        for (int i = 0; i < parameters.size(); i++) {
            if (taken[i] != null) {
                continue;
            }
            List<FieldCollector.Source> sameType = new ArrayList<>();
            for (FieldCollector.Source h : hidden) {
                if (env.types.isSameType(h.type(), types.get(i)) && !Arrays.asList(taken).contains(h)) {
                    sameType.add(h);
                }
            }
            if (sameType.size() != 1) {
                if (report) {
                    List<String> ambiguous = sameType.stream().map(Constructors::qualified).toList();
                    String what = ambiguous.isEmpty() ? Message.Phrase.RENAME_PARAMETER.text()
                            : Message.Phrase.RENAME_HIDING_FIELD.text(Message.list(ambiguous), Spelling.of(types.get(i)));
                    env.reporter.error(parameters.get(i), Message.MARKED_PARAMETER_UNNAMED, parameters.get(i).getSimpleName(),
                            type.getSimpleName(), parameters(type, constructor), describe(fields), what);
                }
                return null;
            }
            taken[i] = sameType.get(0);
        }
        List<FieldCollector.Source> missing = mustBeTaken(fields);
        missing.removeAll(Arrays.asList(taken));
        if (!missing.isEmpty()) {
            if (report) {
                env.reporter.error(constructor, Message.MARKED_CONSTRUCTOR_MISMATCH, type.getSimpleName(),
                        parameters(type, constructor), describe(missing));
            }
            return null;
        }
        List<String> names = new ArrayList<>();
        Set<String> widened = new HashSet<>();
        for (int i = 0; i < taken.length; i++) {
            FieldCollector.Source f = taken[i];
            String argument = Construction.argument(f.declaringClass().getQualifiedName().toString(),
                    f.field().getSimpleName().toString());
            names.add(argument);
            if (!env.types.isSameType(f.type(), types.get(i))) {
                widened.add(argument);
            }
        }
        return new Taken(names, widened);
    }

    private List<TypeMirror> parameterTypes(TypeElement type, ExecutableElement constructor) {
        return new ArrayList<>(((ExecutableType) env.types.asMemberOf((DeclaredType) type.asType(), constructor))
                .getParameterTypes());
    }

    /** {@code long amountInCents, String currencyCode}. */
    String parameters(TypeElement type, ExecutableElement constructor) {
        List<TypeMirror> types = parameterTypes(type, constructor);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            parts.add(Spelling.of(types.get(i)) + " " + constructor.getParameters().get(i).getSimpleName());
        }
        return String.join(", ", parts);
    }

    /**
     * {@code long cents, String currency}; a hidden field (one a lower field of its name hides) by its
     * class's simple name: {@code String Base.name, String name}.
     */
    private static String describe(List<FieldCollector.Source> fields) {
        Map<String, FieldCollector.Source> visible = new HashMap<>();
        for (FieldCollector.Source f : fields) {
            visible.put(f.field().getSimpleName().toString(), f);
        }
        List<String> parts = new ArrayList<>();
        for (FieldCollector.Source f : fields) {
            boolean hidden = visible.get(f.field().getSimpleName().toString()) != f;
            parts.add(Spelling.of(f.type()) + " " + (hidden ? qualified(f) : f.field().getSimpleName()));
        }
        return String.join(", ", parts);
    }

    /** {@code Base.name}. */
    private static String qualified(FieldCollector.Source f) {
        return f.declaringClass().getSimpleName() + "." + f.field().getSimpleName();
    }
}
