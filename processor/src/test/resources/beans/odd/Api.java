package odd;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** Beans nested in an interface (implicitly public static) and in another bean. */
public interface Api {

    @FastSerial
    class Request implements Externalizable {
        private static final long serialVersionUID = 1L;
        String path;
        Response cached;

        public Request() {
        }

        @Override public void writeExternal(ObjectOutput out) throws IOException {
            Api_RequestExternalizer.writeExternal(this, out);
        }
        @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            Api_RequestExternalizer.readExternal(this, in);
        }

        @FastSerial
        public static class Response implements Externalizable {
            private static final long serialVersionUID = 1L;
            int status;
            String body;

            public Response() {
            }

            @Override public void writeExternal(ObjectOutput out) throws IOException {
                Api_Request_ResponseExternalizer.writeExternal(this, out);
            }
            @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
                Api_Request_ResponseExternalizer.readExternal(this, in);
            }
        }
    }
}
