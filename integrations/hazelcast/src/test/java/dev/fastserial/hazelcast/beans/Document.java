package dev.fastserial.hazelcast.beans;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A bean with a free-form attribute, as sessions and documents hold. */
@FastSerial
public class Document implements Externalizable {
    private static final long serialVersionUID = 1L;

    String title;
    Object attachment;

    public Document() {
    }

    public Document(String title, Object attachment) {
        this.title = title;
        this.attachment = attachment;
    }

    public String getTitle() { return title; }
    public Object getAttachment() { return attachment; }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        DocumentExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        DocumentExternalizer.readExternal(this, in);
    }
}
