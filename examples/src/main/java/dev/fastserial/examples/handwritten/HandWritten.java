package dev.fastserial.examples.handwritten;

import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.StreamCorruptedException;
import java.util.Date;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The few helpers a careful developer writes once for hand-written Externalizable code: a boolean
 * before each nullable value, dates as epoch milliseconds, lists and arrays as a count (-1 for
 * null) and then their elements.
 */
final class HandWritten {
    private HandWritten() {}

    static void writeString(ObjectOutput out, String value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeUTF(value);
        }
    }

    static String readString(ObjectInput in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }

    static void writeDate(ObjectOutput out, Date value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeLong(value.getTime());
        }
    }

    static Date readDate(ObjectInput in) throws IOException {
        return in.readBoolean() ? new Date(in.readLong()) : null;
    }

    /** A count (-1 for null), then each element with its own null flag. */
    static void writeStrings(ObjectOutput out, List<String> list) throws IOException {
        if (list == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(list.size());
        for (String s : list) {
            writeString(out, s);
        }
    }

    static <L extends List<String>> L readStrings(ObjectInput in, IntFunction<L> newList) throws IOException {
        int count = readCount(in);
        if (count < 0) {
            return null;
        }
        L list = newList.apply(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
            list.add(readString(in));
        }
        return list;
    }

    /** A count written by the methods above: -1 means null; anything below is a corrupt stream. */
    static int readCount(ObjectInput in) throws IOException {
        int count = in.readInt();
        if (count < -1) {
            throw new StreamCorruptedException("negative count " + count);
        }
        return count;
    }
}
