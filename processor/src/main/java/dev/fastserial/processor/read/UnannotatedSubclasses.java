package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.Names;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * A concrete class that extends a {@code @FastSerial} bean without being {@code @FastSerial}
 * itself inherits its parent's writeExternal and readExternal, whose generated code knows only the
 * parent's fields: the parent's externalizer refuses it at run time (issue 25). Where the
 * processor sees such a class (the classes of this compilation, nested ones included), it says so
 * at compile time, on the class. An abstract one is left alone: its concrete subclasses are
 * checked, and a {@code @FastSerial} one writes its fields. So is a concrete one between two
 * {@code @FastSerial} classes of the compilation ({@code Animal}, {@code Pet}, {@code @FastSerial
 * Cat}): the subclass's externalizer writes its fields, as the contract has it; an instance of it
 * alone is still refused at run time.
 */
final class UnannotatedSubclasses {
    private final Env env;

    UnannotatedSubclasses(Env env) {
        this.env = env;
    }

    /**
     * Reports every such class among {@code roots} and the classes nested in them.
     *
     * @param beans the {@code @FastSerial} classes of the round
     */
    void check(Iterable<? extends Element> roots, Iterable<TypeElement> beans) {
        Set<TypeElement> between = new HashSet<>();
        for (TypeElement bean : beans) {
            for (TypeElement c = Env.classOf(bean.getSuperclass()); c != null && !Env.isJavaLangObject(c)
                    && !env.isFastSerial(c); c = Env.classOf(c.getSuperclass())) {
                between.add(c);
            }
        }
        for (TypeElement type : ElementFilter.typesIn(roots)) {
            checkWithNested(type, between);
        }
    }

    private void checkWithNested(TypeElement type, Set<TypeElement> between) {
        if (type.getKind() == ElementKind.CLASS && !type.getModifiers().contains(Modifier.ABSTRACT)
                && !env.isFastSerial(type) && !between.contains(type)) {
            TypeElement parent = env.fastSerialSuperclass(type);
            if (parent != null && !env.isValueType(parent)
                    && env.types.isAssignable(env.types.erasure(parent.asType()), env.externalizable)) {
                env.reporter.error(type, Message.UNANNOTATED_SUBCLASS, type.getSimpleName(), parent.getSimpleName(),
                        Names.externalizerOf(parent).simpleName(), Names.externalizerOf(type).simpleName());
            }
        }
        for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
            checkWithNested(nested, between);
        }
    }
}
