package dev.fastserial.spring.allowed;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A cached bean of the allowed package with a free-form attribute, as sessions and documents hold. */
@FastSerial
public class Note implements Externalizable {
    private static final long serialVersionUID = 1L;

    String text;
    Object attachment;

    public Note() {
    }

    public Note(String text, Object attachment) {
        this.text = text;
        this.attachment = attachment;
    }

    public String getText() { return text; }
    public Object getAttachment() { return attachment; }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        NoteExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        NoteExternalizer.readExternal(this, in);
    }
}
