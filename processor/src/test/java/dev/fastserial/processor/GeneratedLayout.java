package dev.fastserial.processor;

import java.nio.ByteBuffer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A generated class level's layout as its source states it (the flags' size, the fingerprint of a
 * bean built without a lock file): for tests that write hostile streams by hand.
 */
final class GeneratedLayout {
    private static final Pattern FLAG_BYTES = Pattern.compile("is (\\d+) bytes? of flags");
    private static final Pattern FINGERPRINT = Pattern.compile("out\\.writeShort\\((0x[0-9A-F]{4})\\); // the layout's fingerprint");

    final int flagBytes;
    final int fingerprint;

    private GeneratedLayout(int flagBytes, int fingerprint) {
        this.flagBytes = flagBytes;
        this.fingerprint = fingerprint;
    }

    static GeneratedLayout of(CompiledBeans beans, String bean) {
        String source = beans.generatedSource(bean.replaceFirst("\\.([^.]+)$", ".$1") + "Externalizer");
        Matcher bytes = FLAG_BYTES.matcher(source);
        Matcher fp = FINGERPRINT.matcher(source);
        if (!bytes.find() || !fp.find()) {
            throw new AssertionError("no flags size or fingerprint in the generated source of " + bean);
        }
        return new GeneratedLayout(Integer.parseInt(bytes.group(1)), Integer.decode(fp.group(1)));
    }

    /** The flags (big-endian, {@link #flagBytes} bytes), then the fingerprint. */
    byte[] prefix(long flags) {
        ByteBuffer b = ByteBuffer.allocate(flagBytes + 2);
        for (int i = flagBytes - 1; i >= 0; i--) {
            b.put((byte) (flags >>> 8 * i));
        }
        return b.putShort((short) fingerprint).array();
    }
}
