package dev.fastserial.processor.read;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Decides whether a {@code @FastSerial} bean type can reach itself through the types of written
 * fields (directly, through superclasses, arrays or type arguments). Such beans are written by
 * reference: inlining them could recurse forever on a cyclic object graph. Fields of open types
 * (Object, interfaces, type variables) do not count: they go through {@code writeObject}, whose
 * handles already stop any cycle.
 *
 * <p>Each bean's fields are seen as members of that bean, as its own externalizer sees them: in
 * {@code Node extends Base<Node>}, {@code Base}'s {@code T next} is a {@code Node}.
 */
final class SelfReachability {
    private final Env env;
    private final Map<String, Boolean> cache = new HashMap<>();

    SelfReachability(Env env) {
        this.env = env;
    }

    boolean reachesItself(TypeElement bean) {
        return cache.computeIfAbsent(bean.getQualifiedName().toString(), k -> search(bean));
    }

    private boolean search(TypeElement start) {
        Set<TypeElement> visited = new HashSet<>();
        Deque<TypeElement> pending = new ArrayDeque<>(beanTypesInFields(start));
        while (!pending.isEmpty()) {
            TypeElement next = pending.pop();
            if (next.equals(start)) {
                return true;
            }
            if (visited.add(next)) {
                pending.addAll(beanTypesInFields(next));
            }
        }
        return false;
    }

    /** The bean types named by the written fields of {@code type} and its superclasses, seen from {@code type}. */
    private Set<TypeElement> beanTypesInFields(TypeElement type) {
        Set<TypeElement> found = new LinkedHashSet<>();
        for (TypeElement c = type; c != null && !Env.isJavaLangObject(c); c = Env.classOf(c.getSuperclass())) {
            for (VariableElement field : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                Set<Modifier> modifiers = field.getModifiers();
                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)) {
                    collectBeanTypes(env.memberType(type, field), found);
                }
            }
        }
        return found;
    }

    private static void collectBeanTypes(TypeMirror type, Set<TypeElement> found) {
        switch (type.getKind()) {
            case ARRAY:
                collectBeanTypes(((ArrayType) type).getComponentType(), found);
                break;
            case DECLARED:
                TypeElement element = Env.classOf(type);
                if (Env.isFastSerial(element)) {
                    found.add(element);
                }
                for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                    collectBeanTypes(argument, found);
                }
                break;
            default:
                break;
        }
    }
}
