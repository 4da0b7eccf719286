package dev.fastserial.processor.write.wire;

import java.util.Set;

/**
 * One member of {@link Wire}: a constant, a method or a nested class, as source text.
 *
 * @param name its simple name (methods of one name, e.g. overloads, share it)
 * @param doc its Javadoc without the comment markers, or empty
 * @param declaration the member's source, from its first modifier to its end, not indented
 * @param calls names of other members it uses
 */
record Member(String name, Kind kind, String doc, String declaration, Set<String> calls) {
    enum Kind { FIELD, METHOD, CLASS }
}
