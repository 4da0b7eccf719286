package dev.fastserial.processor.write.wire;

/**
 * One member of {@link Wire}: a constant, a method or a nested class, as source text.
 *
 * @param name its simple name (methods of one name, e.g. overloads, share it)
 * @param doc its Javadoc without the comment markers, or empty
 * @param declaration the member's source, from its first modifier to its end, not indented
 */
record Member(String name, Kind kind, String doc, String declaration) {
    enum Kind { FIELD, METHOD, CLASS }
}
