package families;

import dev.fastserial.ByReference;
import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.*;
import types.Color;
import types.Point;
import types.Point3;

/** Every container family: arrays, collections, maps, enum sets and maps, nested to depth. */
@FastSerial
public class Containers implements Externalizable {
    private static final long serialVersionUID = 1L;

    boolean[] booleans;
    byte[] bytes;
    short[] shorts;
    char[] chars;
    int[] ints;
    long[] longs;
    float[] floats;
    double[] doubles;
    String[] strings;
    Integer[] boxedInts;
    int[][] matrix;
    String[][][] cube;
    Point[] points;
    Color[] colors;
    Date[] dates;
    Object[] objects;

    List<String> list;
    Collection<String> collection;
    Set<Integer> set;
    SortedSet<String> sortedSet;
    NavigableSet<Long> navigableSet;
    Queue<String> queue;
    Deque<Long> deque;
    ArrayList<Date> arrayList;
    LinkedList<Point> linkedList;
    HashSet<UUID> hashSet;
    LinkedHashSet<Color> linkedHashSet;
    TreeSet<String> treeSet;
    ArrayDeque<Integer> arrayDeque;
    EnumSet<Color> enumSet;

    Map<String, Integer> map;
    SortedMap<String, Date> sortedMap;
    NavigableMap<Integer, String> navigableMap;
    HashMap<String, String> hashMap;
    LinkedHashMap<Long, Point> linkedHashMap;
    TreeMap<String, List<String>> treeMap;
    EnumMap<Color, String> enumMap;

    Map<String, List<Map<Long, Point>>> deep;
    List<List<String>> listOfLists;
    List<int[]> listOfArrays;
    List<Object> listOfObjects;
    @ByReference List<Point3> sharedPoints; // not Point, which other fields hold inline (FS225)

    public Containers() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        ContainersExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ContainersExternalizer.readExternal(this, in);
    }
}
