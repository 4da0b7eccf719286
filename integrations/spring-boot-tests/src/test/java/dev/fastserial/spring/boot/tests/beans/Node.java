package dev.fastserial.spring.boot.tests.beans;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A node of a ring: two nodes that refer to each other make a cycle through the stored root. */
@FastSerial
public class Node implements Externalizable {
    private static final long serialVersionUID = 1L;

    private String name;
    private Node next;

    public Node() {
    }

    public Node(String name) {
        this.name = name;
    }

    /** Two nodes, each the other's next: {@code a.next.next == a}. */
    public static Node ring(String a, String b) {
        Node first = new Node(a);
        Node second = new Node(b);
        first.next = second;
        second.next = first;
        return first;
    }

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public Node getNext() { return next; }
    public void setNext(Node next) { this.next = next; }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        NodeExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        NodeExternalizer.readExternal(this, in);
    }
}
