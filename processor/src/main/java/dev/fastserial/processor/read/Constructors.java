package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Construction;
import dev.fastserial.processor.model.Spelling;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * The constructor that rebuilds a record or immutable class from the fields read. A record:
 * its canonical constructor. A class: the one marked {@code @SerialConstructor}, or without a mark
 * the one constructor whose parameters are the fields by name and type, in any order.
 *
 * <p>Parameters are matched to fields by name, never by position: reordering the fields' declarations
 * (an IDE's "sort members") must not swap two values of one type on every read. A marked
 * constructor's parameter takes the field of its name that the class's code sees ({@code this.name}:
 * the lowest one declared); a superclass field hidden by a field of the same name cannot have a
 * parameter of its name, so the parameters named after no field take the hidden fields, each the one
 * hidden field of its type (two of one type cannot be told apart: an error). The names are the
 * source's: the annotated class is always compiled from source (fastserial processes the classes of
 * the compilation), so its constructor's parameter names are never a class file's {@code arg0}.
 */
final class Constructors {
    private final Env env;

    Constructors(Env env) {
        this.env = env;
    }

    /** The construction, or null after reporting why there is none. */
    Construction choose(TypeElement type, List<FieldCollector.Source> fields) {
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
            return marked.isEmpty() ? new Construction(components, false, true) : null;
        }
        ExecutableElement chosen;
        List<String> arguments;
        if (marked.size() > 1) {
            env.reporter.error(marked.get(1), Message.SEVERAL_MARKED_CONSTRUCTORS, type.getSimpleName(), marked.size());
            return null;
        } else if (marked.size() == 1) {
            chosen = marked.get(0);
            arguments = marked(type, chosen, fields);
            if (arguments == null) {
                return null;
            }
        } else {
            Map<ExecutableElement, List<String>> matching = new LinkedHashMap<>(); // each with its arguments
            for (ExecutableElement c : constructors) {
                List<String> named = byName(type, c, fields);
                if (named != null) {
                    matching.put(c, named);
                }
            }
            String externalizer = Names.externalizerOf(type).simpleName();
            if (matching.isEmpty()) {
                env.reporter.error(type, Message.NO_MATCHING_CONSTRUCTOR, type.getSimpleName(), describe(fields), externalizer);
                return null;
            }
            if (matching.size() > 1) {
                env.reporter.error(type, Message.SEVERAL_MATCHING_CONSTRUCTORS, type.getSimpleName(), matching.size(),
                        externalizer);
                return null;
            }
            Map.Entry<ExecutableElement, List<String>> only = matching.entrySet().iterator().next();
            chosen = only.getKey();
            arguments = only.getValue();
        }
        if (chosen.getModifiers().contains(Modifier.PRIVATE)) {
            env.reporter.error(chosen, Message.PRIVATE_CONSTRUCTOR, type.getSimpleName(), parameters(type, chosen),
                    Names.externalizerOf(type).simpleName());
            return null;
        }
        boolean throwsChecked = false;
        for (TypeMirror thrown : chosen.getThrownTypes()) {
            throwsChecked |= !env.isUnchecked(thrown);
        }
        return new Construction(arguments, throwsChecked, false);
    }

    /** The fields' names in parameter order when the parameters are the fields by name and type; else null. */
    private List<String> byName(TypeElement type, ExecutableElement constructor, List<FieldCollector.Source> fields) {
        List<? extends VariableElement> parameters = constructor.getParameters();
        if (parameters.size() != fields.size()) {
            return null;
        }
        Map<String, FieldCollector.Source> byName = new HashMap<>();
        for (FieldCollector.Source f : fields) {
            byName.put(f.field().getSimpleName().toString(), f);
        }
        List<TypeMirror> types = parameterTypes(type, constructor);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            String name = parameters.get(i).getSimpleName().toString();
            FieldCollector.Source f = byName.remove(name);
            if (f == null || !env.types.isSameType(f.type(), types.get(i))) {
                return null;
            }
            names.add(Construction.argument(f.declaringClass().getQualifiedName().toString(), name));
        }
        return names;
    }

    /**
     * The arguments of a marked constructor: each parameter the field of its name, or a hidden field
     * (one a field of the same name hides) of its type; null after reporting the first parameter that
     * takes no field, or the fields no parameter takes.
     */
    private List<String> marked(TypeElement type, ExecutableElement constructor, List<FieldCollector.Source> fields) {
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
            if (!env.types.isSameType(f.type(), types.get(i))) {
                env.reporter.error(parameters.get(i), Message.MARKED_PARAMETER_TYPE, parameters.get(i).getSimpleName(),
                        type.getSimpleName(), parameters(type, constructor), Spelling.of(types.get(i)), Spelling.of(f.type()));
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
                List<String> ambiguous = sameType.stream().map(Constructors::qualified).toList();
                String what = ambiguous.isEmpty() ? Message.Phrase.RENAME_PARAMETER.text()
                        : Message.Phrase.RENAME_HIDING_FIELD.text(Message.list(ambiguous), Spelling.of(types.get(i)));
                env.reporter.error(parameters.get(i), Message.MARKED_PARAMETER_UNNAMED, parameters.get(i).getSimpleName(),
                        type.getSimpleName(), parameters(type, constructor), describe(fields), what);
                return null;
            }
            taken[i] = sameType.get(0);
        }
        List<FieldCollector.Source> missing = new ArrayList<>(fields);
        missing.removeAll(Arrays.asList(taken));
        if (!missing.isEmpty()) {
            env.reporter.error(constructor, Message.MARKED_CONSTRUCTOR_MISMATCH, type.getSimpleName(),
                    parameters(type, constructor), describe(fields), describe(missing));
            return null;
        }
        List<String> names = new ArrayList<>();
        for (FieldCollector.Source f : taken) {
            names.add(Construction.argument(f.declaringClass().getQualifiedName().toString(), f.field().getSimpleName().toString()));
        }
        return names;
    }

    private List<TypeMirror> parameterTypes(TypeElement type, ExecutableElement constructor) {
        return new ArrayList<>(((ExecutableType) env.types.asMemberOf((DeclaredType) type.asType(), constructor))
                .getParameterTypes());
    }

    /** {@code long amountInCents, String currencyCode}. */
    private String parameters(TypeElement type, ExecutableElement constructor) {
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
