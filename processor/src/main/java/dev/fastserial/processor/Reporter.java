package dev.fastserial.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * The one place messages go out, each one from the {@link Message} catalogue. Every message is
 * attached to the element at fault, so javac prints the file and line the user has to change;
 * reporting never stops processing, so one compilation shows every problem.
 */
public final class Reporter {
    private final Messager messager;
    private int errors;
    /** Messages held back ({@link #hold}), or null when they go out at once. */
    private java.util.List<Held> held;

    private record Held(Diagnostic.Kind kind, String text, Element element) {}

    public Reporter(Messager messager) {
        this.messager = messager;
    }

    /** Reports {@code message}, an error, formatted with {@code args}, on {@code element}. */
    public void error(Element element, Message message, Object... args) {
        report(Diagnostic.Kind.ERROR, element, message, args);
    }

    /** Reports {@code message}, an error of the whole compilation (an unreadable lock file), formatted with {@code args}. */
    public void error(Message message, Object... args) {
        report(Diagnostic.Kind.ERROR, null, message, args);
    }

    /** Reports {@code message}, a warning, formatted with {@code args}, on {@code element}. */
    public void warning(Element element, Message message, Object... args) {
        report(Diagnostic.Kind.WARNING, element, message, args);
    }

    private void report(Diagnostic.Kind kind, Element element, Message message, Object... args) {
        if (message.kind() != kind) {
            throw new IllegalArgumentException(message + " is a " + message.kind() + ", not a " + kind);
        }
        if (kind == Diagnostic.Kind.ERROR) {
            errors++;
        }
        if (held != null) {
            held.add(new Held(kind, message.render(args), element));
        } else {
            messager.printMessage(kind, message.render(args), element);
        }
    }

    /**
     * Holds back what is reported from now on (still counted) until {@link #release} shows it or
     * {@link #discard} drops it: a bean's errors wait until it is known whether one cause
     * explains them all (FS128).
     */
    public void hold() {
        held = new java.util.ArrayList<>();
    }

    /** Shows what was held back, in order, and stops holding. */
    public void release() {
        java.util.List<Held> out = held;
        held = null;
        if (out != null) {
            for (Held h : out) {
                messager.printMessage(h.kind(), h.text(), h.element());
            }
        }
    }

    /** Drops what was held back (its errors stay counted: the bean failed) and stops holding. */
    public void discard() {
        held = null;
    }

    /** Errors reported so far; callers compare before and after a bean to know if it failed. */
    public int errorCount() {
        return errors;
    }
}
