package dev.fastserial.benchmarks.report;

import dev.fastserial.benchmarks.Model;
import dev.fastserial.benchmarks.Variant;
import dev.fastserial.benchmarks.report.JmhResults.Mode;
import dev.fastserial.benchmarks.report.JmhResults.Op;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;

/** The results chart: round trip times in both modes and message sizes, every model and variant. */
final class Chart {
    private Chart() {}

    private static final Color[] COLORS = {
        new Color(0x9E9E9E), // Serializable: grey
        new Color(0x1F77B4), // hand-written: blue
        new Color(0xD62728), // fastserial: red
        new Color(0x8C1C13), // fastserial direct: dark red
        new Color(0x2CA02C), // protobuf: green
        new Color(0xFF7F0E), // Kryo: orange
        new Color(0x9467BD), // Fory: purple
    };

    static void write(JmhResults results, Sizes sizes, Path png) throws IOException {
        List<CategoryChart> charts = new ArrayList<>();
        charts.add(chart("Round trip, per message (fresh stream per object): ns per object, log scale", "ns", true,
                (m, v) -> ns(results, Mode.PER_MESSAGE, m, v)));
        charts.add(chart("Round trip, streaming (one stream, many objects): ns per object, log scale", "ns", true,
                (m, v) -> ns(results, Mode.STREAMING, m, v)));
        charts.add(chart("Serialized size, per message: bytes", "bytes", false,
                (m, v) -> (double) sizes.of(m, v).perMessage()));
        BitmapEncoder.saveBitmap(charts, charts.size(), 1, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    }

    private static Double ns(JmhResults results, Mode mode, Model model, Variant variant) {
        JmhResults.Score s = results.get(mode, Op.ROUND_TRIP, model, variant);
        return s == null ? null : s.ns();
    }

    private static CategoryChart chart(String title, String unit, boolean log,
                                       BiFunction<Model, Variant, Double> value) {
        CategoryChart chart = new CategoryChartBuilder().width(1100).height(400).title(title)
                .yAxisTitle(unit).build();
        CategoryStyler styler = chart.getStyler();
        styler.setYAxisLogarithmic(log);
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        styler.setSeriesColors(COLORS);
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotGridVerticalLinesVisible(false);
        styler.setAvailableSpaceFill(0.8);
        List<String> models = new ArrayList<>();
        for (Model m : Model.values()) {
            models.add(m.title());
        }
        Map<Variant, List<Double>> data = new EnumMap<>(Variant.class);
        double min = Double.MAX_VALUE;
        double max = 0;
        for (Variant v : Variant.values()) {
            List<Double> values = new ArrayList<>();
            for (Model m : Model.values()) {
                Double d = value.apply(m, v);
                if (d != null && d > 0) {
                    min = Math.min(min, d);
                    max = Math.max(max, d);
                }
                values.add(d);
            }
            data.put(v, values);
        }
        // Bars grow from the axis minimum: on a log axis, whole decades around the data (and a missing
        // result, not run or failed, as an empty bar there).
        if (max == 0) {
            styler.setYAxisLogarithmic(false); // nothing measured (a partial run): empty bars on a linear axis
        }
        double floor = log && max > 0 ? Math.pow(10, Math.floor(Math.log10(min))) : 0;
        if (log && max > 0) {
            styler.setYAxisMin(floor);
            styler.setYAxisMax(Math.pow(10, Math.ceil(Math.log10(max))));
        }
        for (Map.Entry<Variant, List<Double>> e : data.entrySet()) {
            List<Double> values = new ArrayList<>();
            for (Double d : e.getValue()) {
                values.add(d == null || d.isNaN() || d <= 0 ? floor : d);
            }
            chart.addSeries(e.getKey().title(), models, values);
        }
        return chart;
    }
}
