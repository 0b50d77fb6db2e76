// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/elf_inspector.h"

#include "core/process/tool_process.h"
#include "core/util/set_error.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace rb {

ElfInspector::ElfInspector(QString toolPrefix) : m_prefix(std::move(toolPrefix)) {}

bool ElfInspector::tool(const QString &name, const QStringList &args, QString *out, QString *error)
{
    return runTool(m_prefix + name, args, out, error);
}

bool ElfInspector::runTool(const QString &program, const QStringList &args, QString *out,
                           QString *error)
{
    ToolOptions o;
    o.maxOutputBytes = qint64(512) << 20; // nm and objdump -d of a large ELF: tens of MiB
    const ToolResult r = ToolProcess::run(program, args, o);
    if (r.end == ToolEnd::NotStarted) {
        return setError(error, tr("cannot start %1 (install the arm-none-eabi binutils): %2")
                                   .arg(program, r.systemError));
    }
    if (r.end == ToolEnd::Exited || r.end == ToolEnd::Crashed) {
        if (!r.ok()) {
            return setError(error, tr("%1 failed on %2: %3").arg(program, m_elf, r.err.left(300)));
        }
    } else {
        return setError(error, r.error);
    }
    *out = QString::fromLocal8Bit(r.out);
    return true;
}

bool ElfInspector::inspect(const QString &elf, QString *error)
{
    // Absolute, and after "--" in every call: a file named "--plugin=x.so" is a file, never an
    // option of a binutils program (issue 31).
    m_elf = elf.isEmpty() ? elf : QFileInfo(elf).absoluteFilePath();
    m_map = TraceSymbolMap();
    m_timerSites.clear();
    m_lineTool = lineTool(m_elf);
    return readSections(m_elf, error) && readSymbols(m_elf, error) && readFiles(m_elf, error) &&
           readTimerSites(m_elf, error);
}

QString ElfInspector::lineTool(const QString &elf)
{
    // binutils 2.40's addr2line does not read all of Clang 14's DWARF 5 (issue 37): with -flto
    // every harness function is "ld-temp.o:?" (the LTO unit's name), so no timer load is a
    // stamp site; without LTO the inlined-by chain of an inlined rb_ts() is lost. A firmware
    // Clang built (its .comment names "clang version") is read with LLVM's llvm-addr2line,
    // which prints the same lines, when it is installed (Debian: llvm).
    QString comment;
    if (!tool(QStringLiteral("readelf"),
              {QStringLiteral("-p"), QStringLiteral(".comment"), QStringLiteral("--"), elf},
              &comment, nullptr) ||
        !comment.contains(QLatin1String("clang version")))
        return {};
    QString version;
    if (!runTool(QStringLiteral("llvm-addr2line"), {QStringLiteral("--version")}, &version,
                 nullptr))
        return {};
    return QStringLiteral("llvm-addr2line");
}

bool ElfInspector::readSections(const QString &elf, QString *error)
{
    QString out;
    if (!tool(QStringLiteral("objdump"), {QStringLiteral("-h"), QStringLiteral("--"), elf}, &out,
              error))
        return false;
    // "  1 .text         00005b5c  080001c0  080001c0  000011c0  2**2" then its flags
    // ("CONTENTS, ALLOC, LOAD, READONLY, CODE"): the code sections bound the functions.
    static const QRegularExpression row(
        QStringLiteral("^\\s*\\d+\\s+(\\S+)\\s+([0-9a-f]+)\\s+([0-9a-f]+)\\s"));
    const QStringList lines = out.split(QLatin1Char('\n'));
    for (int i = 0; i + 1 < lines.size(); ++i) {
        const auto m = row.match(lines[i]);
        if (m.hasMatch() && lines[i + 1].contains(QLatin1String("CODE")) &&
            lines[i + 1].contains(QLatin1String("ALLOC")))
            m_map.addSection(m.captured(3).toUInt(nullptr, 16), m.captured(2).toUInt(nullptr, 16));
    }
    return true;
}

bool ElfInspector::readSymbols(const QString &elf, QString *error)
{
    QString out;
    if (!tool(QStringLiteral("nm"),
              {QStringLiteral("-S"), QStringLiteral("-n"), QStringLiteral("--defined-only"),
               QStringLiteral("--"), elf},
              &out, error))
        return false;
    // "080001c0 0000002a t run_timer_read" (with a size) or "08000000 T name" (without).
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (f.size() < 3)
            continue;
        const bool sized = f.size() >= 4;
        const QString type = sized ? f[2] : f[1];
        if (type.compare(QLatin1String("t"), Qt::CaseInsensitive) != 0 &&
            type.compare(QLatin1String("w"), Qt::CaseInsensitive) != 0)
            continue;
        const QString name = sized ? f[3] : f[2];
        // Mapping symbols ($t, $d) and local labels are not functions.
        if (name.startsWith(QLatin1Char('$')) || name.startsWith(QLatin1String(".L")))
            continue;
        TraceFunction fn;
        bool ok = false;
        fn.start = f[0].toUInt(&ok, 16);
        if (!ok)
            continue;
        fn.size = sized ? f[1].toUInt(nullptr, 16) : 0;
        fn.name = name;
        m_map.add(fn);
    }
    if (m_map.size() == 0) {
        return setError(
            error, tr("%1 has no function symbols (a stripped ELF cannot be explained)").arg(elf));
    }
    m_map.finish();
    return true;
}

bool ElfInspector::addr2line(const QStringList &args, QHash<quint32, QString> *fileAt,
                             QString *error)
{
    QString out;
    if (m_lineTool.isEmpty()) {
        if (!tool(QStringLiteral("addr2line"), args, &out, error))
            return false;
    } else {
        // llvm-addr2line takes no "--": the ELF's path is absolute (-e's own argument) and the
        // addresses are ours (0x...), neither can be read as an option.
        QStringList llvmArgs = args;
        llvmArgs.removeAll(QStringLiteral("--"));
        if (!runTool(m_lineTool, llvmArgs, &out, error))
            return false;
    }
    // Per address a line "0x0800081c", then its locations, innermost first: "/path/file.c:32"
    // ("??:0" without debug information); the last one (the outermost) counts.
    quint32 addr = 0;
    for (const QString &raw : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("0x"))) {
            addr = line.toUInt(nullptr, 16);
            continue;
        }
        QString loc = line;
        loc.remove(QRegularExpression(QStringLiteral(" \\(discriminator \\d+\\)$")));
        // Only a line from the DWARF line table counts: without it addr2line may still name
        // a file from the symbol table's FILE symbols ("cases_sched.c:?"), a bare name.
        const int colon = loc.lastIndexOf(QLatin1Char(':'));
        const int number = colon > 0 ? loc.mid(colon + 1).toInt() : 0;
        fileAt->insert(addr, number > 0 && !loc.startsWith(QLatin1String("??")) ? loc.left(colon)
                                                                                : QString());
    }
    return true;
}

bool ElfInspector::readFiles(const QString &elf, QString *error)
{
    // A function's file is that of its first instruction's outermost location (-i: the chain
    // of inlined calls, the function itself last): a function that begins with an inlined
    // rb_ts() is in its own file, not in rb_board.h. Code after a symbol's stated size (an
    // assembly label without a correct .size) goes to that symbol (the nearest preceding one,
    // TraceSymbolMap); where the line table names another file for it, it is a function of
    // its own, "symbol+0xOFFSET".
    // -e takes the file as its own argument; the addresses follow "--" (issue 31).
    QStringList args{QStringLiteral("-a"), QStringLiteral("-i"), QStringLiteral("-e"), elf,
                     QStringLiteral("--")};
    std::vector<std::pair<int, quint32>> gaps; // function index, first address after its size
    for (int i = 0; i < m_map.size(); ++i) {
        const TraceFunction &fn = m_map.function(i);
        args << QStringLiteral("0x%1").arg(fn.start, 8, 16, QLatin1Char('0'));
        const quint32 end = fn.start + fn.size;
        if (end < m_map.spanEnd(i)) {
            gaps.emplace_back(i, end);
            args << QStringLiteral("0x%1").arg(end, 8, 16, QLatin1Char('0'));
        }
    }
    QHash<quint32, QString> fileAt;
    if (!addr2line(args, &fileAt, error))
        return false;
    // addr2line (binutils 2.40) loses its place after an address in an assembly unit without
    // functions in DWARF (newlib's memcpy-armv7m.S): the next address of the same call says
    // "??:?" although alone it has a line (memset.c:41). Those few are asked again one by one.
    bool any = false;
    QList<quint32> missing; // function starts only (a gap after a function may be padding)
    for (int i = 0; i < m_map.size(); ++i) {
        const QString file = fileAt.value(m_map.function(i).start);
        any = any || !file.isEmpty();
        if (file.isEmpty())
            missing << m_map.function(i).start;
    }
    if (any && missing.size() <= 64) {
        for (const quint32 a : missing) {
            QHash<quint32, QString> one;
            if (!addr2line({QStringLiteral("-a"), QStringLiteral("-i"), QStringLiteral("-e"), elf,
                            QStringLiteral("--"),
                            QStringLiteral("0x%1").arg(a, 8, 16, QLatin1Char('0'))},
                           &one, error))
                return false;
            fileAt.insert(a, one.value(a));
        }
    }
    TraceSymbolMap map = m_map;
    map.clearFunctions(); // the code sections stay
    m_debugInfo = false;
    for (int i = 0; i < m_map.size(); ++i) {
        TraceFunction fn = m_map.function(i);
        fn.file = fileAt.value(fn.start);
        fn.layer = TraceSymbolMap::layerOf(fn.file, fn.name);
        m_debugInfo = m_debugInfo || !fn.file.isEmpty();
        map.add(fn);
    }
    for (const auto &[index, at] : gaps) {
        const TraceFunction &owner = map.function(index);
        const QString file = fileAt.value(at);
        if (file.isEmpty() || file == owner.file)
            continue;
        TraceFunction fn;
        fn.start = at;
        fn.name = QStringLiteral("%1+0x%2").arg(owner.name).arg(at - owner.start, 0, 16);
        fn.file = file;
        fn.layer = TraceSymbolMap::layerOf(file, fn.name);
        map.add(fn);
    }
    map.finish();
    m_map = map;
    return true;
}

bool ElfInspector::readTimerSites(const QString &elf, QString *error)
{
    QString out;
    if (!tool(
            QStringLiteral("objdump"),
            {QStringLiteral("-d"), QStringLiteral("--no-show-raw-insn"), QStringLiteral("--"), elf},
            &out, error))
        return false;
    m_timerSites = timerLoads(out);
    if (m_timerSites.isEmpty()) {
        return setError(
            error, tr("no timer read (a load of TIM2_CNT) was found in %1: not a virtual-board "
                      "firmware with the icount timer")
                       .arg(elf));
    }
    return true;
}

QSet<quint32> ElfInspector::timerLoads(const QString &out)
{
    QSet<quint32> sites;
    // Per function, a register is known to hold TIM2_CNT's address after its low half, 36, is
    // moved into it ("movw rX, #36" from GCC; Clang uses the 16-bit "movs rX, #36" when rX is
    // a low register, as for RB_TS_PUBLISH in yield_a and in rb_port_irq_trigger) then
    // "movt rX, #16384"; a load through it ("ldr rY, [rX]" or "[rX, #0]") is a timer read.
    // The register is forgotten when an instruction writes it or a call clobbers it.
    QHash<QString, int> state; // 1: low half loaded, 2: the whole address
    static const QStringList lowHalf{"movw", "movs", "mov", "mov.w", "movs.w"};
    static const QRegularExpression insn(QStringLiteral("^\\s*([0-9a-f]+):\\s+(\\S+)\\s*(.*)$"));
    static const QStringList noWrite{"str", "cmp", "cmn", "tst", "teq", "push", "stm",
                                     "b",   "cb",  "it",  "nop", "dsb", "isb",  "dmb",
                                     "svc", "cps", "msr", "wfi", "bkpt"};
    // Literal-pool words holding the address (a "ldr rX, [pc, #n]" loads it: RB_TS_PUBLISH).
    static const QRegularExpression word(
        QStringLiteral("^\\s*([0-9a-f]+):\\s+\\.word\\s+0x40000024\\s*$"));
    QSet<quint32> literals;
    const QStringList lines = out.split(QLatin1Char('\n'));
    for (const QString &line : lines)
        if (const auto w = word.match(line); w.hasMatch())
            literals.insert(w.captured(1).toUInt(nullptr, 16));
    static const QRegularExpression poolRef(QStringLiteral("@\\s*\\(?([0-9a-f]+)\\s"));
    for (const QString &line : lines) {
        if (line.endsWith(QLatin1String(">:"))) {
            state.clear();
            continue;
        }
        const auto m = insn.match(line);
        if (!m.hasMatch())
            continue;
        const quint32 addr = m.captured(1).toUInt(nullptr, 16);
        const QString op = m.captured(2);
        const QString operands = m.captured(3).section(QLatin1Char('@'), 0, 0).trimmed();
        const QString first = operands.section(QLatin1Char(','), 0, 0).trimmed();
        if (op.startsWith(QLatin1String("bl"))) {
            for (const char *r : {"r0", "r1", "r2", "r3", "ip"})
                state.remove(QLatin1String(r));
            continue;
        }
        if (lowHalf.contains(op) &&
            operands.section(QLatin1Char(','), 1).trimmed() == QLatin1String("#36")) {
            state.insert(first, 1);
            continue;
        }
        if (op == QLatin1String("movt") && operands.endsWith(QLatin1String("#16384")) &&
            state.value(first) == 1) {
            state.insert(first, 2);
            continue;
        }
        if ((op == QLatin1String("ldr") || op == QLatin1String("ldr.w")) &&
            operands.section(QLatin1Char(','), 1).trimmed().startsWith(QLatin1String("[pc"))) {
            const auto ref = poolRef.match(m.captured(3));
            if (ref.hasMatch() && literals.contains(ref.captured(1).toUInt(nullptr, 16)))
                state.insert(first, 2);
            else
                state.remove(first);
            continue;
        }
        if (op == QLatin1String("ldr") || op == QLatin1String("ldr.w")) {
            const QString mem = operands.section(QLatin1Char(','), 1).trimmed();
            static const QRegularExpression base(QStringLiteral("^\\[(\\w+)(?:,\\s*#0)?\\]$"));
            const auto b = base.match(mem);
            if (b.hasMatch() && state.value(b.captured(1)) == 2)
                sites.insert(addr);
        }
        bool writes = !first.isEmpty();
        for (const QString &w : noWrite)
            if (op.startsWith(w))
                writes = false;
        if (writes)
            state.remove(first);
    }
    return sites;
}

std::optional<quint32> ElfInspector::caseRunFunction(const QString &metric, QString *error)
{
    QString nm;
    if (!tool(QStringLiteral("nm"),
              {QStringLiteral("-S"), QStringLiteral("--defined-only"), QStringLiteral("--"), m_elf},
              &nm, error))
        return std::nullopt;
    const QString symbol = QStringLiteral("rb_case_") + metric;
    quint32 addr = 0, size = 0;
    bool found = false;
    for (const QString &line : nm.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (f.size() == 4 && f[3] == symbol) {
            addr = f[0].toUInt(nullptr, 16);
            size = f[1].toUInt(nullptr, 16);
            found = true;
        }
    }
    // rb_case_t (firmware/harness/rb_harness.h): 11 words, .setup the 9th, .run the 10th.
    constexpr quint32 descriptorSize = 44, setupOffset = 32, runOffset = 36;
    if (!found || size != descriptorSize) {
        setError(error,
                 tr("the firmware has no case descriptor %1 of the expected layout").arg(symbol));
        return std::nullopt;
    }
    QString dump;
    if (!tool(QStringLiteral("objdump"),
              {QStringLiteral("-s"), QStringLiteral("--start-address=0x%1").arg(addr, 0, 16),
               QStringLiteral("--stop-address=0x%1").arg(addr + size, 0, 16), QStringLiteral("--"),
               m_elf},
              &dump, error))
        return std::nullopt;
    // " 800527c 1c3f0008 00000000 02000000 00000000  .?.............." : bytes in memory order.
    QByteArray bytes;
    static const QRegularExpression row(QStringLiteral("^ ([0-9a-f]+) ((?:[0-9a-f]{2,8} ?){1,4})"));
    for (const QString &line : dump.split(QLatin1Char('\n'))) {
        const auto m = row.match(line);
        if (!m.hasMatch())
            continue;
        const quint32 at = m.captured(1).toUInt(nullptr, 16);
        if (at != addr + quint32(bytes.size()))
            continue;
        const QString hex = m.captured(2).left(35).remove(QLatin1Char(' '));
        bytes += QByteArray::fromHex(hex.toLatin1());
    }
    if (quint32(bytes.size()) < runOffset + 4) {
        setError(error, tr("cannot read the case descriptor %1").arg(symbol));
        return std::nullopt;
    }
    const auto wordAt = [&bytes](quint32 offset) {
        const auto *p = reinterpret_cast<const uchar *>(bytes.constData()) + offset;
        return (quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24) &
               ~quint32(1);
    };
    const quint32 run = wordAt(runOffset);
    m_setup = wordAt(setupOffset);
    const int f = m_map.indexAt(run);
    if (f < 0 || m_map.function(f).start != run) {
        setError(error, tr("the run function of %1 (0x%2) is not a function of the ELF")
                            .arg(symbol)
                            .arg(run, 8, 16, QLatin1Char('0')));
        return std::nullopt;
    }
    return run;
}

} // namespace rb
