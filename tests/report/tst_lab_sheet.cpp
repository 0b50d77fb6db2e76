// SPDX-License-Identifier: GPL-3.0-or-later
// Lab sheets (docs/labs.md, "Lab sheets", issue 39 item 1): every built-in lab's sheet in en
// and zh_CN, unfilled, read back with poppler (pdftotext, pdfinfo): the goal, the questions,
// the steps' command, the table (the lab's metrics and configurations), one or two pages. A
// filled sheet shows the student's name, each run's median and the lab trap's verdict as
// LabTrapReport judges it, and the runs' conditions.
#include "core/lab/lab.h"
#include "core/lab/lab_trap_report.h"
#include "report/lab_sheet.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rb;

namespace {

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Without white space and zero-width spaces (where the sheet lets a metric name break), NFKC:
// poppler gives some CJK glyphs of Noto Sans CJK as their compatibility or radical code points
// (U+2F00 KANGXI RADICAL ONE for U+4E00; U+2EDA and U+2ED3, which NFKC keeps, for 页 and 长).
QString squeezed(QString s)
{
    s = s.normalized(QString::NormalizationForm_KC);
    s.replace(QChar(0x2eda), QChar(0x9875)).replace(QChar(0x2ed3), QChar(0x957f));
    return s.remove(QChar(0x200b)).remove(QRegularExpression(QStringLiteral("\\s+")));
}

// Also without hyphens: pdftotext joins a word broken after a hyphen at the end of a line
// without it ("RT-" + "Thread" -> "RTThread").
QString loose(const QString &s)
{
    return squeezed(s).remove(QLatin1Char('-'));
}

int pages(const QString &pdf)
{
    const QString info = run(tool("pdfinfo"), {pdf});
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

CaseResult makeCase(const QString &metric, qint64 raw, qint64 overhead)
{
    CaseResult c;
    c.metric = metric;
    c.unit = QStringLiteral("ticks");
    c.overhead = overhead;
    c.iterations = 50;
    c.samples.assign(50, raw);
    c.samples[7] = raw + 2; // the median stays raw
    c.sampleCount = qint64(c.samples.size());
    return c;
}

// A run of measurement_floor as the virtual board states it (-Os, icount).
Run makeRun(qint64 id, const QString &cflags, qint64 overhead, qint64 seq)
{
    Run r;
    r.id = id;
    r.status = RunStatus::Complete;
    r.experiment = QStringLiteral("lab-measurement-floor");
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = QStringLiteral("baremetal");
    r.config.toolchain = QStringLiteral("gcc");
    r.config.toolchainVersion = QStringLiteral("12.2.1");
    r.config.optLevel = QStringLiteral("-Os");
    r.config.cflags = cflags;
    r.config.timingMethod = QStringLiteral("icount");
    r.config.timerEmulated = true;
    r.cases.push_back(makeCase(QStringLiteral("cal_timer_read"), 3, 0));
    r.cases.push_back(makeCase(QStringLiteral("cal_known_seq"), seq, overhead));
    r.cases.push_back(makeCase(QStringLiteral("cal_loop"), 4321, overhead));
    return r;
}

} // namespace

class TestLabSheet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // RB_KEEP_SHEETS=1 keeps the PDFs for looking at them (pdftoppm -png -r 70).
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("RB_KEEP_SHEETS"));
        qInfo("scratch: %s", qPrintable(m_dir.path()));
        if (tool("pdftotext").isEmpty() || tool("pdfinfo").isEmpty())
            QSKIP("pdftotext/pdfinfo (poppler-utils) are not installed");
    }

    void unfilled_data()
    {
        QTest::addColumn<QString>("lab");
        QTest::addColumn<QString>("language");
        for (const Lab &l : Lab::builtIn())
            for (const char *lang : {"en", "zh_CN"})
                QTest::newRow(qPrintable(l.id + QLatin1Char('/') + QLatin1String(lang)))
                    << l.id << QString::fromLatin1(lang);
    }

    void unfilled()
    {
        QFETCH(QString, lab);
        QFETCH(QString, language);
        const auto l = Lab::findBuiltIn(lab);
        QVERIFY(l);
        QVERIFY2(l->questions.size() >= 2 && l->questions.size() <= 4, qPrintable(lab));
        const QString out = m_dir.filePath(QStringLiteral("%1-%2.pdf").arg(lab, language));
        LabSheetOptions o;
        o.language = language;
        QString error;
        LabSheetOutcome outcome;
        QVERIFY2(writeLabSheetPdf(*l, o, out, &error, &outcome), qPrintable(error));
        QVERIFY2(!QFile::exists(out + QStringLiteral(".part")), "the .part file is left");
        const int n = pages(out);
        QCOMPARE(n, outcome.pages);
        QVERIFY2(n == 1 || n == 2, qPrintable(QStringLiteral("%1 pages").arg(n)));
        const QString text = squeezed(run(tool("pdftotext"), {out, QStringLiteral("-")}));
        QVERIFY(!text.isEmpty());
        const QString words = loose(text);
        // The goal (its first sentence's start), every question, the command, the table.
        QVERIFY2(words.contains(loose(l->explanation.text(language).left(40))),
                 qPrintable(text.left(400)));
        for (const LabText &q : l->questions)
            QVERIFY2(words.contains(loose(q.text(language).left(30))),
                     qPrintable(q.text(language)));
        QVERIFY(text.contains(squeezed(QStringLiteral("lab run %1").arg(lab))));
        QVERIFY(text.contains(squeezed(QStringLiteral("lab sheet %1 --runs").arg(lab))));
        // A metric's name in its column (it may break after an underscore, and poppler may
        // then give the pieces apart: each piece is there).
        for (const QString &m : l->metrics) {
            const QStringList pieces = m.split(QLatin1Char('_'));
            QVERIFY2(text.contains(m) ||
                         std::all_of(pieces.cbegin(), pieces.cend(),
                                     [&](const QString &p) { return text.contains(p); }),
                     qPrintable(m));
        }
        for (const BuildRequest &r : l->experiment.expand())
            QVERIFY2(words.contains(loose(Lab::configurationLabel(l->experiment, r))),
                     qPrintable(Lab::configurationLabel(l->experiment, r)));
        for (const QString &k : l->requiresKernelDir)
            QVERIFY2(text.contains(squeezed(QStringLiteral("kernel add %1 ARCHIVE").arg(k))),
                     qPrintable(k));
        // Unfilled: a line for the name.
        QVERIFY(text.contains(QString(20, QLatin1Char('_'))));
    }

    void filled_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void filled()
    {
        QFETCH(QString, language);
        const auto l = Lab::findBuiltIn(QStringLiteral("measurement_floor"));
        QVERIFY(l);
        LabSheetOptions o;
        o.language = language;
        o.student = QStringLiteral("Wang Xiaoming 王小明");
        // The trap configuration states overhead 0 (known sequence 103 raw and corrected), the
        // corrected one 3 (103 - 3 = 100).
        o.runs = {makeRun(41, QStringLiteral("-DRB_LAB_NO_OVERHEAD=1"), 0, 103),
                  makeRun(42, QString(), 3, 103)};
        const LabTrapReport report = LabTrapReport::evaluate(*l, o.runs);
        const QString out = m_dir.filePath(QStringLiteral("filled-%1.pdf").arg(language));
        QString error;
        QVERIFY2(writeLabSheetPdf(*l, o, out, &error), qPrintable(error));
        const int n = pages(out);
        QVERIFY2(n == 1 || n == 2, qPrintable(QStringLiteral("%1 pages").arg(n)));
        const QString raw =
            run(tool("pdftotext"), {QStringLiteral("-layout"), out, QStringLiteral("-")});
        const QString text = squeezed(raw);
        QVERIFY2(text.contains(squeezed(o.student)), qPrintable(text.left(300)));
        // Each run's row: its id, its configuration, the medians (corrected), its verdict.
        const QStringList lines = raw.split(QLatin1Char('\n'));
        auto rowOf = [&](const QString &id) {
            for (const QString &line : lines)
                if (line.trimmed().startsWith(id + QLatin1Char(' ')) &&
                    line.contains(QStringLiteral("4321")) != line.contains(QStringLiteral("4318")))
                    return line.simplified();
            return QString();
        };
        const QString row41 = rowOf(QStringLiteral("41"));
        const QString row42 = rowOf(QStringLiteral("42"));
        QVERIFY2(!row41.isEmpty() && !row42.isEmpty(), qPrintable(raw));
        QVERIFY2(row41.contains(QStringLiteral(" 103 ")) && row41.contains(QStringLiteral("4321")),
                 qPrintable(row41));
        QVERIFY2(row42.contains(QStringLiteral(" 100 ")) && row42.contains(QStringLiteral("4318")),
                 qPrintable(row42));
        const auto verdict = [&](qint64 id) {
            return report.labTrapOn(id).empty() ? QStringLiteral("quiet") : QStringLiteral("fired");
        };
        if (language == QLatin1String("en")) { // the verdict words are translated in zh_CN
            QVERIFY2(row41.endsWith(verdict(41)), qPrintable(row41));
            QVERIFY2(row42.endsWith(verdict(42)), qPrintable(row42));
        }
        QVERIFY2(verdict(41) == QStringLiteral("fired") && verdict(42) == QStringLiteral("quiet"),
                 "the trap configuration is judged as the lab says");
        // The conditions of the runs.
        QVERIFY(text.contains(squeezed(QStringLiteral("-Os -DRB_LAB_NO_OVERHEAD=1"))));
        QVERIFY(text.contains(QStringLiteral("gcc12.2.1")));
        QVERIFY(text.contains(QStringLiteral("icount")));
        QVERIFY(!text.contains(QString(20, QLatin1Char('_')))); // the name, not a line for it
    }

    void refusesWithoutGuiPath()
    {
        const auto l = Lab::findBuiltIn(QStringLiteral("measurement_floor"));
        QVERIFY(l);
        QString error;
        QVERIFY(!writeLabSheetPdf(*l, {}, QStringLiteral("/nonexistent-dir/x/sheet.pdf"), &error));
        QVERIFY2(error.contains(QStringLiteral("sheet.pdf")), qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestLabSheet)
#include "tst_lab_sheet.moc"
