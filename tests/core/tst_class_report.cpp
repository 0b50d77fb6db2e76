// SPDX-License-Identifier: GPL-3.0-or-later
// The class report's rules (docs/classroom.md): names, the run tags, the matching of a run to a
// lab configuration, the outlier rule on the virtual board (the modal value) and on a physical
// board (3 MAD), a deviating run kept out of the class figures, missing runs, the roster.
#include "core/lab/class_report.h"
#include "core/lab/class_session.h"
#include "core/lab/lab.h"

#include <QtTest>

using namespace rb;

namespace {

// A run of lab configuration `config` as the firmware states it, every lab metric at `value`.
Run labRun(const Lab &lab, int config, const QString &student, double value, qint64 id,
           const QString &opt = {})
{
    const BuildRequest req = lab.experiment.expand().at(std::size_t(config));
    Run r;
    r.id = id;
    r.status = RunStatus::Complete;
    r.config = req.expectedConfiguration();
    r.config.cflags = QStringLiteral("-Os -mthumb ") + req.cflags;
    if (!opt.isEmpty())
        r.config.optLevel = opt;
    r.tags = ClassSession{student, QStringLiteral("c1")}.runTags(lab.id);
    for (const QString &m : lab.metrics) {
        CaseResult c;
        c.metric = m;
        c.unit = QStringLiteral("ticks");
        c.iterations = req.iterations;
        c.warmup = req.warmup;
        c.overhead = 0;
        c.samples = std::vector<qint64>(9, qint64(value));
        c.sampleCount = 9;
        r.cases.push_back(c);
    }
    return r;
}

const ClassReport::Student *student(const ClassReport &r, const QString &name)
{
    for (const auto &s : r.students)
        if (s.name == name)
            return &s;
    return nullptr;
}

} // namespace

class TestClassReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void names()
    {
        QString e;
        QCOMPARE(ClassSession::validName(QStringLiteral("  张三 s01 "), "student", &e).value(),
                 QStringLiteral("张三 s01"));
        QVERIFY(!ClassSession::validName(QStringLiteral("a\nb"), "student", &e));
        QVERIFY(e.contains(QStringLiteral("control character")));
        QVERIFY(!ClassSession::validName(QString(65, QLatin1Char('x')), "student", &e));
        QVERIFY(ClassSession::validName(QString(64, QLatin1Char('x')), "student", &e));
        QVERIFY(!ClassSession::validName(QStringLiteral("a,b"), "class", &e));
        QVERIFY(!ClassSession::validName(QStringLiteral("   "), "class", &e));
        QVERIFY(!ClassSession::validName(QStringLiteral("a\u200Eb"), "class", &e)); // format
        QCOMPARE(ClassSession{}.runTags("x"), QStringList{"lab:x"});
        QCOMPARE((ClassSession{"s", "c"}.runTags("x")),
                 (QStringList{"lab:x", "student:s", "class:c"}));
    }

    void virtualBoardModalValue()
    {
        const Lab lab = *Lab::findBuiltIn(QStringLiteral("measurement_floor"));
        std::vector<Run> runs;
        qint64 id = 0;
        for (const char *s : {"a", "b", "c"})
            for (int k = 0; k < 2; ++k)
                runs.push_back(labRun(lab, k, s, 100, ++id));
        runs.push_back(labRun(lab, 0, "d", 101, ++id)); // one tick more: an outlier
        runs.push_back(labRun(lab, 1, "d", 100, ++id));
        runs.push_back(labRun(lab, 0, "e", 500, ++id, "-O0")); // differs: named, not counted
        runs.push_back(labRun(lab, 1, "e", 500, ++id, "-O0"));
        runs.push_back(labRun(lab, 0, "f", 100, ++id)); // configuration 1 missing
        Run other = labRun(lab, 0, "g", 100, ++id);     // of another lab: g is in the class
        other.tags = ClassSession{"g", "c1"}.runTags("cold_vs_warm");
        runs.push_back(other);
        Run otherClass = labRun(lab, 0, "h", 100, ++id); // another class: not in it
        otherClass.tags = ClassSession{"h", "c2"}.runTags(lab.id);
        runs.push_back(otherClass);

        const ClassReport r = ClassReport::build(lab, "c1", runs, {"z"});
        QVERIFY(r.deterministic);
        QStringList names;
        for (const auto &s : r.students)
            names << s.name;
        QCOMPARE(names, (QStringList{"a", "b", "c", "d", "e", "f", "g", "z"}));
        for (const char *ok : {"a", "b", "c"})
            QVERIFY2(!student(r, QString::fromLatin1(ok))->flagged(), ok);
        const auto *d = student(r, "d");
        QVERIFY(d->flagged() && d->differences.isEmpty() && d->missing.isEmpty());
        int outliers = 0;
        for (const auto &c : d->cells)
            outliers += c.outlier ? 1 : 0;
        QCOMPARE(outliers, 3); // the three metrics of configuration 0
        const auto *e = student(r, "e");
        QCOMPARE(e->differences, QStringList{"opt_level -O0 (lab: -Os)"});
        for (const auto &c : e->cells)
            QVERIFY(!c.outlier && !c.median);
        QCOMPARE(student(r, "f")->missing.size(), 1);
        QCOMPARE(student(r, "g")->missing.size(), 2);
        QCOMPARE(student(r, "z")->missing.size(), 2);
        const auto *cc = r.classCell(0, lab.metrics.first());
        QCOMPARE(cc->students, 5); // a, b, c, d, f: e differs
        QCOMPARE(*cc->mode, 100.0);
        QCOMPARE(r.flaggedCount(), 5); // d, e, f, g, z
    }

    void physicalBoardThreeMad()
    {
        const Lab lab = *Lab::findBuiltIn(QStringLiteral("cold_vs_warm"));
        QVERIFY(!ClassReport::build(lab, "c1", {}).deterministic);
        // Class median 100.5, MAD 1.5: 103 is 2.5 away (not an outlier), 110 is 9.5 (> 4.5).
        std::vector<Run> runs;
        qint64 id = 0;
        const QList<QPair<QString, double>> values{{"a", 98},  {"b", 99},  {"c", 100}, {"d", 100},
                                                   {"e", 101}, {"f", 102}, {"g", 103}, {"h", 110}};
        for (const auto &[s, v] : values)
            for (int k = 0; k < 2; ++k)
                runs.push_back(labRun(lab, k, s, v, ++id));
        const ClassReport r = ClassReport::build(lab, "c1", runs);
        const auto *cc = r.classCell(0, lab.metrics.first());
        QCOMPARE(*cc->median, 100.5);
        QCOMPARE(cc->mad, 1.5);
        QStringList flagged;
        for (const auto &s : r.students)
            if (s.flagged())
                flagged << s.name;
        QCOMPARE(flagged, QStringList{"h"});
    }
};

QTEST_GUILESS_MAIN(TestClassReport)
#include "tst_class_report.moc"
