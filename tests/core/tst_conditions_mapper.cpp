// SPDX-License-Identifier: GPL-3.0-or-later
// ConditionsMapper: COND keys of the GD32F103 port (issue 18) on the host side.
#include "core/protocol/conditions_mapper.h"

#include <QJsonObject>
#include <QTest>

using rb::ConditionsMapper;
using rb::Configuration;

class TstConditionsMapper : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void measuredClockIsStoredAndShown()
    {
        // clock_hz_measured (the core clock against IRC8M) is not a Configuration field: it goes
        // to extra, survives the JSON round trip (export, database extra_json) and is shown.
        Configuration c;
        QString error;
        QVERIFY(ConditionsMapper::apply(c, "clock_hz", "72000000", &error));
        QVERIFY(ConditionsMapper::apply(c, "clock_hz_measured", "71993250", &error));
        QCOMPARE(c.clockHz, std::optional<qint64>(72000000));
        QCOMPARE(c.extra.value("clock_hz_measured"), QString("71993250"));
        const Configuration back = Configuration::fromJson(c.toJson());
        QCOMPARE(back.extra.value("clock_hz_measured"), QString("71993250"));
        QVERIFY(back.value("extra").contains("clock_hz_measured=71993250"));
        QCOMPARE(c.toJson().value("extra").toObject().value("clock_hz_measured").toString(),
                 QString("71993250"));
    }

    void cDebugenNamesTheBit()
    {
        // Issue 18 item 6: the GD32 port reports DHCSR.C_DEBUGEN as c_debugen; the host keeps the
        // bit under its name and the debugger field trap 8 reads; older runs' debugger= still
        // reads.
        QString error;
        Configuration set;
        QVERIFY(ConditionsMapper::apply(set, "c_debugen", "1", &error));
        QCOMPARE(set.debugger, QString("attached"));
        QCOMPARE(set.extra.value("c_debugen"), QString("1"));
        Configuration clear;
        QVERIFY(ConditionsMapper::apply(clear, "c_debugen", "0", &error));
        QCOMPARE(clear.debugger, QString("detached"));
        Configuration old;
        QVERIFY(ConditionsMapper::apply(old, "debugger", "attached", &error));
        QCOMPARE(old.debugger, QString("attached"));
        QVERIFY(!old.extra.contains("c_debugen"));
        Configuration bad;
        QVERIFY(!ConditionsMapper::apply(bad, "c_debugen", "yes", &error));
        QVERIFY(error.contains("c_debugen"));
    }
};

QTEST_GUILESS_MAIN(TstConditionsMapper)
#include "tst_conditions_mapper.moc"
