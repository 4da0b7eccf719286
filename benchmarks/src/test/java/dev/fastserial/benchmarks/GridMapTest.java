package dev.fastserial.benchmarks;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.benchmarks.grid.GridFormat;
import dev.fastserial.benchmarks.grid.GridMap;
import dev.fastserial.benchmarks.grid.GridModel;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The data-grid benchmark's code runs and compares like with like: for every format and model, a
 * one-member cluster set up as GridMap sets it up, every benchmark method once, and the value read
 * back exactly (the Employee's supervisor cycle included, or, for Compact, its flag).
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class GridMapTest {

    @Test
    void everyFormatReadsBackExactly() {
        for (GridFormat format : GridFormat.values()) {
            for (GridModel model : GridModel.values()) {
                GridMap state = new GridMap();
                state.format = format;
                state.model = model;
                state.members = 1;
                state.start();
                try {
                    state.put();
                    assertDeepEquals(format.sample(model), state.get());
                    assertDeepEquals(format.sample(model), state.toObject());
                    state.toData();
                    assertEquals(GridMap.KEYS, state.map().size());
                    assertDeepEquals(format.sample(model), state.map().get(7));
                } finally {
                    state.stop();
                }
            }
        }
    }
}
