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
        messager.printMessage(kind, message.render(args), element);
    }

    /** Errors reported so far; callers compare before and after a bean to know if it failed. */
    public int errorCount() {
        return errors;
    }
}
