"""Adds stage timers to a copy of FastSerialProcessor.java (never to the repository's own).

    python3 scripts/lib/stage-timing.py <path to FastSerialProcessor.java>

The patched processor prints, on the last round, one line to stderr:
    STAGES start <ms> read <ms> write <ms> render <ms> filer <ms>
each the CPU time of javac's thread in that stage, summed over the compilation: start is init()
(the writer, Wire.java, the renderer), read is the beans into models, write is models into
JavaPoet specs, render is the source text, filer is javac's Filer creating and writing the files.
Used by scripts/stage-times.sh; fails loudly when the processor no longer has the lines it hooks.
"""
import sys

CPU = "java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()"

EDITS = [
    ("        super.init(processingEnv);\n",
     "        super.init(processingEnv);\n        long stageStart = %s;\n" % CPU),
    ("        renderer = new SourceRenderer(spec -> templates.isShared(spec) || writer.isShared(spec));\n",
     "        renderer = new SourceRenderer(spec -> templates.isShared(spec) || writer.isShared(spec));\n"
     "        STAGE_START += %s - stageStart;\n" % CPU),
    ("                BeanModel model = read(bean, reader);\n",
     "                long stageRead = %s;\n"
     "                BeanModel model = read(bean, reader);\n"
     "                STAGE_READ += %s - stageRead;\n" % (CPU, CPU)),
    ("            JavaFile file = writer.write(model);\n",
     "            long stageWrite = %s;\n"
     "            JavaFile file = writer.write(model);\n"
     "            long stageRender = %s;\n"
     "            STAGE_WRITE += stageRender - stageWrite;\n" % (CPU, CPU)),
    ("            Source source = new Source(model.element(), file, renderer.render(file));",
     "            Source source = new Source(model.element(), file, renderer.render(file));\n"
     "            STAGE_RENDER += %s - stageRender;" % CPU),
    ("        for (Source source : sources) {\n            write(source);\n        }\n",
     "        long stageFiler = %s;\n"
     "        for (Source source : sources) {\n            write(source);\n        }\n"
     "        STAGE_FILER += %s - stageFiler;\n" % (CPU, CPU)),
    ("        if (round.processingOver()) {\n",
     "        if (round.processingOver()) {\n"
     "            // no printf: its locale set-up would land in the wall time\n"
     "            System.err.println(\"STAGES start \" + STAGE_START / 1000000 + \" read \" + STAGE_READ / 1000000\n"
     "                    + \" write \" + STAGE_WRITE / 1000000 + \" render \" + STAGE_RENDER / 1000000\n"
     "                    + \" filer \" + STAGE_FILER / 1000000);\n"),
    ("    private final Set<String> done = new LinkedHashSet<>();\n",
     "    private final Set<String> done = new LinkedHashSet<>();\n"
     "    static long STAGE_START, STAGE_READ, STAGE_WRITE, STAGE_RENDER, STAGE_FILER;\n"),
]


def main(path):
    source = open(path, encoding="utf-8").read()
    for old, new in EDITS:
        if source.count(old) != 1:
            sys.exit("stage-timing.py: %s no longer has exactly one of:\n%s" % (path, old))
        source = source.replace(old, new)
    open(path, "w", encoding="utf-8").write(source)


if __name__ == "__main__":
    main(sys.argv[1])
