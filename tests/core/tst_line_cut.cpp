// SPDX-License-Identifier: GPL-3.0-or-later
// Progress lines cut at 200 characters carry a visible marker (issue 13): a cut line is never
// shown as if it were whole.
#include "core/io/line_cut.h"

#include <QTest>

class TstLineCut : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shortLinesAreWhole()
    {
        QCOMPARE(rb::cutLine("  qemu: ready \r\n"), QString("qemu: ready"));
        const QString exact(200, QLatin1Char('x'));
        QCOMPARE(rb::cutLine(exact), exact);
    }
    void longLinesAreMarked()
    {
        const QString line = QString(200, QLatin1Char('a')) + QString(57, QLatin1Char('b'));
        const QString shown = rb::cutLine(line);
        QVERIFY(shown.startsWith(QString(200, QLatin1Char('a'))));
        QVERIFY2(!shown.contains(QLatin1Char('b')), qPrintable(shown));
        QVERIFY2(shown.endsWith(" ... [+57 character(s)]"), qPrintable(shown));
        QVERIFY2(rb::cutLine(line, 10).endsWith("[+247 character(s)]"),
                 qPrintable(rb::cutLine(line, 10)));
    }
};

QTEST_GUILESS_MAIN(TstLineCut)
#include "tst_line_cut.moc"
