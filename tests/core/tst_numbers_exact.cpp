// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31, numbers exact to the end and the protocol's limits: corrected = raw - overhead is
// one checked subtraction (core/model/corrected.h) in the CSV export, the summaries and the
// assembler; a value beyond 64 bits is unknown, never wrapped, and makes a capture or a JSON
// import incomplete with the line or case named; integer statistics are exact; an S line over
// 32 values or a window repeated with other values makes the run incomplete.
#include "core/io/csv_export.h"
#include "core/io/json_export.h"
#include "core/model/corrected.h"
#include "core/protocol/capture_assembler.h"
#include "core/protocol/crc32.h"
#include "core/stats/exact_integers.h"
#include "core/stats/summary.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <limits>

using rb::CaseResult;
using rb::Run;
using rb::RunStatus;

namespace {

constexpr qint64 kMin = std::numeric_limits<qint64>::min();
constexpr qint64 kMax = std::numeric_limits<qint64>::max();

QByteArray hostile(const QString &name)
{
    QFile f(QStringLiteral(RB_TEST_DATA "/hostile/captures/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

Run oneCase(qint64 raw, qint64 overhead)
{
    Run r;
    r.id = 7;
    r.status = RunStatus::Complete;
    CaseResult c;
    c.metric = QStringLiteral("cal_loop");
    c.unit = QStringLiteral("cycles");
    c.samples = {raw};
    c.overhead = overhead;
    r.cases.push_back(c);
    return r;
}

// The corrected cell of the one sample row of a CSV samples export.
QByteArray correctedCell(const Run &r)
{
    const QList<QByteArray> rows = rb::CsvExport::samples({r}, false).split('\n');
    return rows.value(1).split(',').value(5);
}

bool hasProblem(const QList<rb::CaptureProblem> &ps, const QString &code, qint64 line,
                const QString &text)
{
    for (const rb::CaptureProblem &p : ps)
        if (p.code == code && p.line == line && p.message.contains(text))
            return true;
    return false;
}

} // namespace

class TestNumbersExact : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void checkedSubtraction()
    {
        QVERIFY(!rb::correctedValue(11, kMin));
        QCOMPARE(*rb::correctedValue(11, kMax), -9223372036854775796LL);
        QVERIFY(!rb::correctedValue(kMin, 1));
        QCOMPARE(*rb::correctedValue(kMin, 0), kMin);
        QCOMPARE(*rb::correctedValue(-1, kMax), kMin);
        QVERIFY(!rb::correctedValue(-2, kMax));
        QCOMPARE(*rb::correctedValue(kMax, std::optional<qint64>()), kMax);
    }

    void csvSamplesNeverWrap()
    {
        QCOMPARE(correctedCell(oneCase(11, kMin)), QByteArray()); // was -9223372036854775797
        QCOMPARE(correctedCell(oneCase(-11, kMax)), QByteArray());
        QCOMPARE(correctedCell(oneCase(kMin, 5)), QByteArray());
        QCOMPARE(correctedCell(oneCase(11, kMax)), QByteArray("-9223372036854775796"));
        QCOMPARE(correctedCell(oneCase(kMax, 0)), QByteArray("9223372036854775807"));
    }

    void summariesLeaveUnknownValuesOut()
    {
        const Run r = oneCase(11, kMin);
        QVERIFY(std::isnan(r.cases[0].corrected().at(0)));
        QCOMPARE(rb::summarizeOffset(r.cases[0].samples, kMin).n, 0);
        QCOMPARE(rb::summarize(r.cases[0].corrected()).n, 0);
        // The CSV summary row: n 0 and no statistics, never a wrapped or rounded one.
        // n, overhead, cold_sample (none), then the nine statistics empty.
        const QByteArray row = rb::CsvExport::caseSummaries({r}, false).split('\n').value(1);
        QVERIFY2(row.endsWith(",ok,0,-9223372036854775808,,,,,,,,,,"), row.constData());
    }

    void csvSummaryExactIntegers()
    {
        Run r = oneCase(kMax, 0);
        r.cases[0].samples = {kMax, kMax, kMax};
        const QList<QByteArray> rows = rb::CsvExport::caseSummaries({r}, false).split('\n');
        // ... min, median, ci low, ci high, max, mean, sd, p1, p99
        const QByteArray m = QByteArray::number(kMax);
        QVERIFY2(rows.value(1).endsWith(m + ',' + m + ',' + m + ',' + m + ',' + m + ',' + m +
                                        ",0," + m + ',' + m),
                 rows.value(1).constData());
    }

    void exactQuantiles()
    {
        const std::vector<qint64> two = {1, 2};
        QVERIFY(!rb::exactQuantileSorted(two, 50)); // 1.5
        const std::vector<qint64> odd = {1, 3};
        QCOMPARE(*rb::exactQuantileSorted(odd, 50), 2);
        const std::vector<qint64> ext = {kMin, kMax};
        QVERIFY(!rb::exactQuantileSorted(ext, 50)); // -0.5
        QCOMPARE(*rb::exactQuantileSorted(ext, 0), kMin);
        QCOMPARE(*rb::exactQuantileSorted(ext, 100), kMax);
        const std::vector<qint64> top = {kMax - 2, kMax};
        QCOMPARE(*rb::exactQuantileSorted(top, 50), kMax - 1);
        std::vector<qint64> hundred(101);
        for (qint64 i = 0; i <= 100; ++i)
            hundred[std::size_t(i)] = i * 100;
        QCOMPARE(*rb::exactQuantileSorted(hundred, 1), 100);
        QCOMPARE(*rb::exactQuantileSorted(hundred, 99), 9900);
        const std::vector<qint64> three = {kMax - 1, kMax, kMax};
        const rb::Summary s = rb::summarize(std::vector<double>{double(kMax), double(kMax)});
        QCOMPARE(s.n, 2);
        const rb::ExactIntegers e = rb::exactIntegersSorted(three, rb::summarizeOffset(three, 0));
        QCOMPARE(*e.max, kMax);
        QCOMPARE(*e.min, kMax - 1);
        QCOMPARE(*e.median, kMax);
        QVERIFY(!e.mean); // (3 kMax - 1) / 3 is no integer
    }

    void captureOverflowIsIncomplete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("raw 11, overhead INT64_MIN") << "overhead-int64-min.cap";
        QTest::newRow("raw -11, overhead INT64_MAX") << "overhead-int64-max.cap";
        QTest::newRow("raw INT64_MIN, overhead 5") << "raw-int64-min.cap";
    }
    void captureOverflowIsIncomplete()
    {
        QFETCH(QString, file);
        QList<rb::CaptureProblem> problems;
        const Run run = rb::CaptureAssembler::assemble(hostile(file), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY2(hasProblem(problems, "corrected_overflow", 5, "line 5 (END of case cal_loop)"),
                 qPrintable(run.statusReason));
        QCOMPARE(run.cases.at(0).samples.size(), std::size_t(1)); // the raw sample is kept
    }

    void captureExtremesThatFitAreComplete()
    {
        const Run run = rb::CaptureAssembler::assemble(hostile("overhead-int64-max-fits.cap"));
        QCOMPARE(run.status, RunStatus::Complete);
        QCOMPARE(correctedCell(run), QByteArray("-9223372036854775796"));
    }

    void jsonImportOverflowIsIncomplete()
    {
        Run r = oneCase(11, kMin);
        r.cases[0].coldSample = 11;
        QString error;
        const auto back = rb::JsonExport::runFromJson(rb::JsonExport::runToJson(r), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->status, RunStatus::Incomplete);
        QVERIFY2(back->statusReason.contains("case cal_loop: the cold sample (raw 11) - overhead "
                                             "-9223372036854775808 does not fit"),
                 qPrintable(back->statusReason));
        // A failed run stays failed.
        r.status = RunStatus::Failed;
        const auto failed = rb::JsonExport::runFromJson(rb::JsonExport::runToJson(r), &error);
        QVERIFY(failed);
        QCOMPARE(failed->status, RunStatus::Failed);
    }

    void sLineOver32Values()
    {
        QList<rb::CaptureProblem> problems;
        const Run run =
            rb::CaptureAssembler::assemble(hostile("s-line-33-values.cap"), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY2(hasProblem(problems, "too_many_values", 4, "33 values"),
                 qPrintable(run.statusReason));
    }

    void repeatedWindowWithOtherValues()
    {
        QList<rb::CaptureProblem> problems;
        const Run run =
            rb::CaptureAssembler::assemble(hostile("repeated-window-conflict.cap"), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY2(hasProblem(problems, "conflicting_window", 5,
                            "sample 0 was received before as 12, this line repeats it as 999"),
                 qPrintable(run.statusReason));
        QCOMPARE(run.cases.at(0).samples, (std::vector<qint64>{12, 12, 13, 12}));
    }

    void repeatedWindowWithSameValues()
    {
        QList<rb::CaptureProblem> problems;
        const Run run =
            rb::CaptureAssembler::assemble(hostile("repeated-window-same.cap"), {}, &problems);
        QCOMPARE(run.status, RunStatus::Complete);
        QVERIFY2(hasProblem(problems, "repeated_window", 5, "same values"),
                 qPrintable(run.statusReason));
        QCOMPARE(run.cases.at(0).samples, (std::vector<qint64>{12, 12, 13, 12}));
    }

    void partialOverlapIsCompared()
    {
        // i=2 repeats samples 2..3 and adds 4..5: 13 differs from 12 at index 3.
        QByteArray cap = hostile("repeated-window-same.cap");
        const QList<QByteArray> lines = cap.split('\n');
        QByteArray out;
        for (int i = 0; i < lines.size(); ++i) {
            QByteArray l = lines[i];
            if (l.startsWith("S 4 ")) {
                const QByteArray body = "S 4 case=cal_loop i=2 v=13,13,14,15";
                l = body + " *" +
                    QByteArray::number(rb::proto::crc32(body.constData(), size_t(body.size())), 16)
                        .toUpper()
                        .rightJustified(8, '0');
            }
            out += l;
            if (i + 1 < lines.size())
                out += '\n';
        }
        QList<rb::CaptureProblem> problems;
        const Run run = rb::CaptureAssembler::assemble(out, {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY2(hasProblem(problems, "conflicting_window", 5,
                            "sample 3 was received before as "
                            "12, this line repeats it as 13"),
                 qPrintable(run.statusReason));
    }
};

QTEST_GUILESS_MAIN(TestNumbersExact)
#include "tst_numbers_exact.moc"
