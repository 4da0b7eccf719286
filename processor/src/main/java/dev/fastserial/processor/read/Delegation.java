package dev.fastserial.processor.read;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Name;

/**
 * Which externalizers a bean's source names, read from javac's syntax trees: a bean's own
 * writeExternal and readExternal must hand it to its own externalizer. A pair copied from
 * another bean (a subclass's calling its parent's externalizer compiles) writes only that bean's
 * fields, and an empty pair (an IDE's stub) writes nothing: both lose data without a word.
 * Other compilers, and processing environments a build tool wraps, give no trees: nothing is
 * checked there.
 */
public final class Delegation {
    private static final String SUFFIX = "Externalizer";

    /** Null when the compiler has no javac trees. */
    private final Trees trees;

    private Delegation(Trees trees) {
        this.trees = trees;
    }

    public static Delegation of(ProcessingEnvironment env) {
        try {
            return new Delegation(Trees.instance(env));
        } catch (IllegalArgumentException | LinkageError e) { // not javac's environment
            return none();
        }
    }

    /** No source to read: every check passes. */
    public static Delegation none() {
        return new Delegation(null);
    }

    /**
     * The simple names ending in "Externalizer" that {@code element}'s source names (a method's
     * body, or a whole class); null when its source is not at hand (a class file, another
     * compiler, a method without a body).
     */
    Set<String> externalizersNamed(Element element) {
        return externalizersNamed(element, List.of());
    }

    /**
     * What a getter returns when it is not the field {@code field} itself: the source of the first
     * {@code return} of its body that gives something else ({@code Collections.unmodifiableSet(visits)},
     * {@code new ArrayList<>(items)}); null when each gives the field ({@code return visits;},
     * {@code return this.visits;}) or when the body is not at hand (a class file, another compiler).
     * A container filled in place through its getter must be the field: items added to a copy are lost.
     */
    String returnsOtherThan(ExecutableElement getter, String field) {
        Tree tree = trees == null ? null : trees.getTree(getter);
        if (!(tree instanceof MethodTree m) || m.getBody() == null) {
            return null;
        }
        String[] other = new String[1];
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitClass(ClassTree node, Void unused) {
                return null; // the returns of a class declared inside are its own
            }

            @Override
            public Void visitLambdaExpression(LambdaExpressionTree node, Void unused) {
                return null;
            }

            @Override
            public Void visitReturn(ReturnTree node, Void unused) {
                ExpressionTree returned = node.getExpression();
                while (returned instanceof ParenthesizedTree p) {
                    returned = p.getExpression();
                }
                boolean itself = returned instanceof IdentifierTree id && id.getName().contentEquals(field)
                        || returned instanceof MemberSelectTree select && select.getIdentifier().contentEquals(field)
                        && select.getExpression() instanceof IdentifierTree self && self.getName().contentEquals("this");
                if (!itself && other[0] == null && returned != null) {
                    other[0] = returned.toString();
                }
                return null;
            }
        }.scan(m.getBody(), null);
        return other[0];
    }

    /**
     * As {@link #externalizersNamed(Element)}, leaving out the bodies of {@code skipped} (methods of
     * the class): where else a class names its externalizer (a helper its writeExternal calls).
     */
    Set<String> externalizersNamed(Element element, List<? extends Element> skipped) {
        Tree tree = trees == null ? null : trees.getTree(element);
        Tree scanned = tree instanceof MethodTree m ? m.getBody() : tree instanceof ClassTree ? tree : null;
        if (scanned == null) {
            return null;
        }
        Set<Tree> left = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Element e : skipped) {
            Tree t = trees.getTree(e);
            if (t != null) {
                left.add(t);
            }
        }
        Set<String> names = new TreeSet<>();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitMethod(MethodTree node, Void unused) {
                return left.contains(node) ? null : super.visitMethod(node, unused);
            }

            @Override
            public Void visitIdentifier(IdentifierTree node, Void unused) {
                add(node.getName());
                return null;
            }

            @Override
            public Void visitMemberSelect(MemberSelectTree node, Void unused) {
                add(node.getIdentifier());
                return super.visitMemberSelect(node, unused);
            }

            private void add(Name name) {
                if (name.toString().endsWith(SUFFIX)) {
                    names.add(name.toString());
                }
            }
        }.scan(scanned, null);
        return names;
    }
}
