package dev.fastserial.examples;

/** How urgent a {@link Message} is. */
public enum Priority {
    LOW, NORMAL, HIGH, URGENT
}
