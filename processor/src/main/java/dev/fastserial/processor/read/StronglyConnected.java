package dev.fastserial.processor.read;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Tarjan's strongly connected components of the graph reachable from one node, iteratively (chains of
 * beans may be long enough to overflow a recursive search). Each component is handed over as soon as it is
 * complete, after every component it reaches, so that a caller can fold what lies below it; nodes a
 * caller finished in an earlier search are not entered again (they cannot reach back into this one).
 */
final class StronglyConnected<T> {
    private final Function<T, ? extends Iterable<T>> edges;
    private final Predicate<T> finishedBefore;
    private final Consumer<List<T>> component;
    private final Map<T, Integer> index = new HashMap<>();
    private final Map<T, Integer> low = new HashMap<>();
    private final Deque<T> stack = new ArrayDeque<>();
    private final Set<T> onStack = new HashSet<>();
    private final Deque<Map.Entry<T, Iterator<T>>> path = new ArrayDeque<>();

    private StronglyConnected(Function<T, ? extends Iterable<T>> edges, Predicate<T> finishedBefore,
                              Consumer<List<T>> component) {
        this.edges = edges;
        this.finishedBefore = finishedBefore;
        this.component = component;
    }

    /**
     * Hands {@code component} each strongly connected component reachable from {@code root} (in the order
     * nodes leave the search's stack, the component's first node last), below-first.
     */
    static <T> void search(T root, Function<T, ? extends Iterable<T>> edges, Predicate<T> finishedBefore,
                           Consumer<List<T>> component) {
        new StronglyConnected<>(edges, finishedBefore, component).from(root);
    }

    private void from(T root) {
        enter(root);
        while (!path.isEmpty()) {
            Map.Entry<T, Iterator<T>> visit = path.peek();
            T node = visit.getKey();
            if (visit.getValue().hasNext()) {
                T next = visit.getValue().next();
                if (finishedBefore.test(next)) {
                    continue;
                }
                if (!index.containsKey(next)) {
                    enter(next);
                } else if (onStack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
                continue;
            }
            path.pop();
            if (!path.isEmpty()) {
                T parent = path.peek().getKey();
                low.put(parent, Math.min(low.get(parent), low.get(node)));
            }
            if (low.get(node).equals(index.get(node))) {
                List<T> members = new ArrayList<>();
                T member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    members.add(member);
                } while (!member.equals(node));
                component.accept(members);
            }
        }
    }

    private void enter(T node) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        onStack.add(node);
        path.push(Map.entry(node, edges.apply(node).iterator()));
    }
}
