package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.Message.Phrase;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Spelling;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Class-level rules of a record or immutable class ({@link Env#isValueType}): it is Serializable
 * (not Externalizable), and its {@code writeReplace} hands it to the generated proxy, which Java
 * serialization then writes instead; a {@code readResolve} of its own would never run.
 */
final class ValueShapeValidator {
    private final Env env;
    private final SerialHooks hooks;
    private final BeanShapeValidator beans;
    private final Delegation delegation;
    /** The types whose one class-level error is a writeReplace declared to return their proxy's type. */
    private final Set<TypeElement> tolerated = new HashSet<>();

    ValueShapeValidator(Env env, SerialHooks hooks, BeanShapeValidator beans, Delegation delegation) {
        this.env = env;
        this.hooks = hooks;
        this.beans = beans;
        this.delegation = delegation;
    }

    /**
     * 1 when {@link #validate} reported, as its one error, a writeReplace that returns the type's own
     * proxy type ({@code private MoneyExternalizer writeReplace()}): the proxy is generated all the
     * same, so that javac, which resolves that signature, does not add "cannot find symbol" to
     * FS119 (the build fails on FS119 anyway, so the proxy is never used). Else 0.
     */
    int toleratedErrors(TypeElement type) {
        return tolerated.remove(type) ? 1 : 0;
    }

    /** Reports every class-level problem; returns false when the fields are not worth reading. */
    boolean validate(TypeElement type) {
        tolerated.remove(type);
        int errorsBefore = env.reporter.errorCount();
        boolean worth = validateShape(type);
        if (env.reporter.errorCount() != errorsBefore + 1) {
            tolerated.remove(type); // other errors besides: no code, as for any class with errors
        }
        return worth;
    }

    private boolean validateShape(TypeElement type) {
        boolean record = type.getKind() == ElementKind.RECORD;
        String externalizer = Names.externalizerOf(type).simpleName();
        beans.checkNesting(type);
        boolean fieldsWorthReading = record || beans.checkSuperclassesDoNotSerializeThemselves(type, false);
        if (record && env.types.isAssignable(type.asType(), env.externalizable)) {
            env.reporter.error(type, Message.RECORD_EXTERNALIZABLE, type.getSimpleName(), externalizer);
        } else if (!env.isSerializable(type.asType())) {
            env.reporter.error(type, Message.VALUE_NOT_SERIALIZABLE, type.getSimpleName(), env.valueKind(type).text(),
                    externalizer);
        }
        checkWriteReplace(type);
        if (hooks.inheritableHook(type, "readResolve") != null) {
            env.reporter.error(type, Message.READ_RESOLVE_ON_VALUE, type.getSimpleName(), externalizer);
        }
        return fieldsWorthReading;
    }

    /** {@code private MoneyExternalizer writeReplace()}: its return type is the proxy javac cannot find yet. */
    private static boolean returnsItsProxy(TypeElement type, ExecutableElement method) {
        String returned = method.getReturnType().toString();
        String own = Names.externalizerOf(type).simpleName();
        return returned.equals(own) || returned.endsWith("." + own);
    }

    /**
     * {@code private Object writeReplace() { return new PointExternalizer(this); }}: its declaration
     * is checked here, and, where javac's syntax trees show its body ({@link Delegation}), that it
     * names its own externalizer when it names one (a copy of another type's would write that type).
     */
    private void checkWriteReplace(TypeElement type) {
        ExecutableElement method = SerialHooks.declaredNoArg(type, "writeReplace");
        String line = Names.writeReplaceLine(type);
        if (method == null) {
            env.reporter.error(type, Message.NO_WRITE_REPLACE, type.getSimpleName(),
                    Names.externalizerOf(type).simpleName(), line);
            return;
        }
        Set<Modifier> modifiers = method.getModifiers();
        String wrong = null;
        if (modifiers.contains(Modifier.STATIC)) {
            wrong = Phrase.WRITE_REPLACE_STATIC.text();
        } else if (!SerialHooks.returnsObject(method)) {
            wrong = Phrase.WRITE_REPLACE_RETURNS.text(Spelling.of(method.getReturnType()));
            if (returnsItsProxy(type, method)) {
                tolerated.add(type);
            }
        } else if (!modifiers.contains(Modifier.PRIVATE) && !type.getModifiers().contains(Modifier.FINAL)) {
            String access = modifiers.contains(Modifier.PUBLIC) ? "public"
                    : modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private";
            wrong = Phrase.WRITE_REPLACE_NOT_PRIVATE.text(access, type.getSimpleName());
        }
        if (wrong == null) {
            String own = Names.externalizerOf(type).simpleName();
            Set<String> named = delegation.externalizersNamed(method);
            if (named != null && !named.isEmpty() && !named.contains(own)) {
                wrong = Phrase.WRITE_REPLACE_OTHER_PROXY.text(named.iterator().next(), own, type.getSimpleName());
            }
        }
        if (wrong != null) {
            env.reporter.error(method, Message.WRONG_WRITE_REPLACE, type.getSimpleName(), wrong, line);
        }
    }
}
