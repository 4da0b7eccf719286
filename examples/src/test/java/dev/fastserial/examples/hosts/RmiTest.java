package dev.fastserial.examples.hosts;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.Samples;
import java.io.IOException;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.server.RMIClientSocketFactory;
import java.rmi.server.RMIServerSocketFactory;
import java.rmi.server.UnicastRemoteObject;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Java RMI, the oldest host of Java serialization: a remote service exported on loopback only
 * (socket factories bound to 127.0.0.1, no registry: the test holds the stub), called with
 * {@code @FastSerial} beans as arguments and results. Every call marshals them through RMI's own
 * ObjectOutputStream over a real TCP connection; the supervisor cycle and references shared
 * between two arguments of one call come through.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class RmiTest {

    /** The remote interface: beans in, beans out. */
    public interface Staff extends Remote {
        Employee supervisorOf(Employee employee) throws RemoteException;

        Employee promote(Employee employee, String position, double raise) throws RemoteException;

        boolean shareASupervisor(Employee a, Employee b) throws RemoteException;

        Message reply(Message message) throws RemoteException;
    }

    /** The service, on the server side of the connection. */
    static final class StaffService implements Staff {
        @Override
        public Employee supervisorOf(Employee employee) {
            return employee.getSupervisor();
        }

        @Override
        public Employee promote(Employee employee, String position, double raise) {
            employee.setPosition(position);
            employee.setSalary(employee.getSalary() * raise);
            return employee;
        }

        @Override
        public boolean shareASupervisor(Employee a, Employee b) {
            return a != b && a.getSupervisor() == b.getSupervisor();
        }

        @Override
        public Message reply(Message message) {
            Message reply = Samples.message();
            dev.fastserial.testing.Fields.set(reply, "payload", dev.fastserial.testing.Fields.get(message, "payload"));
            dev.fastserial.testing.Fields.set(reply, "text", "re: " + dev.fastserial.testing.Fields.get(message, "text"));
            return reply;
        }
    }

    /** Server sockets on 127.0.0.1 only. */
    static final class LoopbackServerSockets implements RMIServerSocketFactory, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public ServerSocket createServerSocket(int port) throws IOException {
            return new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LoopbackServerSockets;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    /** Client sockets to 127.0.0.1, whatever host the stub names. */
    static final class LoopbackClientSockets implements RMIClientSocketFactory, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            return new Socket(InetAddress.getLoopbackAddress(), port);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LoopbackClientSockets;
        }

        @Override
        public int hashCode() {
            return 2;
        }
    }

    private static StaffService service;
    private static Staff stub;

    @BeforeAll
    static void export() throws RemoteException {
        service = new StaffService();
        stub = (Staff) UnicastRemoteObject.exportObject(service, 0, new LoopbackClientSockets(), new LoopbackServerSockets());
    }

    @AfterAll
    static void unexport() throws RemoteException {
        assertTrue(UnicastRemoteObject.unexportObject(service, true));
    }

    @Test
    void aBeanWithACycleAsArgumentAndAsResult() throws RemoteException {
        Employee alan = Samples.employee();
        Employee grace = stub.supervisorOf(alan);
        assertNotSame(alan.getSupervisor(), grace, "a copy came back over the wire");
        assertDeepEquals(alan.getSupervisor(), grace);
        assertSame(grace, grace.getSupervisor(), "she still supervises herself");
    }

    @Test
    void theServerChangesACopyAndSendsItBack() throws RemoteException {
        Employee alan = Samples.employee();
        Employee promoted = stub.promote(alan, "Principal Engineer", 1.25);
        assertEquals("Staff Engineer", alan.getPosition(), "the caller's object is untouched");
        assertEquals("Principal Engineer", promoted.getPosition());
        assertEquals(185_000.0 * 1.25, promoted.getSalary(), 1e-6);
        alan.setPosition("Principal Engineer");
        alan.setSalary(185_000.0 * 1.25);
        assertDeepEquals(alan, promoted);
    }

    @Test
    void argumentsOfOneCallShareReferences() throws RemoteException {
        Employee alan = Samples.employee();
        Employee ada = Samples.employee();
        ada.setFirstName("Ada");
        ada.setSupervisor(alan.getSupervisor());
        assertTrue(stub.shareASupervisor(alan, ada), "one supervisor on the server side too");
        assertTrue(!stub.shareASupervisor(alan, Samples.employee()), "two equal supervisors are two");
    }

    @Test
    void aMessageWithItsPlayersAndPayload() throws RemoteException {
        Message request = Samples.message();
        Message reply = stub.reply(request);
        Message expected = Samples.message();
        dev.fastserial.testing.Fields.set(expected, "text", "re: good game, rematch tomorrow?");
        assertDeepEquals(expected, reply);
    }
}
